import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { OrderFilter } from '../../lib/orders/admin-requests.ts';
import type { Order } from '../../lib/orders/order.ts';
import { adminOrderView } from '../../lib/orders/order.ts';
import { orderLinesCsv, ordersCsv, ordersCsvFileName } from '../../lib/orders/orders-csv.ts';
import { HttpError } from '../http/errors.ts';
import { scanOrderRows } from './order-list.ts';
import { getOrder } from './orders.ts';

/** The most orders one export holds: more must be narrowed (by dates) to fit a function's time. */
export const MOST_ORDERS_PER_EXPORT = 2000;
/** Orders read at once while exporting. */
const READS_AT_ONCE = 16;

/** The two exports: one row per order, or one row per order line. */
const EXPORTS = {
  orders: ordersCsv,
  'order-lines': orderLinesCsv,
} as const;

/**
 * The orders the filter finds, newest first, as a CSV file: one row per order (GET
 * /api/admin/orders.csv) or one per order line (GET /api/admin/order-lines.csv). The ids come
 * from the orders list's index keys; only the orders found are read, a few at a time.
 */
export async function exportOrdersCsv(
  filter: OrderFilter,
  now = new Date(),
  kind: keyof typeof EXPORTS = 'orders',
): Promise<{ csv: string; fileName: string }> {
  const ids: string[] = [];
  await scanOrderRows(filter, null, (row) => {
    ids.push(row.id);
    return ids.length <= MOST_ORDERS_PER_EXPORT;
  });
  if (ids.length > MOST_ORDERS_PER_EXPORT) {
    throw new HttpError(
      400,
      `The export holds at most ${MOST_ORDERS_PER_EXPORT} orders; choose a date range to narrow it.`,
    );
  }
  const found: Order[] = [];
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    const read = await Promise.all(ids.slice(start, start + READS_AT_ONCE).map(getOrder));
    found.push(...read.filter((order): order is Order => order !== null));
  }
  return {
    csv: EXPORTS[kind](found.map(adminOrderView)),
    fileName: ordersCsvFileName(nzDateOf(now), kind),
  };
}
