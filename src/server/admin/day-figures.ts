// The dashboard's per-day figures, kept from the orders (see lib/admin/day-figures.ts):
// `day-figures/<date>` for each New Zealand day and `week-figures/<monday>` for its week, so the
// dashboard reads two records whatever the years of orders. The orders of a day are found through
// index keys, `money-days/by-day/<date>/<orderId>`, and the days of an order through
// `money-days/by-order/<orderId>/<date>` (to recompute a day the order no longer touches).
import {
  DayFiguresSchema,
  dayFiguresOf,
  moneyDaysOf,
  sumOfFigures,
  type DayFigures,
} from '../../lib/admin/day-figures.ts';
import { mondayOf } from '../../lib/admin/dashboard.ts';
import { addDays } from '../../lib/delivery/nz-time.ts';
import type { Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { writeSettled } from '../blobs/settled-write.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { getOrder } from '../orders/orders.ts';

/** `day-figures/<date>`: one day's figures. */
export const dayFigures = recordCollection({ prefix: 'day-figures', schema: DayFiguresSchema });
/** `week-figures/<monday>`: the seven days from that Monday added up. */
export const weekFigures = recordCollection({ prefix: 'week-figures', schema: DayFiguresSchema });

const INDEX = 'money-days';
const store = () => retryingStore();
const dayKey = (date: string, orderId: string) => `${INDEX}/by-day/${date}/${orderId}`;
const orderKey = (orderId: string, date: string) => `${INDEX}/by-order/${orderId}/${date}`;
/** The figures of a day from the orders its index names, each read as saved now. */
async function computeDay(date: string): Promise<DayFigures> {
  const { blobs } = await store().list({ prefix: `${INDEX}/by-day/${date}/` });
  const ids = blobs.map((blob) => blob.key.slice(blob.key.lastIndexOf('/') + 1));
  const found = await Promise.all(ids.map((id) => getOrder(id)));
  return dayFiguresOf(
    date,
    found.filter((order): order is Order => order !== null),
  );
}

/** The week's figures from its seven days' records. */
async function computeWeek(monday: string): Promise<DayFigures> {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  return sumOfFigures(monday, await Promise.all(days.map((day) => dayFigures.get(day))));
}

/**
 * The ids of the orders placed, paid or refunded on the days whose `YYYY-MM-DD` starts with
 * `dayPrefix` (a month, `YYYY-MM`, reads one listing), from the same index the day figures use.
 */
export async function orderIdsOfMoneyDays(dayPrefix: string): Promise<string[]> {
  const { blobs } = await store().list({ prefix: `${INDEX}/by-day/${dayPrefix}` });
  return [...new Set(blobs.map((blob) => blob.key.slice(blob.key.lastIndexOf('/') + 1)))];
}

/** Recomputes a day's figures from its orders, then its week's from its days. */
async function syncDayFigures(date: string): Promise<void> {
  await writeSettled(dayFigures, date, () => computeDay(date));
  const monday = mondayOf(date);
  await writeSettled(weekFigures, monday, () => computeWeek(monday));
}

/**
 * Writes the index keys of the days the order touches now and drops its day keys of days it no
 * longer touches; says both, so their figures can be recomputed (and the order's own keys of the
 * days it left dropped after that).
 */
async function indexMoneyDays(order: Order): Promise<{ days: string[]; left: string[] }> {
  const days = moneyDaysOf(order);
  const { blobs } = await store().list({ prefix: `${INDEX}/by-order/${order.id}/` });
  const before = blobs.map((blob) => blob.key.slice(blob.key.lastIndexOf('/') + 1));
  const left = before.filter((day) => !days.includes(day));
  await Promise.all(
    days
      .filter((day) => !before.includes(day))
      .flatMap((day) => [
        store().set(dayKey(day, order.id), ''),
        store().set(orderKey(order.id, day), ''),
      ]),
  );
  await Promise.all(left.map((day) => store().delete(dayKey(day, order.id))));
  return { days, left };
}

/**
 * Brings the figures of every day the order touches, or touched before this change, up to date
 * with it: index keys for its days now first, then the days recomputed, then the order's keys of
 * days it left dropped. Called only through syncOrderDerived (order-derived.ts).
 */
export async function syncDayFiguresOfOrder(order: Order): Promise<void> {
  const { days, left } = await indexMoneyDays(order);
  for (const day of [...days, ...left]) await syncDayFigures(day);
  await Promise.all(left.map((day) => store().delete(orderKey(order.id, day))));
}

/** Today's and this week's figures, two reads; a day with no orders reads as all zero. */
export async function figuresOfDayAndWeek(
  today: string,
): Promise<{ today: DayFigures; week: DayFigures }> {
  const monday = mondayOf(today);
  const [day, week] = await Promise.all([dayFigures.get(today), weekFigures.get(monday)]);
  return { today: day ?? dayFiguresOf(today, []), week: week ?? dayFiguresOf(monday, []) };
}
