import { useState } from 'react';
import type { PayoutDetail } from '../../../lib/accounts/books-answers.ts';
import { booksArea } from '../../../lib/admin/areas/books.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { formatNZD } from '../../../lib/money.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { downloadFile } from '../api/download.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { DataTable } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { MarkMatchedForm } from './MarkMatchedForm.tsx';

/** /admin/accounts/payouts/:id: one payout against the orders it settled, fees and refunds. */
export default function PayoutScreen({ params }: ScreenProps<'payout'>) {
  const detail = useRouteQuery(booksArea.api.payout, { params: { id: params.id } });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const url = routeUrl(booksArea.api.payoutCsv, { params: { id: params.id } });
      await downloadFile(url, `stripe-${params.id}.csv`);
    } catch (error) {
      showToast({ title: 'Download failed', description: userMessageFor(error) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <ScreenFrame
      title={`Payout ${params.id}`}
      back={{ href: screenHref('payouts'), label: 'All payouts' }}
      actions={
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={downloading}
          onClick={() => void download()}
        >
          CSV for Xero
        </button>
      }
    >
      <QueryStatus query={detail}>{(loaded) => <PayoutBody detail={loaded} />}</QueryStatus>
    </ScreenFrame>
  );
}

/** An amount taken off, signed as printed ("−$1.21"); nothing taken off is plain $0.00. */
const less = (cents: number) => (cents === 0 ? formatNZD(0) : `−${formatNZD(cents)}`);

function PayoutBody({ detail }: { detail: PayoutDetail }) {
  const { payout, totals, differences } = detail;
  const figures: [string, string][] = [
    ['Gross card sales', formatNZD(totals.salesCents)],
    ['Refunds', less(totals.refundsCents)],
    ['Stripe fees (expense)', less(totals.feesCents)],
    ['Adjustments', formatNZD(totals.otherCents)],
    ['Net of the lines', formatNZD(totals.netCents)],
    ['Payout to the bank', formatNZD(payout.amountCents)],
  ];
  return (
    <>
      <dl className={`${PANEL} mt-6 grid gap-2 sm:grid-cols-2`}>
        <div>
          <dt className="text-sm text-stone-700">Reaches the bank</dt>
          <dd className="font-semibold">{payout.arrivalDate}</dd>
        </div>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {differences.length > 0 ? (
        <section
          aria-labelledby="differences-title"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5"
        >
          <h2 id="differences-title" className="text-lg font-bold text-red-900">
            Differences ({differences.length})
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {differences.map((difference, index) => (
              <li key={index}>
                {difference.message} ({formatNZD(difference.cents)})
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-6 font-semibold text-green-800">
          Every line matches an order, and the lines add up to the payout.
        </p>
      )}
      <DataTable
        caption="The payout's lines"
        rowKey={(line) => line.transactionId}
        rows={detail.lines}
        columns={[
          {
            header: 'Order',
            rowHeader: true,
            cell: (line) =>
              line.orderId ? (
                <AdminLink
                  href={screenHref('order', { orderId: line.orderId })}
                  className="text-brand-800 underline"
                >
                  {line.orderNumber}
                </AdminLink>
              ) : (
                line.description
              ),
          },
          { header: 'Kind', cell: (line) => line.kind },
          { header: 'Gross', align: 'right', cell: (line) => formatNZD(line.grossCents) },
          { header: 'Fee', align: 'right', cell: (line) => formatNZD(line.feeCents) },
          { header: 'Net', align: 'right', cell: (line) => formatNZD(line.netCents) },
          {
            header: 'Expected',
            align: 'right',
            cell: (line) => (line.expectedCents === null ? '—' : formatNZD(line.expectedCents)),
          },
        ]}
      />
      {payout.matched ? (
        <p className={`${PANEL} mt-6`}>
          Matched with the bank line by {payout.matched.by.username} on{' '}
          {payout.matched.at.slice(0, 10)}
          {payout.matched.note ? `: ${payout.matched.note}` : '.'}
        </p>
      ) : (
        <MarkMatchedForm payoutId={payout.id} needsNote={differences.length > 0} />
      )}
    </>
  );
}
