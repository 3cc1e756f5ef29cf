/**
 * An order's packs by batch, kept from the saved order (one of ORDER_DERIVED_RECORDS): when it is
 * packed its meals' packs are taken from batches first-expiry-first-out; a refund that put packs
 * back into stock, or a cancellation, gives them back to their batch. Each batch's packs per
 * order are set in one conditional write that refuses to give more than the batch has left, so
 * separate instances packing at once never over-give a batch; a refused batch is planned around.
 */
import type { AllocationLine, Batch, BatchAllocation } from '../../lib/batches/batch.ts';
import { packsByBatch, planMeal } from '../../lib/batches/fefo.ts';
import { coversNeeds, packedDayOf, packsToAllocate } from '../../lib/batches/order-packs.ts';
import type { Order } from '../../lib/orders/order.ts';
import {
  allocationOf,
  batches,
  batchesInSale,
  BatchShortError,
  saveAllocation,
  setPacksGiven,
} from './store.ts';

/** Plans tried against batches that other packers emptied meanwhile, before settling short. */
const MAX_PLANS = 6;

/** What an allocation run left: the allocation and the packs of each meal no batch could give. */
export interface AllocationOutcome {
  allocation: BatchAllocation | null;
  short: Map<string, number>;
}

/** The order's day: the batches it takes from must be in date when it is handed over. */
const dayOf = (order: Pick<Order, 'fulfilment'>): string => order.fulfilment.date;

/**
 * The batches an order's new packs may come from (in sale on its day, made by the day it was
 * packed), with those it holds packs of already.
 */
async function candidatesFor(
  productIds: readonly string[],
  order: Order,
  held: readonly AllocationLine[],
): Promise<Batch[]> {
  const madeBy = packedDayOf(order) ?? dayOf(order);
  const inSale = (await Promise.all(productIds.map((id) => batchesInSale(id, dayOf(order)))))
    .flat()
    .filter((batch) => batch.madeOn <= madeBy);
  const known = new Set(inSale.map((batch) => batch.id));
  const heldBatches = await Promise.all(
    [...new Set(held.map((line) => line.batchId))]
      .filter((id) => !known.has(id))
      .map((id) => batches.get(id)),
  );
  return [...inSale, ...heldBatches.filter((batch): batch is Batch => batch !== null)];
}

/**
 * Sets each batch's packs for the order to what `lines` give, releases first (so packs moved
 * between batches of one meal are free again) then takes; a batch that refuses throws.
 */
async function applyClaims(
  orderId: string,
  lines: readonly AllocationLine[],
  before: readonly AllocationLine[],
): Promise<void> {
  const now = packsByBatch(lines);
  const had = packsByBatch(before);
  const releases = [...had].filter(([id, packs]) => (now.get(id) ?? 0) < packs);
  await Promise.all(releases.map(([id]) => setPacksGiven(id, orderId, now.get(id) ?? 0)));
  for (const [id, packs] of now) await setPacksGiven(id, orderId, packs);
}

/**
 * The lines the order gives each batch after a refused claim: the batch's own word on what this
 * order holds of it replaces the plan's, and the next plan takes the rest elsewhere.
 */
async function afterRefusal(
  orderId: string,
  lines: readonly AllocationLine[],
  refused: string,
): Promise<AllocationLine[]> {
  const batch = await batches.get(refused);
  const holds = batch?.given[orderId] ?? 0;
  return lines.flatMap((line) => {
    if (line.batchId !== refused) return [line];
    return holds > 0 ? [{ ...line, packs: holds }] : [];
  });
}

/**
 * Brings the order's allocation and its batches' counts in line with the saved order. An
 * allocation staff chose by hand is kept while it still covers the order's packs.
 */
export async function syncBatchAllocation(order: Order): Promise<AllocationOutcome> {
  const needs = packsToAllocate(order);
  const saved = await allocationOf(order.id);
  if (!saved && needs.size === 0) return { allocation: null, short: new Map() };
  // The allocation as stored now: read first, then as this run last wrote it.
  let stored = saved;
  let current = saved?.lines ?? [];
  let manual = saved?.manual ?? false;
  const short = new Map<string, number>();
  for (let attempt = 0; attempt < MAX_PLANS; attempt += 1) {
    short.clear();
    let lines = current;
    if (!coversNeeds(current, needs)) {
      manual = false;
      const meals = [...new Set([...needs.keys(), ...current.map((line) => line.productId)])];
      const candidates = await candidatesFor(meals, order, current);
      lines = meals.flatMap((productId) => {
        const plan = planMeal({
          productId,
          wanted: needs.get(productId) ?? 0,
          current,
          batches: candidates,
          day: dayOf(order),
        });
        if (plan.short > 0) short.set(productId, plan.short);
        return plan.lines;
      });
    }
    for (const [productId, packs] of short) {
      console.error(`Order ${order.number}: ${productId} has ${String(packs)} packs in no batch`);
    }
    // An order no batch could give anything (packed before batches were recorded) keeps none.
    if (!stored && lines.length === 0) return { allocation: null, short };
    // The plan is saved before the batches take it, so a writer that dies between the two
    // leaves an allocation that the next run finds and finishes (claims are set, never added).
    const allocation = await saveAllocation(order.id, lines, { manual });
    stored = allocation;
    try {
      await applyClaims(order.id, lines, current);
      return { allocation, short };
    } catch (error) {
      if (!(error instanceof BatchShortError)) throw error;
      current = await afterRefusal(order.id, lines, error.batchId);
    }
  }
  throw new Error(`Order ${order.number}: batches kept running out while allocating`);
}

/**
 * Puts the batches staff chose by hand in place of the order's allocation; a batch that has not
 * the packs left refuses (BatchShortError) and what it took before is given back to it.
 */
export async function allocateByHand(
  orderId: string,
  lines: readonly AllocationLine[],
): Promise<BatchAllocation> {
  const before = (await allocationOf(orderId))?.lines ?? [];
  try {
    await applyClaims(orderId, lines, before);
  } catch (error) {
    // Back to what the order had: the batches it holds are set to the old lines again.
    await applyClaims(orderId, before, lines).catch(() => undefined);
    throw error;
  }
  return saveAllocation(orderId, lines, { manual: true });
}
