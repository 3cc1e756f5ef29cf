import type { OrderStatus } from '../orders/status.ts';

/**
 * Order states whose packs have left the shelf: packed into the order's box, or gone with it. A
 * stocktake counts the shelf, so it leaves these packs out; every other order holding packs
 * (awaiting payment, paid, and one whose hold is about to be given back) still has them there.
 */
export const OFF_SHELF_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'packed',
  'out_for_delivery',
  'delivered',
  'collected',
]);

/**
 * Packs held for orders whose packs are still on the shelf: every hold but those of the orders in
 * `offShelf`. A stocktake's count includes them, so they are subtracted to find what can be sold.
 */
export function heldOnShelf(
  holds: Readonly<Record<string, number>> | undefined,
  offShelf: ReadonlySet<string>,
): number {
  return Object.entries(holds ?? {})
    .filter(([orderId]) => !offShelf.has(orderId))
    .reduce((sum, [, quantity]) => sum + quantity, 0);
}
