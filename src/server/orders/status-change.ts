import { moverOfOrder } from '../../lib/inventory/movements.ts';
import { adminOrderView, type Order } from '../../lib/orders/order.ts';
import {
  holdEffectOf,
  ORDER_STATUS_LABELS,
  transition,
  type HoldEffect,
  type OrderActor,
  type OrderStatus,
} from '../../lib/orders/status.ts';
import type { Actor } from '../audit.ts';
import { releaseSlot } from '../delivery/reservations.ts';
import { HttpError } from '../http/errors.ts';
import { syncOrderDerived } from './order-derived.ts';
import { changeOrder } from './order-changes.ts';
import { getOrder } from './orders.ts';
import { releasePromoUse } from './promos.ts';
import { releaseStock, settleStock } from '../inventory/order-stock.ts';

/** The delivery slot an order booked, as the delivery module's releaseSlot takes it. */
export interface SlotBooking {
  date: string;
  slotId: string;
  orderId: string;
}

/**
 * Options of a status change. `releaseSlot` gives a booked delivery slot back; it defaults to
 * the delivery module's own (tests may pass a recording one). `onlyFrom` refuses (409) the move
 * from any other status, checked in the same atomic update, for moves only right from one state.
 */
export interface OrderStatusOptions {
  note?: string | undefined;
  onlyFrom?: OrderStatus | undefined;
  /**
   * The status the staff member saw: if the order has moved since, the change is refused (409
   * with the order as it is now), even when someone else made this same move.
   */
  expected?: OrderStatus | undefined;
  /** A bank transfer marked paid: the day the money arrived. */
  receivedOn?: string | undefined;
  /** A card order marked paid by Stripe: its payment intent, which refunds are made on. */
  paymentIntentId?: string | undefined;
  releaseSlot?: ((booking: SlotBooking) => Promise<unknown>) | undefined;
  /**
   * Who the stock history names for stock given back, when not the actor's side (see
   * moverOfOrder): the maintenance job, which cancels an order on its own.
   */
  movedBy?: OrderActor | undefined;
  /** The shop's address for links in the emails the move owes (this deploy's own by default). */
  origin?: string | undefined;
  /** Hands the move's follow-ups (derived records, activity entry, emails) to after the answer. */
  afterAnswer?: ((work: Promise<unknown>) => void) | undefined;
  now?: Date;
}

/** What a status change did: the order after it, and whether anything changed. */
export interface OrderStatusChange {
  order: Order;
  changed: boolean;
}

/** The staff member behind an admin request, as an order's history names them. */
export function staffActor(user: Actor): OrderActor {
  return { kind: 'staff', id: user.id, name: user.username };
}

/** The 409 for a move the order's present state refuses; it carries the order as it is now. */
export function staleOrder(order: Order, message: string): HttpError {
  return new HttpError(409, message, { details: { order: adminOrderView(order) } });
}

/** Gives back or settles stock, slot and promo use for a move; each step is idempotent. */
async function applyHoldEffect(
  order: Order,
  effect: HoldEffect,
  options: OrderStatusOptions & { actor: OrderActor },
): Promise<void> {
  if (effect === 'goods_gone') {
    await settleStock(order.lines, order.id);
  } else if (effect === 'give_back') {
    await releaseStock(order.lines, order.id, options.movedBy ?? moverOfOrder(options.actor));
    if (order.promoCode) await releasePromoUse(order.promoCode, order.id);
    const { date, slotId } = order.fulfilment;
    await (options.releaseSlot ?? releaseSlot)({ date, slotId, orderId: order.id });
  }
}

/** The effect of the move that brought the order to its present status. */
function effectOfLastMove(order: Order): HoldEffect {
  const last = order.history.at(-1);
  return last?.from ? holdEffectOf(last.from, last.to) : 'none';
}

/**
 * Moves an order to `to` through the state machine (409 with its message when not allowed,
 * 404 for no such order), in one atomic update of the order, then gives back or settles what
 * it held and writes the audit log. Asking for the status the order already has changes
 * nothing but finishes the give-back of that move again, so a retry after a crash is safe.
 */
export async function changeOrderStatus(
  id: string,
  to: OrderStatus,
  actor: OrderActor,
  options: OrderStatusOptions = {},
): Promise<OrderStatusChange> {
  const now = options.now ?? new Date();
  const current = await getOrder(id);
  if (!current) throw new HttpError(404);
  if (current.status === to && !options.expected) {
    await applyHoldEffect(current, effectOfLastMove(current), { ...options, actor });
    await syncOrderDerived(current);
    return { order: current, changed: false };
  }
  let from: OrderStatus = current.status;
  const { order, change } = await changeOrder({
    orderId: id,
    kind: 'status',
    actor,
    now,
    to,
    origin: options.origin,
    afterAnswer: options.afterAnswer,
    apply: (latest) => {
      from = latest.status;
      if (options.expected && latest.status !== options.expected) {
        throw staleOrder(
          latest,
          `Someone changed this order a moment ago: it is ${ORDER_STATUS_LABELS[latest.status].toLowerCase()} now, no longer ${ORDER_STATUS_LABELS[options.expected].toLowerCase()}.`,
        );
      }
      // Someone else made this very move a moment ago: nothing more to change.
      if (latest.status === to) return latest;
      if (options.onlyFrom && latest.status !== options.onlyFrom) {
        throw staleOrder(
          latest,
          `The order is no longer ${ORDER_STATUS_LABELS[options.onlyFrom].toLowerCase()}.`,
        );
      }
      const result = transition(latest, to, {
        actor,
        at: now,
        note: options.note,
        movedBy: options.movedBy,
      });
      if (!result.ok) throw staleOrder(latest, result.error.message);
      if (to !== 'paid') return result.order;
      const payment = {
        ...result.order.payment,
        paidAt: now.toISOString(),
        ...(options.receivedOn ? { receivedOn: options.receivedOn } : {}),
        ...(options.paymentIntentId ? { paymentIntentId: options.paymentIntentId } : {}),
      };
      return { ...result.order, payment };
    },
    activity: (before) => ({
      action: 'order.status',
      before: { status: before.status },
      after: { status: to, ...(options.note ? { note: options.note } : {}) },
    }),
  });
  if (!change) {
    await applyHoldEffect(order, effectOfLastMove(order), { ...options, actor });
    await syncOrderDerived(order);
    return { order, changed: false };
  }
  await applyHoldEffect(order, holdEffectOf(from, to), { ...options, actor });
  return { order, changed: true };
}
