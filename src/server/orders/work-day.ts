import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { firstWorkDay, WORK_DAY_HORIZON_DAYS, type WorkDay } from '../../lib/orders/work-day.ts';
import { listOrders, orderDatesBetween } from './orders.ts';

/**
 * The day the print screens open on: from `from` (today in Papamoa by default) the first day
 * whose orders are its work, reading the days with orders in date order and stopping at the
 * first with work.
 */
export async function workDayFrom(from: string = nzDateOf(new Date())): Promise<WorkDay> {
  const dates = await orderDatesBetween(from, addDays(from, WORK_DAY_HORIZON_DAYS));
  for (const date of dates) {
    const found = firstWorkDay(from, [{ date, orders: await listOrders({ date }) }]);
    if (found.orders > 0) return found;
  }
  return firstWorkDay(from, []);
}
