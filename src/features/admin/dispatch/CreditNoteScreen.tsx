import { useId } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { nzDay } from '../../../lib/emails/order-email.ts';
import { formatNZD } from '../../../lib/money.ts';
import {
  creditNoteRows,
  creditNoteTitle,
  type CreditNote,
} from '../../../lib/orders/credit-note.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { PrintButton, PrintStyles } from './PrintControls.tsx';
import { NotIssued } from './NotIssued.tsx';
import { GoodsTable, ShopHeading } from './PrintedDocument.tsx';

/** One credit note as printed: shop, number, the order it credits, lines, total and GST. */
export function CreditNoteDocument({ note, titleId }: { note: CreditNote; titleId: string }) {
  return (
    <article className="mt-6 max-w-2xl rounded-xl border border-stone-300 bg-white p-6 print:mt-0 print:border-0 print:p-0">
      <ShopHeading shopName={note.shopName} gstNumber={note.gstNumber} />
      <h1 id={titleId} className="mt-3 text-2xl font-bold">
        {creditNoteTitle(note)}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Credit note date</dt>
        <dd>{nzDay(note.issuedAt)}</dd>
        <dt className="font-semibold">Original order</dt>
        <dd>
          {note.orderNumber}, placed {nzDay(note.orderPlacedAt)}
        </dd>
        <dt className="font-semibold">Paid back</dt>
        <dd>{note.method === 'stripe' ? 'To the card, through Stripe' : 'By bank transfer'}</dd>
        {note.reason ? (
          <>
            <dt className="font-semibold">Reason</dt>
            <dd>{note.reason}</dd>
          </>
        ) : null}
      </dl>
      {note.lines.length ? (
        <GoodsTable caption="Goods credited" lines={note.lines} className="text-sm sm:text-base" />
      ) : null}
      <dl className="mt-3 space-y-1">
        {creditNoteRows(note).map(({ label, amount }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap">{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>Total credited (GST inclusive)</dt>
          <dd className="whitespace-nowrap">{formatNZD(note.totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>GST included (15%)</dt>
          <dd className="whitespace-nowrap">{formatNZD(note.gstCents)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** /admin/orders/:id/credit-notes/:refundId: one refund's credit note, to print. */
export default function CreditNoteScreen({ params }: ScreenProps<'credit-note'>) {
  const { id, refundId } = params;
  const titleId = useId();
  const receipt = useRouteQuery(ordersArea.api.receipt, { params: { id } });
  const shown = receipt.data?.creditNotes.find((candidate) => candidate.refundId === refundId);
  return (
    <section aria-labelledby={titleId}>
      <PrintStyles paper="a4" />
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        <AdminLink
          href={screenHref('order', { orderId: id })}
          className="font-semibold text-brand-800 underline"
        >
          Back to the order
        </AdminLink>
        {shown?.gstNumberMissing ? null : <PrintButton label="Print credit note" />}
      </div>
      <QueryStatus query={receipt}>
        {(data) => {
          const note = data.creditNotes.find((candidate) => candidate.refundId === refundId);
          if (note?.gstNumberMissing) {
            return (
              <NotIssued
                document="credit note"
                title={creditNoteTitle(note)}
                totalCents={note.totalCents}
                titleId={titleId}
                refund
              />
            );
          }
          return note ? (
            <CreditNoteDocument note={note} titleId={titleId} />
          ) : (
            <h1 id={titleId} className="mt-6 text-xl font-bold">
              This refund has no credit note (yet): it is still being made, or it failed.
            </h1>
          );
        }}
      </QueryStatus>
    </section>
  );
}
