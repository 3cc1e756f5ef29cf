// The orders whose money moved (or which were placed) in some months, found through the
// money-days index, one listing a month, and read a batch at a time: never every order.
import type { Order } from '../../lib/orders/order.ts';
import { orderIdsOfMoneyDays } from '../admin/day-figures.ts';
import { getOrder } from '../orders/orders.ts';

/** Orders read at once: enough to be quick, few enough not to flood the store. */
const READS_AT_ONCE = 16;

/** The orders the index names for the months (`YYYY-MM`), each as saved now (gone ones left out). */
export async function ordersOfMonths(months: readonly string[]): Promise<Order[]> {
  const ids = [...new Set((await Promise.all(months.map(orderIdsOfMoneyDays))).flat())];
  const found: Order[] = [];
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    const batch = await Promise.all(ids.slice(start, start + READS_AT_ONCE).map(getOrder));
    for (const order of batch) if (order) found.push(order);
  }
  return found;
}
