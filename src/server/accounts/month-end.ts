// The month-end checklist of the Accounts area: what is left before the month's books close.
import {
  CHECKLIST_LISTED,
  type ChecklistOrder,
  type MonthEndChecklist,
} from '../../lib/admin/areas/accounts.ts';
import { nextExportRange } from '../../lib/accounts/xero-runs.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderListRow } from '../../lib/orders/order-list.ts';
import { owingOrderIds } from '../orders/money-owed.ts';
import { getOrder } from '../orders/orders.ts';
import { unmatchedPayouts } from './payouts.ts';
import { rangeOrders } from './xero-candidates.ts';
import { claimHoldersOf, listRuns } from './xero-records.ts';

/** A bank transfer awaited longer than this many days is on the checklist. */
export const UNPAID_TRANSFER_CHECK_DAYS = 7;
const DAY_MS = 86_400_000;

/** What a checklist item shows of an order, from the order or its list row. */
interface ChecklistFacts extends Pick<Order, 'id' | 'number' | 'placedAt'> {
  customerName: string;
  totalCents: number;
}

function listed(order: ChecklistFacts): ChecklistOrder {
  return {
    id: order.id,
    number: order.number,
    placedAt: order.placedAt,
    customerName: order.customerName,
    totalCents: order.totalCents,
  };
}

/**
 * Bank transfers awaited for more than a week: the orders that owe money (one listing of the
 * money-owed index, a few orders), those awaiting a transfer and placed over 7 days ago.
 */
async function unpaidTransfers(now: Date): Promise<MonthEndChecklist['unpaidTransfers']> {
  const owing = await Promise.all((await owingOrderIds()).map(getOrder));
  const cutoff = now.getTime() - UNPAID_TRANSFER_CHECK_DAYS * DAY_MS;
  const late = owing
    .filter((order): order is Order => order !== null)
    .filter(
      (order) =>
        order.paymentMethod === 'bank_transfer' &&
        order.status === 'awaiting_payment' &&
        Date.parse(order.placedAt) < cutoff,
    )
    .sort((a, b) => a.placedAt.localeCompare(b.placedAt));
  return {
    olderThanDays: UNPAID_TRANSFER_CHECK_DAYS,
    count: late.length,
    orders: late.slice(0, CHECKLIST_LISTED).map((order) =>
      listed({
        ...order,
        customerName: order.customer.name,
        totalCents: order.totals.totalCents,
      }),
    ),
  };
}

/** Paid orders of the days the next export covers that no export holds yet. */
async function notExported(now: Date): Promise<MonthEndChecklist['notExported']> {
  const today = nzDateOf(now);
  const runs = await listRuns();
  const range = nextExportRange(runs, today);
  if (!range) return { from: today, count: 0, orders: [] };
  const { unexported } = await rangeOrders(range.from, range.to, claimHoldersOf(runs, now));
  return {
    from: range.from,
    count: unexported.length,
    orders: unexported.slice(0, CHECKLIST_LISTED).map((row: OrderListRow) => listed(row)),
  };
}

/**
 * The month-end checklist: unpaid bank transfers older than a week, Stripe payouts of this month
 * and the last not yet marked matched (`tracked: false` while card payments are off) and paid
 * orders not yet exported for Xero.
 */
export async function monthEndChecklist(now = new Date()): Promise<MonthEndChecklist> {
  const [transfers, payouts, exports] = await Promise.all([
    unpaidTransfers(now),
    unmatchedPayouts(now),
    notExported(now),
  ]);
  return { unpaidTransfers: transfers, payouts, notExported: exports };
}
