/**
 * Batches and their allocations in the store. Records: `batches/<id>` (the batch, with the packs
 * each order took and the packs withdrawn), `batch-allocations/<orderId>` (which packs of which
 * batch the order got), `batch-codes/<CODE>` (a code names one batch), `meal-batch-settings/<id>`.
 * Index keys, written whole from their record: `batches-by-meal/<productId>/<madeOn>/<id>`,
 * `batches-by-lot/<normalised lot>/<id>` and `batch-orders/<batchId>/<orderId>`, so a recall
 * reads the affected batches' keys only, never every order; `batches-in-sale/<productId>/
 * <bestBefore>/<id>` while a batch is not withdrawn, so packing and the maintenance job read
 * only the batches that can still be sold (or have just gone past their date).
 */
import { z } from 'zod';
import {
  BatchAllocationSchema,
  BatchSchema,
  MealBatchSettingsSchema,
  normalisedLot,
  packsLeftOf,
  type AllocationLine,
  type Batch,
  type BatchAllocation,
  type BatchWithdrawal,
  type MealBatchSettings,
} from '../../lib/batches/batch.ts';
import { packsByBatch } from '../../lib/batches/fefo.ts';
import { recordCollection } from '../blobs/records.ts';

/** Every batch, one record each. */
export const batches = recordCollection({ prefix: 'batches', schema: BatchSchema });
const byMeal = recordCollection({ prefix: 'batches-by-meal', schema: z.object({}) });
const byLot = recordCollection({ prefix: 'batches-by-lot', schema: z.object({}) });
const inSale = recordCollection({ prefix: 'batches-in-sale', schema: z.object({}) });
const batchCodes = recordCollection({
  prefix: 'batch-codes',
  schema: z.object({ batchId: BatchSchema.shape.id }),
});
const allocations = recordCollection({
  prefix: 'batch-allocations',
  schema: BatchAllocationSchema,
});
const batchOrders = recordCollection({
  prefix: 'batch-orders',
  schema: z.object({ productId: z.string(), packs: z.int().positive() }),
});
const mealSettings = recordCollection({
  prefix: 'meal-batch-settings',
  schema: MealBatchSettingsSchema,
});

/** Raised when a batch would give out more packs than it has left. */
export class BatchShortError extends Error {
  readonly batchId: string;
  readonly left: number;
  constructor(batchId: string, left: number) {
    super(`Batch ${batchId} has ${String(left)} packs left`);
    this.name = 'BatchShortError';
    this.batchId = batchId;
    this.left = left;
  }
}

/** Raised when a batch code is already another batch's. */
export class BatchCodeTakenError extends Error {
  constructor(code: string) {
    super(`Batch code ${code} is taken`);
    this.name = 'BatchCodeTakenError';
  }
}

/** One batch, or null. */
export async function batchById(id: string): Promise<Batch | null> {
  return batches.get(id);
}

/** The batch a code names, or null. */
export async function batchByCode(code: string): Promise<Batch | null> {
  const claim = await batchCodes.get(code.trim().toUpperCase()).catch(() => null);
  return claim ? batches.get(claim.batchId) : null;
}

/** A meal's batches made from `from` to `to` (NZ dates, both included, either open), oldest first. */
export async function batchesOfMeal(productId: string, from = '', to = '9999'): Promise<Batch[]> {
  const keys = await byMeal.listIds(`${productId}/`);
  const ids = keys.flatMap((key) => {
    const [, madeOn = '', id = ''] = key.split('/');
    return madeOn >= from && madeOn <= to && id ? [id] : [];
  });
  const found = await Promise.all(ids.map((id) => batches.get(id)));
  return found.filter((batch): batch is Batch => batch !== null);
}

/**
 * A meal's batches not withdrawn whose best-before is on or after `from` and before `before`
 * (both NZ dates, either open): the ones packing may use, or the maintenance job must withdraw.
 */
export async function batchesInSale(
  productId: string,
  from = '',
  before = '9999',
): Promise<Batch[]> {
  const keys = await inSale.listIds(`${productId}/`);
  const ids = keys.flatMap((key) => {
    const [, bestBefore = '', id = ''] = key.split('/');
    return bestBefore >= from && bestBefore < before && id ? [id] : [];
  });
  const found = await Promise.all(ids.map((id) => batches.get(id)));
  return found.filter((batch): batch is Batch => batch !== null && batch.withdrawals.length === 0);
}

/**
 * The batches in sale (not withdrawn) of each of the meals, by meal: one listing of every meal's
 * keys (batches in sale are few: the packs on hand) and a read per batch of those meals.
 */
export async function batchesInSaleOf(
  productIds: readonly string[],
): Promise<Map<string, Batch[]>> {
  const wanted = new Set(productIds);
  const keys = (await inSale.listIds()).flatMap((key) => {
    const [productId = '', , id = ''] = key.split('/');
    return wanted.has(productId) && id ? [{ productId, id }] : [];
  });
  const found = await Promise.all(keys.map(({ id }) => batches.get(id)));
  const byMeal = new Map<string, Batch[]>(productIds.map((id) => [id, []]));
  keys.forEach(({ productId }, index) => {
    const batch = found[index];
    if (batch?.withdrawals.length === 0) byMeal.get(productId)?.push(batch);
  });
  return byMeal;
}

/** Meals that have batches in sale, from the keys alone. */
export async function mealsWithBatchesInSale(): Promise<string[]> {
  const keys = await inSale.listIds();
  return [...new Set(keys.map((key) => key.split('/')[0] ?? ''))].filter(Boolean);
}

/** Batches that recorded an ingredient lot written like `text` (normalisedLot). */
export async function batchesWithLot(text: string): Promise<Batch[]> {
  const lot = normalisedLot(text);
  if (!lot) return [];
  const keys = await byLot.listIds(`${lot}/`);
  const found = await Promise.all(keys.map((key) => batches.get(key.slice(lot.length + 1))));
  return found.filter((batch): batch is Batch => batch !== null);
}

/** Ids of the orders that got packs of the batch, from its index keys alone. */
export async function ordersOfBatch(batchId: string): Promise<string[]> {
  const keys = await batchOrders.listIds(`${batchId}/`);
  return keys.map((key) => key.slice(batchId.length + 1));
}

/** The packs of which batch an order got, or null before it was packed. */
export async function allocationOf(orderId: string): Promise<BatchAllocation | null> {
  return allocations.get(orderId);
}

/** A meal's batch settings, or null when it has none of its own. */
export async function mealBatchSettingsOf(productId: string): Promise<MealBatchSettings | null> {
  return mealSettings.get(productId);
}

/** Saves a meal's batch settings whole. */
export async function saveMealBatchSettings(productId: string, settings: MealBatchSettings) {
  await mealSettings.update(productId, () => settings);
}

/** Claims a code for a batch once; false when another batch has it. */
export async function claimBatchCode(code: string, batchId: string): Promise<boolean> {
  const { record } = await batchCodes.createOnce(code, { batchId });
  return record.batchId === batchId;
}

/** Gives a code up, if the batch still holds it. */
export async function releaseBatchCode(code: string, batchId: string): Promise<void> {
  const claim = await batchCodes.get(code);
  if (claim?.batchId === batchId) await batchCodes.delete(code);
}

/**
 * Writes a batch's index keys (by meal and made-on, by each lot, in sale while not withdrawn)
 * from the batch, and deletes those of `before` that it no longer has.
 */
export async function writeBatchIndex(batch: Batch, before?: Batch): Promise<void> {
  const lotKeys = (of: Batch) =>
    new Set(of.lots.map((lot) => `${normalisedLot(lot.lot)}/${of.id}`));
  const saleKey = (of: Batch) => `${of.productId}/${of.bestBefore}/${of.id}`;
  const inSaleNow = batch.withdrawals.length === 0;
  const wanted = lotKeys(batch);
  const staleSale = before && saleKey(before) !== saleKey(batch) ? [saleKey(before)] : [];
  await Promise.all([
    byMeal.createOnce(`${batch.productId}/${batch.madeOn}/${batch.id}`, {}),
    inSaleNow ? inSale.createOnce(saleKey(batch), {}) : inSale.delete(saleKey(batch)),
    ...staleSale.map((key) => inSale.delete(key)),
    ...[...wanted].map((key) => byLot.createOnce(key, {})),
    ...[...(before ? lotKeys(before) : [])]
      .filter((key) => !wanted.has(key))
      .map((key) => byLot.delete(key)),
  ]);
}

/**
 * Sets the packs an order takes from a batch (0 gives them all back), in one conditional write:
 * packs given and withdrawn never pass packs made, whoever else takes from it at the same time.
 * Taking fewer or the same is never refused.
 */
export async function setPacksGiven(batchId: string, orderId: string, packs: number) {
  return batches.update(batchId, (current) => {
    if (!current) throw new Error(`No batch ${batchId}`);
    const had = current.given[orderId] ?? 0;
    if (had === packs) return current;
    const given = Object.fromEntries(
      Object.entries(current.given).filter(([holder]) => holder !== orderId),
    );
    if (packs > 0) given[orderId] = packs;
    const next = { ...current, given };
    if (packs > had && packsLeftOf(next) < 0) {
      throw new BatchShortError(batchId, packsLeftOf(current));
    }
    return next;
  });
}

/** Takes a batch's remaining packs out of sale; says how many left (0 if already withdrawn). */
export async function withdrawBatch(
  batchId: string,
  withdrawal: Omit<BatchWithdrawal, 'packs' | 'stockMoved'>,
): Promise<{ batch: Batch; packs: number }> {
  let packs = 0;
  const saved = await batches.update(batchId, (current) => {
    if (!current) throw new Error(`No batch ${batchId}`);
    packs = 0;
    if (current.withdrawals.some((out) => out.reason === withdrawal.reason)) return current;
    packs = Math.max(0, packsLeftOf(current));
    const out = { ...withdrawal, packs, stockMoved: false };
    return { ...current, withdrawals: [...current.withdrawals, out] };
  });
  await writeBatchIndex(saved.data);
  return { batch: saved.data, packs };
}

/**
 * Saves an order's allocation and rewrites its `batch-orders` keys from it: a key for each batch
 * it holds packs of, none for a batch it no longer does.
 */
export async function saveAllocation(
  orderId: string,
  lines: readonly AllocationLine[],
  options: { manual: boolean; now?: Date },
): Promise<BatchAllocation> {
  const before = await allocations.get(orderId);
  const saved = await allocations.update(orderId, () => ({
    orderId,
    lines: [...lines],
    manual: options.manual,
    updatedAt: (options.now ?? new Date()).toISOString(),
  }));
  await syncBatchOrderKeys(orderId, saved.data.lines, before?.lines ?? []);
  return saved.data;
}

/** Writes the `batch-orders` keys of an order's lines and deletes those of lines it lost. */
async function syncBatchOrderKeys(
  orderId: string,
  lines: readonly AllocationLine[],
  before: readonly AllocationLine[],
): Promise<void> {
  const now = packsByBatch(lines);
  const productOf = new Map(lines.map((line) => [line.batchId, line.productId]));
  await Promise.all([
    ...[...now].map(([batchId, packs]) =>
      batchOrders.update(`${batchId}/${orderId}`, (current) => {
        const value = { productId: productOf.get(batchId) ?? '', packs };
        return current?.packs === packs ? current : value;
      }),
    ),
    ...[...packsByBatch(before).keys()]
      .filter((batchId) => !now.has(batchId))
      .map((batchId) => batchOrders.delete(`${batchId}/${orderId}`)),
  ]);
}
