import { z } from 'zod';
import { ADJUSTMENT_REASONS } from '../forms/inventory.ts';
import { SHOPPER_ACTOR } from '../orders/order.ts';
import { OrderActorSchema, type OrderActor } from '../orders/status.ts';

/**
 * What moved stock: an order taking packs, an order giving them back, a refund putting some of
 * an order's packs back, staff adjusting, or staff editing an order before it was packed (packs
 * taken or given back for the difference).
 */
export const MOVEMENT_KINDS = [
  'order',
  'order_released',
  'order_refunded',
  'adjustment',
  'order_edited',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

const ActorSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });

/**
 * Why a batch's packs leave sale without an order: past their best-before (the maintenance job)
 * or recalled. Only the shop moves stock for these, never the adjustment form.
 */
export const BATCH_STOCK_REASONS = ['past_best_before', 'recalled'] as const;
/** Every reason an adjustment of stock may record: staff's and the batches'. */
export const STOCK_ADJUSTMENT_REASONS = [...ADJUSTMENT_REASONS, ...BATCH_STOCK_REASONS] as const;

/** One change of a product's available stock, as the history view lists it. */
export const StockMovementSchema = z.object({
  /** Counts the product's stock changes from 1; orders the history. */
  seq: z.int().positive(),
  /** Names the cause, so a retried step finds its movement: `order-<id>`, `adjustment-<id>`. */
  causeId: z.string().min(1).max(200),
  productId: z.string().min(1),
  at: z.iso.datetime(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Packs added (positive) or taken (negative). */
  quantity: z.int(),
  /** Packs available after the change. */
  level: z.int().nonnegative(),
  /** The staff member who adjusted; null for an order's movement or the shop itself. */
  actor: ActorSchema.nullable(),
  /**
   * Who moved an order's stock: the staff member who cancelled or refunded it, the shopper
   * (their checkout, their card payment cancelled or run out) or the system (the maintenance
   * job). Missing on movements recorded before it was kept.
   */
  by: OrderActorSchema.optional(),
  orderId: z.string().optional(),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS).optional(),
  note: z.string().optional(),
});
export type StockMovement = z.output<typeof StockMovementSchema>;

/** Why stock is about to change, given to every stock change. */
export type StockChangeCause =
  | { kind: 'order'; orderId: string; by: OrderActor }
  | { kind: 'order_released'; orderId: string; by: OrderActor }
  | { kind: 'order_settled'; orderId: string }
  | { kind: 'order_refunded'; orderId: string; refundId: string; by: OrderActor }
  | { kind: 'order_edited'; orderId: string; by: OrderActor }
  | {
      kind: 'adjustment';
      adjustmentId: string;
      reason: (typeof STOCK_ADJUSTMENT_REASONS)[number];
      note?: string | undefined;
      actor: { id: string; username: string } | null;
    };

/** The id of a cause, part of its movement's key. */
export function causeIdOf(cause: StockChangeCause): string {
  if (cause.kind === 'adjustment') return `adjustment-${cause.adjustmentId}`;
  if (cause.kind === 'order_refunded') return `refund-${cause.refundId}`;
  return `${cause.kind.replace('_', '-')}-${cause.orderId}`;
}

/**
 * The movement a change of available stock from `before` to `after` records, or null when it
 * records none: an order whose packs did not change availability (an order settled, a step
 * repeated) moves nothing, while every adjustment by staff is recorded, even a stocktake that
 * found the count right.
 */
export function movementFor(
  cause: StockChangeCause,
  change: { productId: string; before: number; after: number; seq: number; at: Date },
): StockMovement | null {
  const quantity = change.after - change.before;
  if (cause.kind === 'order_settled') return null;
  if (cause.kind !== 'adjustment' && quantity === 0) return null;
  const common = {
    seq: change.seq,
    causeId: causeIdOf(cause),
    productId: change.productId,
    at: change.at.toISOString(),
    quantity,
    level: change.after,
  };
  if (cause.kind === 'adjustment') {
    return {
      ...common,
      kind: 'adjustment',
      actor: cause.actor,
      reason: cause.reason,
      ...(cause.note ? { note: cause.note } : {}),
    };
  }
  return { ...common, kind: cause.kind, actor: null, by: cause.by, orderId: cause.orderId };
}

// Sequence numbers are written inverted and zero-padded, so listing a product's keys (which
// come sorted) gives its newest movement first.
const SEQ_DIGITS = 12;
const SEQ_CEILING = 10 ** SEQ_DIGITS - 1;

/** The key of a movement under `stock-movements/`: `<productId>/<inverted seq>-<cause id>`. */
export function movementKey(movement: Pick<StockMovement, 'productId' | 'seq' | 'causeId'>) {
  const inverted = String(SEQ_CEILING - movement.seq).padStart(SEQ_DIGITS, '0');
  return `${movement.productId}/${inverted}-${movement.causeId}`;
}

/**
 * Who an order's stock movement names, given who moved the order: a staff member by name; the
 * shopper for everything else (the checkout and Stripe act on the shopper's checkout and
 * payment). The maintenance job names itself instead (see changeOrderStatus's `movedBy`).
 */
export function moverOfOrder(actor: OrderActor): OrderActor {
  return actor.kind === 'staff' ? actor : SHOPPER_ACTOR;
}

/**
 * The history's "By" column: the staff member, the shopper or the system. A movement recorded
 * before `by` was kept names the shopper for an order placed (only checkout takes stock) and
 * says so when it cannot tell who gave an order's stock back.
 */
export function movementByLabel(movement: StockMovement): string {
  if (movement.actor) return movement.actor.username;
  const { by } = movement;
  if (by) return by.kind === 'system' ? `System (${by.name})` : by.name;
  if (movement.kind === 'order') return 'Shopper';
  return movement.kind === 'order_released' ? 'Not recorded' : 'Shop';
}

/** How the history view names a movement's cause. */
export function movementLabel(movement: StockMovement): string {
  switch (movement.kind) {
    case 'order':
      return 'Order placed';
    case 'order_released':
      return 'Order cancelled (stock back)';
    case 'order_refunded':
      return 'Order refunded (packs back)';
    case 'order_edited':
      return 'Order edited';
    default:
      return `Adjustment: ${movement.reason ?? 'correction'}`;
  }
}
