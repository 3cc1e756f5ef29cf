import { randomUUID } from 'node:crypto';
import type { RefundRequest } from '../../lib/orders/admin-requests.ts';
import { formatNZD } from '../../lib/money.ts';
import { isLineRefund, lineRefundOf } from '../../lib/orders/line-refunds.ts';
import type { Order, Refund } from '../../lib/orders/order.ts';
import { changeOf, refundActivityOf, type OrderChange } from '../../lib/orders/order-changes.ts';
import {
  keptCents,
  paidCents,
  refundedCents,
  totalAfterRefundsCents,
} from '../../lib/orders/money-ledger.ts';
import { nextStatuses, wasPaid, type OrderActor } from '../../lib/orders/status.ts';
import { restockRefund } from '../inventory/refund-restock.ts';
import { HttpError } from '../http/errors.ts';
import { paymentIntentOf, refundCardPayment } from '../payments/checkout-session.ts';
import { issueCreditNote } from './credit-notes.ts';
import { changeOrder, finishOrderChange } from './order-changes.ts';
import { getOrder, orders } from './orders.ts';
import { settlePromoUseTotal } from './promo-uses.ts';
import { changeOrderStatus, staleOrder } from './status-change.ts';

/** Why a refund of `amountCents` cannot be made now, or null when it can. */
function refusalOf(order: Order, amountCents: number): string | null {
  if (!wasPaid(order)) return 'This order was never paid, so there is nothing to refund.';
  // What was paid, not the total: an order edited after payment may cost more or less now.
  const left = keptCents(order);
  if (left <= 0) return 'This order has been refunded in full already.';
  if (amountCents > left) return `At most ${formatNZD(left)} is left to refund.`;
  const whole = amountCents === left;
  if (whole && !nextStatuses(order).includes('refunded')) {
    return 'This order cannot be marked refunded in its present state.';
  }
  return null;
}

/**
 * The refund a request makes of the order as it is now: an amount as asked, or lines, delivery
 * fee and their amount worked out from the order's own prices. Throws 409 when it cannot be made.
 */
function refundFrom(latest: Order, base: Refund, request: RefundRequest): Refund {
  if (!isLineRefund(request)) {
    const amountCents = request.amountCents ?? 0;
    const refusal = refusalOf(latest, amountCents);
    if (refusal) throw staleOrder(latest, refusal);
    return { ...base, amountCents };
  }
  if (!wasPaid(latest)) throw staleOrder(latest, refusalOf(latest, 0) ?? '');
  const figures = lineRefundOf(latest, request);
  if (!figures.ok) throw staleOrder(latest, figures.message);
  const refusal = refusalOf(latest, figures.amountCents);
  if (refusal) throw staleOrder(latest, refusal);
  return {
    ...base,
    amountCents: figures.amountCents,
    lines: figures.lines,
    deliveryFeeCents: figures.deliveryFeeCents,
    discountCents: figures.discountCents,
    ...(figures.lines.length > 0 ? { restock: request.restock === true } : {}),
  };
}

/**
 * Writes the refund on the order before any money moves, through the one door, so no second
 * refund can take it; the refund id is the change's id. A retry (the same idempotency key, so
 * the same refund id) finds the refund already there and writes nothing. The change is
 * finished (its activity entry, credit note email, derived records) once the money went back.
 */
async function reserveRefund(
  id: string,
  base: Refund,
  request: RefundRequest,
  now: Date,
): Promise<{ order: Order; refund: Refund; change: OrderChange }> {
  const { order, change } = await changeOrder({
    orderId: id,
    kind: 'refunded',
    actor: base.actor,
    changeId: base.id,
    now,
    finishLater: true,
    apply: (latest) => {
      if (latest.refunds.some((refund) => refund.id === base.id)) return latest;
      if (request.expected && latest.status !== request.expected) {
        throw staleOrder(
          latest,
          'Someone changed this order a moment ago; check it and try again.',
        );
      }
      return { ...latest, refunds: [...latest.refunds, refundFrom(latest, base, request)] };
    },
    activity: (_before, after) => {
      const refund = after.refunds.find((candidate) => candidate.id === base.id);
      return refund ? refundActivityOf(refund) : null;
    },
  });
  const refund = order.refunds.find((candidate) => candidate.id === base.id);
  if (!refund) throw new HttpError(500, 'The refund was not kept; try again.');
  // A refund written before changes were recorded on orders is followed as one without an
  // activity entry (its attempt logged it then): its derived records, and its credit note email.
  const followed = change ??
    changeOf(order, base.id) ?? {
      id: refund.id,
      kind: 'refunded' as const,
      at: refund.at,
      actor: refund.actor,
    };
  return { order, refund, change: followed };
}

/** Sets how a reserved refund ended, and the payment it was made against. */
async function settleRefund(
  id: string,
  refundId: string,
  change: Partial<Refund>,
  intent?: string,
) {
  const saved = await orders.update(id, (latest) => {
    if (!latest) throw new HttpError(404);
    return {
      ...latest,
      payment: { ...latest.payment, ...(intent ? { paymentIntentId: intent } : {}) },
      // A refund Stripe made stays done, even if a retry of it failed at Stripe after.
      refunds: latest.refunds.map((refund) =>
        refund.id === refundId && !(change.status === 'failed' && refund.status === 'done')
          ? { ...refund, ...change }
          : refund,
      ),
    };
  });
  return saved.data;
}

/**
 * Asks Stripe to refund a reserved card refund; a refusal by Stripe is recorded and answered
 * 502. When Stripe made the refund but writing that down failed, the refund stays pending and
 * the error goes up: a retry asks Stripe again with the same idempotency key, which answers
 * with the refund it made, so the money never goes back twice.
 */
async function refundThroughStripe(order: Order, refund: Refund): Promise<Order> {
  let made: { intent: string; stripeRefundId: string };
  try {
    const sessionId = order.payment.stripeSessionId;
    const intent =
      order.payment.paymentIntentId ?? (sessionId ? await paymentIntentOf(sessionId) : null);
    if (!intent) throw new Error('Stripe has no payment for this order');
    const stripeRefundId = await refundCardPayment({
      paymentIntentId: intent,
      amountCents: refund.amountCents,
      idempotencyKey: `refund-${order.id}-${refund.id}`,
      orderId: order.id,
    });
    made = { intent, stripeRefundId };
  } catch (error) {
    console.error(`Refund ${refund.id} of order ${order.number} failed at Stripe`, error);
    await settleRefund(order.id, refund.id, { status: 'failed' });
    const reason = error instanceof Error ? error.message : 'no answer';
    throw new HttpError(
      502,
      `Stripe did not make the refund (${reason}). Nothing was refunded; try again in a moment.`,
    );
  }
  const { intent, stripeRefundId } = made;
  return settleRefund(order.id, refund.id, { status: 'done', stripeRefundId }, intent);
}

/** Marks a refund's packs as dealt with, once they are off the order's stock (and back). */
async function markRestocked(id: string, refundId: string, now: Date): Promise<Order> {
  return settleRefund(id, refundId, { restockedAt: now.toISOString() });
}

/** The refund's id: from the request's idempotency key, so a retry names the same refund. */
function refundIdOf(request: RefundRequest): string {
  return `rf-${request.idempotencyKey ?? randomUUID()}`;
}

/**
 * Refunds all or part of a paid order: an amount, or chosen lines and the delivery fee at the
 * order's own prices (optionally putting the packs back into stock). Card orders through
 * Stripe's refund API, bank transfers recorded as paid back by bank transfer. The refund is
 * written on the order first (409 when another refund or a change got there first), so two
 * staff can never refund the same money twice, and a retry with the same idempotency key
 * finishes the first refund instead of making a second. Once the money went back, the refund's
 * packs come off the order's stock, it gets a numbered credit note, and the order's list entry
 * and its customer's total spent follow. A refund of everything that is left moves the order to
 * refunded, which gives stock, slot and promo use back when the goods never left.
 */
export async function refundOrder(
  id: string,
  actor: OrderActor,
  request: RefundRequest,
  now = new Date(),
): Promise<Order> {
  const current = await getOrder(id);
  if (!current) throw new HttpError(404);
  const card = current.paymentMethod === 'card';
  const base: Refund = {
    id: refundIdOf(request),
    at: now.toISOString(),
    actor,
    amountCents: 1,
    method: card ? 'stripe' : 'bank',
    status: card ? 'pending' : 'done',
    ...(request.reason ? { reason: request.reason } : {}),
  };
  const reserved = await reserveRefund(id, base, request, now);
  const { refund, change } = reserved;
  let order = reserved.order;
  // The change is finished whatever happens to the money (a refund that failed logs nothing).
  const finish = (latest: Order) => finishOrderChange(latest, change, { now });
  if (refund.status === 'failed') {
    await finish(order);
    throw staleOrder(order, 'This refund did not go through; close it and start the refund again.');
  }
  if (refund.status === 'pending') {
    try {
      order = await refundThroughStripe(order, refund);
    } catch (error) {
      if (error instanceof HttpError) await finish((await getOrder(id)) ?? order);
      throw error;
    }
  }
  if (refund.lines && !refund.restockedAt) {
    await restockRefund(id, refund, actor);
    order = await markRestocked(id, refund.id, now);
  }
  order = await issueCreditNote(order, refund.id, now);
  if (order.promoCode) {
    await settlePromoUseTotal(order.promoCode, order.id, totalAfterRefundsCents(order));
  }
  // The refund's activity entry (once), credit note email and derived records, through the door;
  // the email is noted on the order, so what follows reads the order as it is now.
  if ((await finish(order)) > 0) order = (await getOrder(id)) ?? order;
  // What was paid, not the total: an order edited down keeps its over-payment until refunded.
  const paid = paidCents(order);
  if (refundedCents(order) < paid || order.status === 'refunded') return order;
  const how = refund.method === 'stripe' ? 'through Stripe' : 'by bank transfer';
  const note = `Refunded ${formatNZD(paid)} in all ${how}`;
  return (await changeOrderStatus(id, 'refunded', actor, { note, now })).order;
}
