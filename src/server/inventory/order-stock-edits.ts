/**
 * Taking or giving back stock for an edited order, for the difference only. Each product's hold
 * for the order (order-stock.ts) is set to its new number of packs in one atomic change of that
 * product's stock document, `onHand` moving by the difference from what the hold was: setting a
 * hold to a number is idempotent, so a retry takes nothing twice and undoing sets it back.
 * Callers take the extra packs first and give packs back only once the edit is saved, so an
 * undo only ever gives back (never needs packs another order may have bought meanwhile).
 */
import type { StockChange } from '../../lib/orders/order-edit.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { changeStockLevel, type StockLevel } from '../catalog/catalog.ts';
import type { StockShortage } from './order-stock.ts';

/** Whether an edit's stock was taken; on a shortage nothing stays taken. */
export type OrderStockEdit = { ok: true } | { ok: false; shortage: StockShortage };

class EditShortageError extends Error {
  readonly shortage: StockShortage;
  constructor(shortage: StockShortage) {
    super('Not enough stock');
    this.shortage = shortage;
  }
}

/** The level with the order's hold set to `packs` and `onHand` moved by the difference. */
function withHold(
  current: StockLevel | null,
  orderId: string,
  productId: string,
  packs: number,
): StockLevel | null {
  const held = current?.holds?.[orderId] ?? 0;
  if (held === packs) return current;
  const onHand = current?.onHand ?? 0;
  const more = packs - held;
  const available = current?.retired ? 0 : onHand;
  if (more > 0 && available < more) {
    throw new EditShortageError({ productId, requested: more, available });
  }
  const holds = Object.fromEntries(
    Object.entries(current?.holds ?? {}).filter(([heldFor]) => heldFor !== orderId),
  );
  if (packs > 0) holds[orderId] = packs;
  const next: StockLevel = { ...current, onHand: onHand - more, holds };
  if (Object.keys(holds).length === 0) delete next.holds;
  if (more > 0) next.ordered = true;
  return next;
}

async function setHold(change: StockChange, packs: number, orderId: string, by: OrderActor) {
  const { productId } = change;
  await changeStockLevel(
    productId,
    (current) => withHold(current, orderId, productId, packs) ?? { onHand: 0 },
    { kind: 'order_edited', orderId, by },
  );
}

/**
 * Sets the order's hold on each changed product to its new packs, one product at a time in
 * product-id order. At the first product short of stock, the products already changed are set
 * back, and the answer names the shortage; a store failure gives back too, then throws.
 */
export async function applyStockChanges(
  changes: readonly StockChange[],
  orderId: string,
  by: OrderActor,
): Promise<OrderStockEdit> {
  const done: StockChange[] = [];
  for (const change of changes) {
    try {
      // Queued first: a write the store failed may still have landed.
      done.push(change);
      await setHold(change, change.to, orderId, by);
    } catch (error) {
      await undoStockChanges(done, orderId, by);
      if (error instanceof EditShortageError) return { ok: false, shortage: error.shortage };
      throw error;
    }
  }
  return { ok: true };
}

/** Sets each product's hold back to what it was before the edit (idempotent), newest first. */
export async function undoStockChanges(
  changes: readonly StockChange[],
  orderId: string,
  by: OrderActor,
): Promise<void> {
  for (const change of [...changes].reverse()) {
    await setHold(change, change.from, orderId, by);
  }
}
