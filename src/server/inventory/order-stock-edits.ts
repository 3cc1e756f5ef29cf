/**
 * Taking or giving back stock for an edited order, for the difference only. Each product's hold
 * for the order (order-stock.ts) moves by the edit's difference in one atomic change of that
 * product's stock document, `onHand` moving the other way. Differences, not new totals: two
 * staff editing one order at once each move the hold by their own difference, so the one whose
 * order write loses takes back exactly its own and leaves the winner's. Callers take the extra
 * packs first and give packs back only once the edit is saved, so an undo only ever gives back
 * (never needs packs another order may have bought meanwhile).
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

/** The level with the order's hold moved by `packs` (more taken when positive). */
function withHoldMoved(
  current: StockLevel | null,
  orderId: string,
  productId: string,
  packs: number,
): StockLevel | null {
  const held = current?.holds?.[orderId] ?? 0;
  const more = Math.max(0, held + packs) - held;
  if (more === 0) return current;
  const onHand = current?.onHand ?? 0;
  const available = current?.retired ? 0 : onHand;
  if (more > 0 && available < more) {
    throw new EditShortageError({ productId, requested: more, available });
  }
  const holds = Object.fromEntries(
    Object.entries(current?.holds ?? {}).filter(([heldFor]) => heldFor !== orderId),
  );
  if (held + more > 0) holds[orderId] = held + more;
  const next: StockLevel = { ...current, onHand: onHand - more, holds };
  if (Object.keys(holds).length === 0) delete next.holds;
  if (more > 0) next.ordered = true;
  return next;
}

/** Moves the order's hold on one product by `packs`, the other way when `undo`. */
async function moveHold(change: StockChange, undo: boolean, orderId: string, by: OrderActor) {
  const { productId } = change;
  const packs = (change.to - change.from) * (undo ? -1 : 1);
  await changeStockLevel(
    productId,
    (current) => withHoldMoved(current, orderId, productId, packs) ?? { onHand: 0 },
    { kind: 'order_edited', orderId, by },
  );
}

/**
 * Moves the order's hold on each changed product by its difference, one product at a time in
 * product-id order. At the first product short of stock, the products already changed are moved
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
      // Queued once made: a store failure is thrown only after reading back that it was not.
      await moveHold(change, false, orderId, by);
      done.push(change);
    } catch (error) {
      await undoStockChanges(done, orderId, by);
      if (error instanceof EditShortageError) return { ok: false, shortage: error.shortage };
      throw error;
    }
  }
  return { ok: true };
}

/** Moves each product's hold back by the edit's difference, newest first. */
export async function undoStockChanges(
  changes: readonly StockChange[],
  orderId: string,
  by: OrderActor,
): Promise<void> {
  for (const change of [...changes].reverse()) {
    await moveHold(change, true, orderId, by);
  }
}
