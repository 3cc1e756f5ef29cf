/**
 * Taking stock for orders, all or nothing, never below zero.
 *
 * Each product's stock is one shared document changed only through update(). Taking packs for
 * an order is a single atomic change of that document: it lowers `onHand` and records the
 * order's id and quantity in `holds`. Because the change and its record are one write,
 * every step is exactly-once per order with no window for a crash to lose or double-count:
 * - reserveStock skips products already held for the order, so a retry (after a timeout or a
 *   crash half-way) completes the reservation rather than taking twice;
 * - releaseStock gives back only what a product holds for the order, then drops the hold, so
 *   calling it again (or for a product never taken) does nothing;
 * - settleStock drops the hold once the goods have left the shop (delivered, collected), so
 *   the documents only hold open orders.
 * A crash after some lines were taken leaves them held under the order's id: retrying the
 * same order, or releasing it, puts that right, and the maintenance job releases the holds of
 * an order whose placement was abandoned (recovery.ts). Call reserveStock before the order is
 * written, never for an order that was cancelled.
 */
import { OFF_SHELF_STATUSES } from '../../lib/inventory/stocktake.ts';
import { SHOPPER_ACTOR } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import {
  changeStockLevel,
  stockLevels,
  type StockChangeOptions,
  type StockLevel,
} from '../catalog/catalog.ts';
import { getOrder } from '../orders/orders.ts';

/** Packs of one product for one order. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A line that could not be filled: what was asked for and how many packs are left. */
export interface StockShortage {
  productId: string;
  requested: number;
  available: number;
}

/** Whether an order's stock was taken; on failure nothing stays taken. */
export type ReserveStockResult = { ok: true } | { ok: false; shortages: StockShortage[] };

class ShortageError extends Error {
  readonly available: number;
  constructor(available: number) {
    super('Not enough stock');
    this.available = available;
  }
}

/** Merges lines of the same product and sorts them by product id: one fixed order for all. */
function normalised(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

function withoutHold(level: StockLevel, orderId: string): StockLevel {
  const holds = Object.entries(level.holds ?? {}).filter(([heldFor]) => heldFor !== orderId);
  const next: StockLevel = { ...level, holds: Object.fromEntries(holds) };
  if (holds.length === 0) delete next.holds;
  return next;
}

/** Packs held for open orders, for the inventory screen. */
export function heldPacks(level: StockLevel | null): number {
  return Object.values(level?.holds ?? {}).reduce((sum, quantity) => sum + quantity, 0);
}

/**
 * Which of the orders holding packs have taken them off the shelf (packed, out, gone): a
 * stocktake's count leaves their packs out. An order not found (its placement was abandoned)
 * still has its packs on the shelf.
 */
export async function offShelfOrders(levels: readonly (StockLevel | null)[]): Promise<Set<string>> {
  const ids = [...new Set(levels.flatMap((level) => Object.keys(level?.holds ?? {})))];
  const found = await Promise.all(ids.map((id) => getOrder(id)));
  return new Set(
    found.flatMap((order) => (order && OFF_SHELF_STATUSES.has(order.status) ? [order.id] : [])),
  );
}

/**
 * Takes every line of an order or none: lines are taken one product at a time in product-id
 * order; at the first shortage everything taken for the order is given back, and the answer
 * lists each line that cannot be filled with how many packs are left.
 */
export async function reserveStock(
  lines: readonly StockLine[],
  orderId: string,
  options: StockChangeOptions = {},
): Promise<ReserveStockResult> {
  const wanted = normalised(lines);
  for (const line of wanted) {
    try {
      await changeStockLevel(
        line.productId,
        (current) => {
          if (current?.holds?.[orderId] !== undefined) return current;
          const available = current?.retired ? 0 : (current?.onHand ?? 0);
          if (!current || available < line.quantity) throw new ShortageError(available);
          return {
            ...current,
            onHand: current.onHand - line.quantity,
            holds: { ...current.holds, [orderId]: line.quantity },
            ordered: true,
          };
        },
        // Only the shopper's checkout takes stock for an order.
        { kind: 'order', orderId, by: SHOPPER_ACTOR },
        undefined,
        options,
      );
    } catch (error) {
      if (!(error instanceof ShortageError)) throw error;
      await releaseStock(wanted, orderId, SHOPPER_ACTOR);
      return { ok: false, shortages: await shortagesOf(wanted, line, error.available) };
    }
  }
  return { ok: true };
}

/** Every line short right now, always including the one that just failed. */
async function shortagesOf(
  wanted: readonly StockLine[],
  failed: StockLine,
  failedAvailable: number,
): Promise<StockShortage[]> {
  const levels = await Promise.all(wanted.map((line) => stockLevels.get(line.productId)));
  return wanted.flatMap((line, index) => {
    if (line.productId === failed.productId) {
      return [{ productId: line.productId, requested: line.quantity, available: failedAvailable }];
    }
    const available = levels[index]?.onHand ?? 0;
    return available < line.quantity
      ? [{ productId: line.productId, requested: line.quantity, available }]
      : [];
  });
}

/**
 * Drops an order's hold on each product, giving its packs back to `onHand` when `giveBack`
 * names who gives them back (null settles: the packs stay taken).
 */
async function dropHolds(
  lines: readonly StockLine[],
  orderId: string,
  giveBack: OrderActor | null,
): Promise<StockLine[]> {
  const dropped: StockLine[] = [];
  for (const { productId } of normalised(lines)) {
    // A plain read first, so products this order never took are not rewritten.
    const level = await stockLevels.get(productId);
    if (level?.holds?.[orderId] === undefined) continue;
    let quantity = 0;
    const cause = giveBack
      ? ({ kind: 'order_released', orderId, by: giveBack } as const)
      : ({ kind: 'order_settled', orderId } as const);
    await changeStockLevel(
      productId,
      (current) => {
        quantity = current?.holds?.[orderId] ?? 0;
        if (!current || quantity === 0) return current ?? { onHand: 0 };
        const next = withoutHold(current, orderId);
        return giveBack ? { ...next, onHand: next.onHand + quantity } : next;
      },
      cause,
    );
    if (quantity > 0) dropped.push({ productId, quantity });
  }
  return dropped;
}

/**
 * Gives back the packs held for an order (cancelled, payment expired); safe to repeat. `by` is
 * who the stock history names: the staff member, the shopper, or the maintenance job.
 */
export async function releaseStock(
  lines: readonly StockLine[],
  orderId: string,
  by: OrderActor,
): Promise<StockLine[]> {
  return dropHolds(lines, orderId, by);
}

/** Forgets an order's holds once its goods have left the shop; stock stays taken. */
export async function settleStock(
  lines: readonly StockLine[],
  orderId: string,
): Promise<StockLine[]> {
  return dropHolds(lines, orderId, null);
}
