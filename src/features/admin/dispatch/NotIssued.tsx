import { screenHref } from '../../../lib/admin/screens.ts';
import { formatNZD } from '../../../lib/money.ts';
import { GST_NUMBER_SETTING } from '../../../lib/orders/taxable-supply.ts';
import { AdminLink } from '../AdminLink.tsx';

/**
 * In place of a receipt or credit note over $200 while the shop has no GST number: IRD requires
 * the number on it, so it is not shown or printed; says what stands and where to set the number.
 */
export function NotIssued({
  document,
  title,
  totalCents,
  titleId,
  refund = false,
}: {
  document: 'receipt' | 'credit note';
  title: string;
  totalCents: number;
  titleId: string;
  refund?: boolean;
}) {
  return (
    <article className="mt-6 max-w-2xl rounded-xl border-2 border-red-700 bg-white p-6">
      <h1 id={titleId} className="text-2xl font-bold">
        {title} cannot be issued yet
      </h1>
      <p className="mt-3">
        It is for {formatNZD(totalCents)}, over $200, so IRD requires the shop’s GST number on the{' '}
        {document}, and the shop’s settings have none.
        {refund ? ' The refund itself is done: only its credit note waits.' : ''}
      </p>
      <p className="mt-3 font-semibold">
        An admin sets the number in {GST_NUMBER_SETTING}; the {document} can then be printed here.
      </p>
      <p className="mt-3">
        <AdminLink href={screenHref('settings')} className="font-semibold text-brand-800 underline">
          Open Settings
        </AdminLink>
      </p>
    </article>
  );
}
