// Reads what a recall needs through the batches' own records and index keys: the chosen batches
// (by id, by meal and made-on date, or by ingredient lot), the orders each batch gave packs to
// (the batch's own `given`, written in the same conditional write that took the packs), those
// orders, and the other batches that share a lot. Never a scan of all orders: the reads grow
// with the batches and the orders that got them, not with the years of orders.
import { normalisedLot, packsLeftOf, type Batch } from '../../lib/batches/batch.ts';
import { recallArea } from '../../lib/admin/areas/recall.ts';
import type { RecallSelection } from '../../lib/recall/selection.ts';
import {
  traceReportOf,
  type AllocatedPacks,
  type TracedBatch,
  type TraceReport,
} from '../../lib/recall/trace-report.ts';
import type { Order } from '../../lib/orders/order.ts';
import { products } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { orders } from '../orders/orders.ts';
import { batchById, batchesOfMeal, batchesWithLot } from '../batches/store.ts';

/** Reads at once: enough to trace a big batch quickly, few enough not to flood the store. */
const READS_AT_ONCE = 32;

/** `read` over every item, at most READS_AT_ONCE at a time, in order. */
async function readAll<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += READS_AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + READS_AT_ONCE).map(read))));
  }
  return results;
}

/** The batches a selection names; 422 when it names none. */
export async function selectedBatches(selection: RecallSelection): Promise<Batch[]> {
  let found: Batch[];
  if (selection.by === 'batches') {
    const read = await readAll(selection.batchIds, batchById);
    found = read.filter((batch): batch is Batch => batch !== null);
    if (found.length !== selection.batchIds.length) {
      const known = new Set(found.map((batch) => batch.id));
      const unknown = selection.batchIds.filter((id) => !known.has(id));
      throw noBatches(`No batch ${unknown.join(', ')}: choose batches that were recorded.`);
    }
  } else if (selection.by === 'meal') {
    found = await batchesOfMeal(selection.productId, selection.from, selection.to);
  } else {
    found = await batchesWithLot(selection.lot);
  }
  if (found.length === 0) throw noBatches('No batch was recorded that matches this.');
  return found;
}

function noBatches(message: string): HttpError {
  return new HttpError(422, message, { details: { reason: recallArea.refusals.noBatches } });
}

/** Meal names by product id, read once each. */
async function mealNames(batches: readonly Batch[]): Promise<Map<string, string>> {
  const ids = [...new Set(batches.map((batch) => batch.productId))];
  const read = await readAll(ids, (id) => products.get(id));
  return new Map(ids.map((id, index) => [id, read[index]?.name ?? id]));
}

/** A batch as the report names it. */
function tracedBatch(batch: Batch, mealName: string): TracedBatch {
  const recalled = batch.withdrawals.find((out) => out.reason === 'recalled');
  const given = Object.values(batch.given).reduce((sum, packs) => sum + packs, 0);
  return {
    id: batch.id,
    code: batch.code,
    productId: batch.productId,
    mealName,
    madeOn: batch.madeOn,
    bestBefore: batch.bestBefore,
    packsMade: batch.packsMade,
    packsDelivered: given,
    packsInStock: Math.max(0, packsLeftOf(batch)),
    lots: batch.lots,
    recalledAt: recalled?.at ?? null,
  };
}

/** The other batches recorded with one of these batches' lots (one listing per distinct lot). */
async function batchesSharingLots(chosen: readonly Batch[]): Promise<Batch[]> {
  const lots = [...new Set(chosen.flatMap((batch) => batch.lots.map((lot) => lot.lot)))];
  const unique = new Map(lots.map((lot) => [normalisedLot(lot), lot]));
  const found = await readAll([...unique.values()], batchesWithLot);
  const chosenIds = new Set(chosen.map((batch) => batch.id));
  const others = new Map<string, Batch>();
  for (const batch of found.flat()) if (!chosenIds.has(batch.id)) others.set(batch.id, batch);
  return [...others.values()];
}

/**
 * The tracing report of a selection: the batches, every order that got their packs with the
 * customer's details, the packs still held, and the batches sharing a lot.
 */
export async function traceRecall(
  selection: RecallSelection,
  now = new Date(),
): Promise<TraceReport> {
  const chosen = await selectedBatches(selection);
  const orderIds = [...new Set(chosen.flatMap((batch) => Object.keys(batch.given)))].sort();
  const [sharers, read] = await Promise.all([
    batchesSharingLots(chosen),
    readAll(orderIds, (id) => orders.get(id)),
  ]);
  const names = await mealNames([...chosen, ...sharers]);
  const found = read.filter((order): order is Order => order !== null);
  const allocations: AllocatedPacks[] = orderIds.map((orderId) => ({
    orderId,
    lines: chosen.flatMap((batch) => {
      const packs = batch.given[orderId];
      return packs ? [{ batchId: batch.id, quantity: packs }] : [];
    }),
  }));
  return traceReportOf(
    {
      batches: chosen.map((batch) => tracedBatch(batch, names.get(batch.productId) ?? '')),
      allocations,
      orders: found,
      lotCandidates: sharers.map((batch) => ({
        id: batch.id,
        code: batch.code,
        mealName: names.get(batch.productId) ?? batch.productId,
        madeOn: batch.madeOn,
        lots: batch.lots,
      })),
      missingOrderIds: orderIds.filter((_, index) => read[index] === null),
    },
    now,
  );
}
