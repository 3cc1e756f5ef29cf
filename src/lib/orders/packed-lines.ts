// What of an order will really be packed. An edit changes the order's lines themselves; a refund
// by line that put its packs back into stock takes them off the shelf's count, so they must not
// be packed as well (the packer would send a pack inventory already holds). A refund without a
// restock gave money back for packs that still go out (a goodwill refund), and a failed refund
// gave nothing back, so neither takes a pack off.
import type { Order } from './order.ts';

/** One order line as packing sees it: packs ordered, packs refunded back to stock, packs to pack. */
export interface PackedLine {
  productId: string;
  name: string;
  /** Packs on the order (after any edit). */
  ordered: number;
  /** Packs refunded and put back into stock: not to be packed. */
  refunded: number;
  /** Packs to pack: ordered less refunded, never below nothing. */
  quantity: number;
}

/** What packing reads of an order: its lines and its refunds. */
export interface PackableOrder {
  lines: readonly { productId: string; name: string; quantity: number }[];
  refunds?: readonly Pick<Order['refunds'][number], 'status' | 'restock' | 'lines'>[] | undefined;
}

/** Packs of each product refunded back into stock by refunds that did not fail. */
function restockedPacks(order: PackableOrder): Map<string, number> {
  const packs = new Map<string, number>();
  for (const refund of order.refunds ?? []) {
    if (refund.status === 'failed' || refund.restock !== true) continue;
    for (const line of refund.lines ?? []) {
      packs.set(line.productId, (packs.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return packs;
}

/** Every line of the order with what of it will really be packed, in the order's own order. */
export function packedLinesOf(order: PackableOrder): PackedLine[] {
  const refunded = restockedPacks(order);
  return order.lines.map(({ productId, name, quantity }) => {
    const back = Math.min(quantity, refunded.get(productId) ?? 0);
    refunded.set(productId, (refunded.get(productId) ?? 0) - back);
    return { productId, name, ordered: quantity, refunded: back, quantity: quantity - back };
  });
}

/** The packs that will really be packed for the order, all lines together. */
export function packedPacksOf(order: PackableOrder): number {
  return packedLinesOf(order).reduce((sum, line) => sum + line.quantity, 0);
}
