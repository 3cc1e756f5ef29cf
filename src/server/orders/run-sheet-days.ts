// The run sheet's day records (run-sheet-day.ts in lib): written whole from a day's orders
// whenever one of them changes, read by the run sheet with the day's index count (two calls),
// never an order unless the record is missing or behind the index.
import { z } from 'zod';
import type { Order } from '../../lib/orders/order.ts';
import type { RunSheet } from '../../lib/orders/run-sheet.ts';
import {
  RUN_SHEET_DAYS_PREFIX,
  RunSheetDaySchema,
  runSheetDayOf,
  runSheetOfDay,
  type RunSheetDay,
} from '../../lib/orders/run-sheet-day.ts';
import { recordCollection } from '../blobs/records.ts';
import { indexedOrderCounts, listOrders } from './orders.ts';

const runSheetDays = recordCollection({ prefix: RUN_SHEET_DAYS_PREFIX, schema: RunSheetDaySchema });

/** The day whose run sheet last held an order: a move to another day recomputes both. */
const orderRunSheetDays = recordCollection({
  prefix: 'order-run-sheet-day',
  schema: z.object({ date: z.iso.date() }),
});

/** A day's record from its orders and its index count. */
async function dayFromOrders(date: string): Promise<RunSheetDay> {
  const [orders, counts] = await Promise.all([
    listOrders({ date }),
    indexedOrderCounts(date, date),
  ]);
  return runSheetDayOf(date, orders, counts.get(date) ?? 0);
}

/**
 * Writes a day's record whole from its orders (the sync below; tools that fill a store). Two changes of one day's orders may recompute at
 * once from two instances; each ends by building the record again from the orders and repeats
 * until they agree, so the last to finish leaves it right.
 */
export async function recomputeRunSheetDay(date: string): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const day = await dayFromOrders(date);
    const write = { made: false };
    await runSheetDays.update(date, (current) => {
      if (current && JSON.stringify(current) === JSON.stringify(day)) return current;
      write.made = true;
      return day;
    });
    // Nothing written, nobody disturbed: a sync that wrote since checks its own write.
    if (!write.made) return;
    const again = await dayFromOrders(date);
    if (JSON.stringify(again) === JSON.stringify(day)) return;
  }
}

/**
 * Brings the run sheet of the order's day up to date, and of the day it was on before if it
 * moved. Called only through syncOrderDerived (order-derived.ts).
 */
export async function syncRunSheetDays(order: Order): Promise<void> {
  const { date } = order.fulfilment;
  const before = (await orderRunSheetDays.get(order.id))?.date;
  await recomputeRunSheetDay(date);
  if (before && before !== date) await recomputeRunSheetDay(before);
  if (before !== date) await orderRunSheetDays.update(order.id, () => ({ date }));
}

/**
 * GET /api/admin/run-sheet: the day's sheet of one zone (or all) from its record and the day's
 * index count; built from the orders when the record is missing or counted another number of
 * orders (one placed or moved a moment ago, or before the record existed).
 */
export async function runSheetOfDate(date: string, zoneId: string | null): Promise<RunSheet> {
  const [stored, counts] = await Promise.all([
    runSheetDays.get(date),
    indexedOrderCounts(date, date),
  ]);
  const day = stored?.indexed === (counts.get(date) ?? 0) ? stored : await dayFromOrders(date);
  return runSheetOfDay(day, zoneId);
}
