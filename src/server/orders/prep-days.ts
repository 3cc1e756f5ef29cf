// The prep list's day keys (prep-days.ts in lib): written whole from a day's orders whenever one
// of them changes, read by the prep list (one day) and the forecast (a listing per month).
import { z } from 'zod';
import {
  prepDayFolder,
  prepDayKeysOf,
  prepDayOfKeys,
  prepMonthFolder,
} from '../../lib/orders/prep-days.ts';
import { buildPrepList, type PrepList } from '../../lib/orders/prep-list.ts';
import type { Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { indexedOrderCounts, listOrders, monthsBetween } from './orders.ts';

const store = () => retryingStore();

/** The day whose prep keys last counted an order: a move to another day recomputes both. */
const orderPrepDays = recordCollection({
  prefix: 'order-prep-day',
  schema: z.object({ date: z.iso.date() }),
});

/** The prep list of a day from its orders, and how many orders its index held. */
async function prepListFromOrders(date: string): Promise<{ list: PrepList; indexed: number }> {
  const [orders, counts] = await Promise.all([
    listOrders({ date }),
    indexedOrderCounts(date, date),
  ]);
  return { list: buildPrepList(date, orders), indexed: counts.get(date) ?? 0 };
}

/**
 * Writes a day's prep keys whole from its orders: the keys it should have are set, the others
 * deleted. Two changes of one day's orders may recompute at once from two instances; each ends
 * by reading the day's orders again and repeats until they agree, so the last to finish leaves
 * the keys right.
 */
export async function recomputePrepDay(date: string): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const { list, indexed } = await prepListFromOrders(date);
    const wanted = prepDayKeysOf(list, indexed);
    const { blobs } = await store().list({ prefix: prepDayFolder(date) });
    const have = blobs.map((blob) => blob.key);
    const fresh = wanted.filter((key) => !have.includes(key));
    const stale = have.filter((key) => !wanted.includes(key));
    // Nothing written, nobody disturbed: a sync that wrote since checks its own write.
    if (fresh.length === 0 && stale.length === 0) return;
    await Promise.all(fresh.map((key) => store().set(key, '')));
    await Promise.all(stale.map((key) => store().delete(key)));
    const again = await prepListFromOrders(date);
    if (prepDayKeysOf(again.list, again.indexed).join('\n') === wanted.join('\n')) return;
  }
}

/**
 * Brings the prep keys of the order's day up to date, and of the day it was on before if it
 * moved. Called only through syncOrderDerived (order-derived.ts).
 */
export async function syncPrepDays(order: Order): Promise<void> {
  const { date } = order.fulfilment;
  const before = (await orderPrepDays.get(order.id))?.date;
  await recomputePrepDay(date);
  if (before && before !== date) await recomputePrepDay(before);
  if (before !== date) await orderPrepDays.update(order.id, () => ({ date }));
}

/** Groups listed keys by day, each without its day's folder. */
function keysByDay(keys: readonly string[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const key of keys) {
    const [, month = '', day = '', ...rest] = key.split('/');
    const date = `${month}-${day}`;
    days.set(date, [...(days.get(date) ?? []), rest.join('/')]);
  }
  return days;
}

/**
 * The prep lists of the days from `from` to `until` that have orders: a listing of the prep
 * keys and one of the orders-by-date index per month, never an order, unless a day's keys are
 * missing or behind its index (an order placed or moved a moment ago, or before the backfill):
 * that day is then built from its orders.
 */
export async function prepListsBetween(from: string, until: string): Promise<PrepList[]> {
  // One day lists its own folder; more list theirs by month.
  const folders =
    from === until ? [prepDayFolder(from)] : monthsBetween(from, until).map(prepMonthFolder);
  const [listed, counts] = await Promise.all([
    Promise.all(folders.map((prefix) => store().list({ prefix }))),
    indexedOrderCounts(from, until),
  ]);
  const byDay = keysByDay(listed.flatMap(({ blobs }) => blobs.map((blob) => blob.key)));
  return Promise.all(
    [...counts].map(async ([date, indexed]) => {
      const day = prepDayOfKeys(date, byDay.get(date) ?? []);
      if (day?.indexed === indexed) return day.list;
      return (await prepListFromOrders(date)).list;
    }),
  );
}

/** One day's prep list of placed orders (empty when the day has none). */
export async function prepListOfDay(date: string): Promise<PrepList> {
  const [list] = await prepListsBetween(date, date);
  return list ?? buildPrepList(date, []);
}
