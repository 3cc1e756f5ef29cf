/**
 * The batches of an order's lines for its packing slip and receipt: the order's allocation and
 * the batches it names (each batch read once per answer, however many orders share it).
 */
import type { Batch } from '../../lib/batches/batch.ts';
import { lineBatchesByMeal, type LineBatch } from '../../lib/batches/line-batches.ts';
import { allocationOf, batchById } from './store.ts';

/** Each order's batches by meal (empty for an order not packed yet), by order id. */
export async function lineBatchesOfOrders(
  orderIds: readonly string[],
): Promise<Map<string, Map<string, LineBatch[]>>> {
  const allocations = await Promise.all(orderIds.map((id) => allocationOf(id)));
  const batchIds = new Set(
    allocations.flatMap((found) => found?.lines ?? []).map((l) => l.batchId),
  );
  const found = await Promise.all([...batchIds].map((id) => batchById(id)));
  const batches = new Map(
    found.filter((batch): batch is Batch => batch !== null).map((batch) => [batch.id, batch]),
  );
  return new Map(
    orderIds.map((id, index) => [id, lineBatchesByMeal(allocations[index]?.lines ?? [], batches)]),
  );
}
