import type { Refund } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { changeStockLevel, RESTOCKED_REFUNDS_KEPT, type StockLevel } from '../catalog/catalog.ts';

/**
 * One product's stock after a refund took `quantity` of its packs off an order: the packs the
 * order still holds (not yet packed) stop being held, and when staff put the packs back they
 * are for sale again. The refund's id is remembered in the same write, so a retry changes
 * nothing; a document the refund does not change is returned as it was.
 */
function afterRefund(
  current: StockLevel | null,
  orderId: string,
  refundId: string,
  quantity: number,
  restock: boolean,
): StockLevel | null {
  if (current?.refundsRestocked?.includes(refundId)) return current;
  const held = current?.holds?.[orderId] ?? 0;
  if (!restock && held === 0) return current;
  const next: StockLevel = { ...(current ?? { onHand: 0 }) };
  const stillHeld = held - Math.min(held, quantity);
  if (held > 0) {
    const others = Object.entries(next.holds ?? {}).filter(([heldFor]) => heldFor !== orderId);
    const holds = Object.fromEntries(stillHeld > 0 ? [...others, [orderId, stillHeld]] : others);
    if (Object.keys(holds).length > 0) next.holds = holds;
    else delete next.holds;
  }
  if (restock) next.onHand += quantity;
  next.refundsRestocked = [...(current?.refundsRestocked ?? []), refundId].slice(
    -RESTOCKED_REFUNDS_KEPT,
  );
  return next;
}

/**
 * Takes a refund's packs off its order's stock, and with `refund.restock` puts them back for
 * sale: one atomic change per product, each a stock movement naming the order (kind
 * `order_refunded`), exactly once per refund however often this runs.
 */
export async function restockRefund(
  orderId: string,
  refund: Refund,
  by: OrderActor,
): Promise<void> {
  const restock = refund.restock === true;
  for (const line of refund.lines ?? []) {
    await changeStockLevel(
      line.productId,
      (current) =>
        afterRefund(current, orderId, refund.id, line.quantity, restock) ?? { onHand: 0 },
      { kind: 'order_refunded', orderId, refundId: refund.id, by },
    );
  }
}
