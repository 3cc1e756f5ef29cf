/**
 * An order's holds on products' stock, set from the saved order (lib/inventory/order-holds.ts):
 * each product's document is changed whole in one conditional update, so a retry, a second run
 * or a repair after a writer died finds it already right and writes nothing (and records no
 * second stock movement: a movement is recorded only by a write that changed the document).
 */
import {
  editHoldOn,
  holdStateOf,
  orderHoldOn,
  moverOfSync,
  movedByOfSync,
} from '../../lib/inventory/order-holds.ts';
import { moverOfOrder, type StockChangeCause } from '../../lib/inventory/movements.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { changeStockLevel, stockLevels } from '../catalog/catalog.ts';
import type { StockShortage } from './order-stock.ts';

/** How long an edit's packs taken before its order write stay held if its writer never returns. */
export const EDIT_HOLD_MS = 2 * 60_000;

/**
 * Sets the order's hold on one product to what the saved order needs; says whether the document
 * changed. A product with no stock document holds nothing (no order could have taken it).
 */
export async function syncProductHold(
  order: Order,
  productId: string,
  options: { now?: Date | undefined; abandonedEdit?: string | undefined } = {},
): Promise<boolean> {
  const { now = new Date(), abandonedEdit } = options;
  const plain = await stockLevels.get(productId);
  if (!plain) return false;
  if (orderHoldOn(plain, order, productId, now, abandonedEdit).level === plain) return false;
  let cause: StockChangeCause = { kind: 'order_settled', orderId: order.id };
  let changed = false;
  await changeStockLevel(
    productId,
    (current) => {
      if (!current) return { onHand: 0 };
      const change = orderHoldOn(current, order, productId, now, abandonedEdit);
      changed = change.level !== current;
      if (change.short > 0) {
        console.error(`Order ${order.number}: ${productId} is ${String(change.short)} packs short`);
      }
      const by =
        movedByOfSync(order, change.refund) ?? moverOfOrder(moverOfSync(order, change.refund));
      if (change.refund) {
        cause = { kind: 'order_refunded', orderId: order.id, refundId: change.refund.id, by };
      } else if (change.moved > 0 && holdStateOf(order) === 'give_back') {
        cause = { kind: 'order_released', orderId: order.id, by };
      } else if (change.moved !== 0) {
        cause = { kind: 'order_edited', orderId: order.id, by };
      } else {
        cause = { kind: 'order_settled', orderId: order.id };
      }
      return change.level;
    },
    () => cause,
  );
  return changed;
}

/** An edit's packs short on the shelf, or none. */
export type EditHoldResult = { ok: true } | { ok: false; shortage: StockShortage };

class EditShortError extends Error {
  readonly shortage: StockShortage;
  constructor(shortage: StockShortage) {
    super('Not enough stock');
    this.shortage = shortage;
  }
}

/**
 * Takes the packs an edit needs before its order write, so a shortage is refused (409) before
 * anything is saved: each product's hold rises to the edit's new quantity (never above it, so
 * a retried edit takes nothing twice) and is kept as the edit's pending hold until the write
 * lands or EDIT_HOLD_MS passes. Whatever happens next, the caller sets the holds from the order
 * as stored (syncOrderHolds), which keeps or drops these packs.
 */
export async function holdForEdit(
  edit: { id: string; orderId: string; lines: readonly { productId: string; quantity: number }[] },
  by: OrderActor,
  now = new Date(),
): Promise<EditHoldResult> {
  const until = new Date(now.getTime() + EDIT_HOLD_MS).toISOString();
  const wanted = new Map<string, number>();
  for (const line of edit.lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, packs] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    try {
      await changeStockLevel(
        productId,
        (current) => {
          const attempt = editHoldOn(current ?? { onHand: 0 }, {
            ...edit,
            packs,
            until,
          });
          if (attempt.level) return attempt.level;
          const held = current?.holds?.[edit.orderId] ?? 0;
          const requested = packs - held;
          throw new EditShortError({ productId, requested, available: attempt.available });
        },
        { kind: 'order_edited', orderId: edit.orderId, by },
      );
    } catch (error) {
      if (error instanceof EditShortError) return { ok: false, shortage: error.shortage };
      throw error;
    }
  }
  return { ok: true };
}
