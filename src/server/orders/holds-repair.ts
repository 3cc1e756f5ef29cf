/**
 * The maintenance job's repair of what a writer killed part-way left: the coming days' live
 * orders get their stock holds, slot places and packs and their other derived records (list row,
 * search words, customer summary) set again from the saved order, and holds on products that the
 * order holding them no longer needs (cancelled, delivered, an edit that never landed) are
 * dropped; a by-date index key left on a day its order moved away from goes. Bounded: a rolling
 * day cursor over the coming days, a few days per run, read through the by-date index (never
 * every order of history); and the products' stock documents, one per product.
 */
import { z } from 'zod';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { stockLevels } from '../catalog/catalog.ts';
import { syncProductHold } from '../inventory/order-holds.ts';
import { syncOrderDerived } from './order-derived.ts';
import { syncOrderHolds } from './order-holds.ts';
import { getOrder, ordersIndexedOn, reindexOrderDate } from './orders.ts';
import { markSyncedRestocks } from './refunds.ts';

/** How many days ahead (from today) live orders are checked, one day per step. */
export const REPAIR_DAYS = 14;

/** Days checked per run: the whole window every five runs (25 minutes), at a small cost each. */
export const DAYS_PER_RUN = 3;

/** `maintenance-cursors/order-holds`: the next day to check, so each run goes on from there. */
const cursors = recordCollection({
  prefix: 'maintenance-cursors',
  schema: z.object({ date: z.iso.date() }),
});

/** What one repair run found wrong and put right, by kind, for the system check. */
export interface HoldsRepairReport {
  /** Stock documents and slot bookings set again for the coming days' orders, and refunds
   * whose restock a killed writer never marked, marked. */
  orderHolds: number;
  /** Holds dropped (or set) on products whose order no longer needs them. */
  strayHolds: number;
  /** By-date index keys left on a day their order moved away from, dropped. */
  dateKeys: number;
}

/** Sets the holds of a few days from the cursor on, until they are done or time is up. */
async function repairComingDays(
  now: Date,
  budget: TimeBudget,
  daysPerRun: number,
): Promise<{ orderHolds: number; dateKeys: number }> {
  const today = nzDateOf(now);
  const last = addDays(today, REPAIR_DAYS);
  const saved = (await cursors.get('order-holds'))?.date;
  let date = saved && saved >= today && saved <= last ? saved : today;
  const repaired = { orderHolds: 0, dateKeys: 0 };
  for (let days = 0; days < daysPerRun; days += 1) {
    for (const order of await ordersIndexedOn(date)) {
      // Out of time mid-day: the cursor stays, and the next run does this day again.
      if (budget.spent()) return repaired;
      if (order.fulfilment.date !== date) {
        // Moved to another day: its key there is written (if missing) and this one dropped.
        await reindexOrderDate(order, date);
        repaired.dateKeys += 1;
        continue;
      }
      repaired.orderHolds += await syncOrderHolds(order, { now, addPlace: true });
      repaired.orderHolds += await markSyncedRestocks(order, now);
      await syncOrderDerived(order);
    }
    date = date >= last ? today : addDays(date, 1);
    const next = date;
    await cursors.update('order-holds', () => ({ date: next }));
  }
  return repaired;
}

/** Drops or sets the holds each product's stock document keeps for orders that are saved. */
async function repairStrayHolds(now: Date, budget: TimeBudget): Promise<number> {
  let repaired = 0;
  // An order holding several products is read once per run.
  const read = new Map<string, Promise<Order | null>>();
  for (const productId of await stockLevels.listIds()) {
    const level = await stockLevels.get(productId);
    const pending = Object.values(level?.pendingEdits ?? {}).map((entry) => entry.orderId);
    const holders = new Set([...Object.keys(level?.holds ?? {}), ...pending]);
    for (const orderId of holders) {
      if (budget.spent()) return repaired;
      if (!read.has(orderId)) read.set(orderId, getOrder(orderId));
      // An order not saved yet may be a placement in flight: placement recovery settles it.
      const order = await read.get(orderId);
      if (order && (await syncProductHold(order, productId, { now }))) repaired += 1;
    }
  }
  return repaired;
}

/** One repair run within the budget: stray holds first, then `daysPerRun` of the coming days. */
export async function repairOrderHolds(
  now: Date,
  budget: TimeBudget,
  daysPerRun = DAYS_PER_RUN,
): Promise<HoldsRepairReport> {
  const strayHolds = await repairStrayHolds(now, budget);
  const { orderHolds, dateKeys } = await repairComingDays(now, budget, daysPerRun);
  return { orderHolds, strayHolds, dateKeys };
}
