/**
 * Packs in date on a day for the low-stock and forecast views: each meal's batches in sale
 * (one listing of its `batches-in-sale` keys and a read per batch not withdrawn), read once.
 */
import type { Batch } from '../../lib/batches/batch.ts';
import { packsInDateOn } from '../../lib/batches/in-date.ts';
import { batchesInSale } from './store.ts';

/** Says, for a meal's packs for sale, how many are still in date on a day. */
export type InDateCounter = (productId: string, available: number, day: string) => number;

/** A counter over the meals' batches in sale, read now. */
export async function inDateCounter(productIds: readonly string[]): Promise<InDateCounter> {
  const found = await Promise.all(productIds.map((id) => batchesInSale(id)));
  const byMeal = new Map<string, Batch[]>(productIds.map((id, index) => [id, found[index] ?? []]));
  return (productId, available, day) => packsInDateOn(available, byMeal.get(productId) ?? [], day);
}
