// The dashboard's per-day figures, kept from the orders (see lib/admin/day-figures.ts):
// `day-figures/<date>` for each New Zealand day and `week-figures/<monday>` for its week, so the
// dashboard reads two records whatever the years of orders. What each order adds to a day is
// named in its index keys, `money-days/by-day/<date>/<orderId>~<share>`, so a day adds up from
// one listing, and the days of an order are found through `money-days/by-order/<orderId>/<date>~<share>`
// (to recompute a day the order no longer touches).
import {
  DayFiguresSchema,
  dayFiguresOf,
  dayShareOf,
  figuresOfShares,
  moneyDaysOf,
  shareKeyPart,
  shareOfKeyPart,
  sumOfFigures,
  type DayFigures,
  type DayShare,
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

/**
 * One order's index keys of one day, each naming what the order adds to the day (shareKeyPart),
 * so a day adds up from one listing: `money-days/by-day/<date>/<orderId>~<share>` and
 * `money-days/by-order/<orderId>/<date>~<share>`. Keys written before shares have none: their
 * day reads the order instead until the order's next sync rewrites them.
 */
interface DayKey {
  day: string;
  orderId: string;
  /** The key part after `~`, or null on a key written before shares. */
  share: string | null;
}

const withShare = (stem: string, share: string | null) =>
  share === null ? stem : `${stem}~${share}`;
const byDayKey = (key: DayKey) => withShare(`${INDEX}/by-day/${key.day}/${key.orderId}`, key.share);
const byOrderKey = (key: DayKey) =>
  withShare(`${INDEX}/by-order/${key.orderId}/${key.day}`, key.share);

/** The last part of a key (after its last `/`), split at `~`. */
function lastPartOf(key: string): { name: string; share: string | null } {
  const last = key.slice(key.lastIndexOf('/') + 1);
  const tilde = last.indexOf('~');
  return tilde < 0
    ? { name: last, share: null }
    : { name: last.slice(0, tilde), share: last.slice(tilde + 1) };
}

/** The figures of a day from its index keys' shares (an order whose key has none is read). */
async function computeDay(date: string): Promise<DayFigures> {
  const { blobs } = await store().list({ prefix: `${INDEX}/by-day/${date}/` });
  const shares: DayShare[] = [];
  const unshared: string[] = [];
  for (const blob of blobs) {
    const { name, share } = lastPartOf(blob.key);
    const parsed = share === null ? null : shareOfKeyPart(share);
    if (parsed) shares.push(parsed);
    else unshared.push(name);
  }
  const read = await Promise.all(unshared.map((id) => getOrder(id)));
  for (const order of read) if (order) shares.push(dayShareOf(order, date));
  return figuresOfShares(date, shares);
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
  return [...new Set(blobs.map((blob) => lastPartOf(blob.key).name))];
}

/** Recomputes a day's figures from its orders' shares, then its week's from its days. */
async function syncDayFigures(date: string): Promise<void> {
  await writeSettled(dayFigures, date, () => computeDay(date));
  const monday = mondayOf(date);
  await writeSettled(weekFigures, monday, () => computeWeek(monday));
}

/** The order's keys as they should be: one per day it touches, naming its share of the day. */
function wantedKeysOf(order: Order): DayKey[] {
  return moneyDaysOf(order).map((day) => ({
    day,
    orderId: order.id,
    share: shareKeyPart(dayShareOf(order, day)),
  }));
}

const sameKey = (a: DayKey, b: DayKey) => a.day === b.day && a.share === b.share;

/**
 * Writes the order's keys that are new (a day it now touches, or a changed share) and drops its
 * by-day keys that are not wanted any more; says the days to recompute and the stale by-order
 * keys, which are dropped only after (so a sync that dies leaves them to find the days again).
 */
async function indexMoneyDays(
  order: Order,
  wanted: readonly DayKey[],
): Promise<{ days: string[]; stale: DayKey[] }> {
  const { blobs } = await store().list({ prefix: `${INDEX}/by-order/${order.id}/` });
  const before = blobs.map((blob): DayKey => {
    const { name, share } = lastPartOf(blob.key);
    return { day: name, orderId: order.id, share };
  });
  const fresh = wanted.filter((key) => !before.some((had) => sameKey(had, key)));
  const stale = before.filter((had) => !wanted.some((key) => sameKey(had, key)));
  await Promise.all(
    fresh.flatMap((key) => [store().set(byDayKey(key), ''), store().set(byOrderKey(key), '')]),
  );
  await Promise.all(stale.map((key) => store().delete(byDayKey(key))));
  const days = new Set([...wanted, ...stale].map((key) => key.day));
  return { days: [...days].sort(), stale };
}

/** Rounds of syncing before a sync leaves the order's figures to its next change or backfill. */
const MOST_ROUNDS = 5;

/**
 * Brings the figures of every day the order touches, or touched before this change, up to date
 * with it: its index keys for now first, then the days recomputed, then its keys of days it left
 * dropped. Then the order is read again: when another change saved it meanwhile (a sync of it may
 * have run alongside with other shares), its keys are put right again. Called only through
 * syncOrderDerived (order-derived.ts).
 */
export async function syncDayFiguresOfOrder(order: Order): Promise<void> {
  let current: Order | null = order;
  for (let round = 0; current && round < MOST_ROUNDS; round += 1) {
    const wanted = wantedKeysOf(current);
    const { days, stale } = await indexMoneyDays(current, wanted);
    for (const day of days) await syncDayFigures(day);
    await Promise.all(stale.map((key) => store().delete(byOrderKey(key))));
    const again = await getOrder(order.id);
    const same = again && JSON.stringify(wantedKeysOf(again)) === JSON.stringify(wanted);
    current = same ? null : again;
  }
}

/** Today's and this week's figures, two reads; a day with no orders reads as all zero. */
export async function figuresOfDayAndWeek(
  today: string,
): Promise<{ today: DayFigures; week: DayFigures }> {
  const monday = mondayOf(today);
  const [day, week] = await Promise.all([dayFigures.get(today), weekFigures.get(monday)]);
  return { today: day ?? dayFiguresOf(today, []), week: week ?? dayFiguresOf(monday, []) };
}
