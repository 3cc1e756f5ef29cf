import type { ReactNode } from 'react';
import type { ChecklistOrder, MonthEndChecklist } from '../../../lib/admin/areas/accounts.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { formatNZD } from '../../../lib/money.ts';
import { AdminLink } from '../AdminLink.tsx';
import { formatShopDateTime } from '../format.ts';
import { PANEL } from '../styles.ts';

/** One item of the checklist: done (a tick and why) or its count and the orders behind it. */
function ChecklistItem({
  title,
  done,
  summary,
  children,
}: {
  title: string;
  done: boolean;
  summary: string;
  children?: ReactNode;
}) {
  return (
    <li className="border-t border-stone-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="font-bold">
        <span aria-hidden="true">{done ? '✓ ' : '• '}</span>
        {title}
      </h3>
      <p className={done ? 'text-green-800' : 'text-stone-800'}>{summary}</p>
      {children}
    </li>
  );
}

/** The orders an item names, each linked to its page. */
function OrderLinks({ orders, more }: { orders: readonly ChecklistOrder[]; more: number }) {
  if (orders.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1 text-sm">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap gap-x-3">
          <AdminLink
            href={screenHref('order', { orderId: order.id })}
            className="font-semibold text-brand-800 underline"
          >
            {order.number}
          </AdminLink>
          <span className="wrap-break-word">{order.customerName}</span>
          <span>{formatNZD(order.totalCents)}</span>
          <span className="text-stone-700">placed {formatShopDateTime(order.placedAt)}</span>
        </li>
      ))}
      {more > 0 ? <li className="text-stone-700">and {more} more</li> : null}
    </ul>
  );
}

/** The payouts not yet matched, each linked to its page. */
function PayoutLinks({ payouts }: { payouts: MonthEndChecklist['payouts']['unmatched'] }) {
  if (payouts.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1 text-sm">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap gap-x-3">
          <AdminLink
            href={screenHref('payout', { id: payout.id })}
            className="font-semibold break-all text-brand-800 underline"
          >
            {payout.id}
          </AdminLink>
          <span>{formatNZD(payout.amountCents)}</span>
          <span className="text-stone-700">reaches the bank {payout.arrivedOn}</span>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** The month-end checklist: what is left before the month's books can be closed. */
export function MonthEndChecklistPanel({ checklist }: { checklist: MonthEndChecklist }) {
  const { unpaidTransfers, payouts, notExported } = checklist;
  return (
    <section className={`${PANEL} mt-6`} aria-labelledby="month-end-title">
      <h2 id="month-end-title" className="text-lg font-bold">
        Month-end checklist
      </h2>
      <ul className="mt-4 grid gap-4">
        <ChecklistItem
          title={`Bank transfers unpaid after ${String(unpaidTransfers.olderThanDays)} days`}
          done={unpaidTransfers.count === 0}
          summary={
            unpaidTransfers.count === 0
              ? 'None: every bank transfer placed over a week ago has been paid or cancelled.'
              : `${plural(unpaidTransfers.count, 'order is', 'orders are')} still awaiting a transfer.`
          }
        >
          <OrderLinks
            orders={unpaidTransfers.orders}
            more={unpaidTransfers.count - unpaidTransfers.orders.length}
          />
        </ChecklistItem>
        <ChecklistItem
          title="Payouts not yet matched"
          done={payouts.count === 0}
          summary={
            !payouts.tracked
              ? 'None: card payments are not set up, so Stripe pays nothing out.'
              : payouts.count === 0
                ? 'None: every payout of this month and the last is matched.'
                : `${plural(payouts.count, 'payout is', 'payouts are')} not matched yet.`
          }
        >
          <PayoutLinks payouts={payouts.unmatched} />
        </ChecklistItem>
        <ChecklistItem
          title="Orders not yet exported for Xero"
          done={notExported.count === 0}
          summary={
            notExported.count === 0
              ? 'None: every paid order up to yesterday is in an export.'
              : `${plural(notExported.count, 'paid order', 'paid orders')} placed since ${notExported.from} ${notExported.count === 1 ? 'is' : 'are'} in no export yet.`
          }
        >
          <OrderLinks
            orders={notExported.orders}
            more={notExported.count - notExported.orders.length}
          />
        </ChecklistItem>
      </ul>
    </section>
  );
}
