// Which packs of an order its batches must account for. An order's packs leave the shelf when it
// is packed; from then on the packs it really took (after refunds that put packs back into
// stock) are given by batches. Before packing, and once cancelled, it takes none from a batch.
import { nzDateOf } from '../delivery/nz-time.ts';
import type { Order } from '../orders/order.ts';
import { packedLinesOf } from '../orders/packed-lines.ts';
import type { OrderStatus } from '../orders/status.ts';
import type { AllocationLine } from './batch.ts';

/** States in which an order's packs have left the shelf. */
const PACKED_STATES: ReadonlySet<OrderStatus> = new Set([
  'packed',
  'out_for_delivery',
  'delivered',
  'collected',
]);

/** Whether the order's packs have left the shelf: packed, or refunded after it was packed. */
export function hasLeftShelf(order: Pick<Order, 'status' | 'history'>): boolean {
  if (PACKED_STATES.has(order.status)) return true;
  if (order.status !== 'refunded') return false;
  return order.history.some((entry) => PACKED_STATES.has(entry.to));
}

/**
 * The NZ day the order's packs left the shelf (its first move to packed or beyond), or null. No
 * batch made after it can have given them, which also keeps orders packed before batches were
 * recorded from taking today's batches when they change.
 */
export function packedDayOf(order: Pick<Order, 'history'>): string | null {
  const packed = order.history.find((entry) => PACKED_STATES.has(entry.to));
  return packed ? nzDateOf(new Date(packed.at)) : null;
}

/** Packs of each meal the order's batches must give: none until it has left the shelf. */
export function packsToAllocate(
  order: Pick<Order, 'status' | 'history' | 'lines' | 'refunds'>,
): Map<string, number> {
  const needs = new Map<string, number>();
  if (!hasLeftShelf(order)) return needs;
  for (const line of packedLinesOf(order)) {
    if (line.quantity > 0) {
      needs.set(line.productId, (needs.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return needs;
}

/** Packs of each meal the lines give. */
export function packsOfLines(lines: readonly AllocationLine[]): Map<string, number> {
  const packs = new Map<string, number>();
  for (const line of lines) {
    packs.set(line.productId, (packs.get(line.productId) ?? 0) + line.packs);
  }
  return packs;
}

/** Whether the lines give exactly the packs of each meal the order needs. */
export function coversNeeds(
  lines: readonly AllocationLine[],
  needs: ReadonlyMap<string, number>,
): boolean {
  const given = packsOfLines(lines);
  const meals = new Set([...given.keys(), ...needs.keys()]);
  return [...meals].every((meal) => (given.get(meal) ?? 0) === (needs.get(meal) ?? 0));
}
