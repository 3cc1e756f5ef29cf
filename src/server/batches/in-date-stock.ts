/**
 * Packs in date on a day for the low-stock and forecast views: each meal's batches in sale
 * (one listing of every meal's `batches-in-sale` keys and a read per batch), read once.
 */
import { packsInDateOn } from '../../lib/batches/in-date.ts';
import { batchesInSaleOf } from './store.ts';

/** Says, for a meal's packs for sale, how many are still in date on a day. */
export type InDateCounter = (productId: string, available: number, day: string) => number;

/** A counter over the meals' batches in sale, read now. */
export async function inDateCounter(productIds: readonly string[]): Promise<InDateCounter> {
  const byMeal = await batchesInSaleOf(productIds);
  return (productId, available, day) => packsInDateOn(available, byMeal.get(productId) ?? [], day);
}
