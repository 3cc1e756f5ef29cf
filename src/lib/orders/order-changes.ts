// The changes made to an order after it was placed, each recorded on the order with its own id
// (kind, when, who, and the activity entry it logs), so that whatever follows a change (derived
// records, its one activity entry, the emails it owes) can be finished from the saved order
// alone: by the request that made it, by its retry, or by the maintenance job.
import { z } from 'zod';
import type { Refund } from './order.ts';
import { OrderActorSchema, OrderStatusSchema, type OrderActor } from './status.ts';

/** The kinds of change the one door (src/server/orders/order-changes.ts) records. */
export const ORDER_CHANGE_KINDS = [
  'placed',
  'edited',
  'rescheduled',
  'refunded',
  'status',
  'payment',
  'contact',
  'erased',
  'note',
] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];

/** What a change logs in the activity log: its action and what it was before and after. */
export const ChangeActivitySchema = z.object({
  action: z.string().regex(/^order\.[\w.-]{1,60}$/),
  before: z.unknown(),
  after: z.unknown(),
});
export type ChangeActivity = z.output<typeof ChangeActivitySchema>;

/** A change's id: a retried request carries the same one (e.g. a refund's `rf-<key>`). */
export const ORDER_CHANGE_ID_PATTERN = /^[\w-]{1,100}$/;

/** One change to an order, as the order records it. */
export const OrderChangeSchema = z.object({
  id: z.string().regex(ORDER_CHANGE_ID_PATTERN),
  kind: z.enum(ORDER_CHANGE_KINDS),
  at: z.iso.datetime(),
  actor: OrderActorSchema,
  /** The activity entry this change logs, once; none for changes the log does not show. */
  activity: ChangeActivitySchema.optional(),
  /** A status change: the status it moved the order to (what its emails depend on). */
  to: OrderStatusSchema.optional(),
});
export type OrderChange = z.output<typeof OrderChangeSchema>;

/** The changes an order keeps: the latest ones, enough for any retry or recovery to find its own. */
export const KEPT_ORDER_CHANGES = 200;

/** The order's record with one more change, oldest dropped past KEPT_ORDER_CHANGES. */
export function withChange<T extends { changes: readonly OrderChange[] }>(
  order: T,
  change: OrderChange,
): T {
  return { ...order, changes: [...order.changes, change].slice(-KEPT_ORDER_CHANGES) };
}

/** The order's change with this id, if it was saved. */
export function changeOf(
  order: { changes: readonly OrderChange[] },
  changeId: string,
): OrderChange | null {
  return order.changes.find((change) => change.id === changeId) ?? null;
}

/**
 * The placement as a change: orders are created (not changed) by the checkout, so their first
 * change is implied by the order itself; its follow-ups run through the same door.
 */
export function placementChangeOf(order: { placedAt: string }, actor: OrderActor): OrderChange {
  return { id: 'placed', kind: 'placed', at: order.placedAt, actor };
}

/** The activity entry of a refund: what was refunded, how, and which packs went back. */
export function refundActivityOf(refund: Refund): ChangeActivity {
  return {
    action: 'order.refund',
    before: null,
    after: {
      amountCents: refund.amountCents,
      method: refund.method,
      reason: refund.reason,
      ...(refund.lines
        ? {
            lines: refund.lines.map(({ productId, quantity }) => ({ productId, quantity })),
            deliveryFeeCents: refund.deliveryFeeCents,
            restock: refund.restock ?? false,
          }
        : {}),
    },
  };
}
