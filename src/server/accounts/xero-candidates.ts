// Which orders of a range of days belong in Xero: those paid (a sale the shop made), each once.
// Orders still awaiting payment wait for a later run; cancelled ones never sold anything.
import type { OrderListRow } from '../../lib/orders/order-list.ts';
import type { OrderStatus } from '../../lib/orders/status.ts';
import { invoiceExported } from './xero-records.ts';
import { ordersPlacedBetween } from './placed-orders.ts';

/** Statuses no invoice is made for yet (or ever): the money has not come, or the sale is off. */
const NOT_SOLD: readonly OrderStatus[] = ['awaiting_payment', 'cancelled'];
/** Marks read at once while sorting a range's orders. */
const READS_AT_ONCE = 16;

/** The orders of a range, sorted for an export. */
export interface RangeOrders {
  /** Paid orders no export holds yet. */
  unexported: OrderListRow[];
  /** Paid orders an earlier export gave Xero already. */
  exported: OrderListRow[];
  /** Orders still awaiting payment (a bank transfer not yet received). */
  waiting: OrderListRow[];
}

/** The orders placed on NZ days `from` to `to`, sorted by whether Xero has their invoice. */
export async function rangeOrders(from: string, to: string): Promise<RangeOrders> {
  const rows = await ordersPlacedBetween(from, to);
  const sold = rows.filter((row) => !NOT_SOLD.includes(row.status));
  const marks: boolean[] = [];
  for (let start = 0; start < sold.length; start += READS_AT_ONCE) {
    const batch = sold.slice(start, start + READS_AT_ONCE);
    marks.push(...(await Promise.all(batch.map((row) => invoiceExported(row.id)))));
  }
  return {
    unexported: sold.filter((_, index) => !marks[index]),
    exported: sold.filter((_, index) => marks[index]),
    waiting: rows.filter((row) => row.status === 'awaiting_payment'),
  };
}
