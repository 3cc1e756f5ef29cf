import { useState } from 'react';
import type { PayoutList } from '../../../lib/accounts/books-answers.ts';
import { booksArea } from '../../../lib/admin/areas/books.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { formatNZD } from '../../../lib/money.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL } from '../styles.ts';
import { MonthStepper, monthLabel } from './MonthStepper.tsx';

type Payout = PayoutList['payouts'][number];
type Transfer = PayoutList['bankTransfers'][number];

/** /admin/accounts/payouts: a month's Stripe payouts and the bank transfers staff recorded. */
export default function PayoutsScreen() {
  const [month, setMonth] = useState(() => nzDateOf(new Date()).slice(0, 7));
  const list = useRouteQuery(booksArea.api.payouts, { query: { month } });
  return (
    <ScreenFrame title="Payouts">
      <p className="mt-2 text-stone-700">
        Card money arrives from Stripe in payouts. Open one to see the orders it settled and
        Stripe’s fees, download its lines for Xero and mark it matched with the bank line.
      </p>
      <h2 className="mt-4 text-lg font-bold">{monthLabel(month)}</h2>
      <MonthStepper month={month} step={1} label="Other months" onChange={setMonth} />
      <QueryStatus query={list}>
        {(loaded) => (
          <>
            {loaded.cardPayments ? (
              <PayoutTable payouts={loaded.payouts} />
            ) : (
              <p className={`${PANEL} mt-6`}>
                Card payments are not set up, so there are no payouts.
              </p>
            )}
            <TransferTable transfers={loaded.bankTransfers} />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function PayoutTable({ payouts }: { payouts: readonly Payout[] }) {
  if (payouts.length === 0) {
    return <p className={`${PANEL} mt-6`}>No payouts reach the bank this month.</p>;
  }
  return (
    <DataTable
      caption="Stripe payouts"
      rowKey={(payout) => payout.id}
      rows={payouts}
      columns={[
        {
          header: 'Payout',
          rowHeader: true,
          cell: (payout) => (
            <AdminLink
              href={screenHref('payout', { id: payout.id })}
              className="break-all text-brand-800 underline"
            >
              {payout.id}
            </AdminLink>
          ),
        },
        { header: 'Reaches the bank', cell: (payout) => payout.arrivalDate },
        { header: 'Amount', align: 'right', cell: (payout) => formatNZD(payout.amountCents) },
        { header: 'Stripe status', cell: (payout) => payout.status },
        {
          header: 'Matched',
          cell: (payout) =>
            payout.matched ? `Matched by ${payout.matched.by.username}` : <strong>Not yet</strong>,
        },
      ]}
    />
  );
}

function TransferTable({ transfers }: { transfers: readonly Transfer[] }) {
  return (
    <section aria-labelledby="transfers-title" className="mt-8">
      <h2 id="transfers-title" className="text-lg font-bold">
        Bank transfers received
      </h2>
      <p className="mt-1 text-stone-700">
        Each is matched by the day staff recorded it reached the account.
      </p>
      {transfers.length === 0 ? (
        <p className={`${PANEL} mt-4`}>No bank transfers recorded this month.</p>
      ) : (
        <DataTable
          caption="Bank transfers received"
          rowKey={(transfer) => transfer.orderId}
          rows={transfers}
          columns={[
            {
              header: 'Order',
              rowHeader: true,
              cell: (transfer) => (
                <AdminLink
                  href={screenHref('order', { orderId: transfer.orderId })}
                  className="text-brand-800 underline"
                >
                  {transfer.orderNumber}
                </AdminLink>
              ),
            },
            { header: 'Received', cell: (transfer) => transfer.day },
            { header: 'Reference', cell: (transfer) => transfer.reference },
            { header: 'Amount', align: 'right', cell: (transfer) => formatNZD(transfer.cents) },
          ]}
        />
      )}
    </section>
  );
}
