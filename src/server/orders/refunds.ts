import { randomUUID } from 'node:crypto';
import type { RefundRequest } from '../../lib/orders/admin-requests.ts';
import { formatNZD } from '../../lib/money.ts';
import { refundedCents, type Order, type Refund } from '../../lib/orders/order.ts';
import { amountPaidCents } from '../../lib/orders/order-balance.ts';
import { nextStatuses, wasPaid, type OrderActor } from '../../lib/orders/status.ts';
import { recordAudit } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { paymentIntentOf, refundCardPayment } from '../payments/checkout-session.ts';
import { getOrder, orders } from './orders.ts';
import { settlePromoUseTotal } from './promo-uses.ts';
import { changeOrderStatus, staleOrder } from './status-change.ts';

/** Why a refund cannot be made now, or null when it can. */
function refusalOf(order: Order, request: RefundRequest): string | null {
  if (!wasPaid(order)) return 'This order was never paid, so there is nothing to refund.';
  // What was paid, not the total: an order edited after payment may cost more or less now.
  const left = amountPaidCents(order) - refundedCents(order);
  if (left <= 0) return 'This order has been refunded in full already.';
  if (request.amountCents > left) return `At most ${formatNZD(left)} is left to refund.`;
  const whole = request.amountCents === left;
  if (whole && !nextStatuses(order).includes('refunded')) {
    return 'This order cannot be marked refunded in its present state.';
  }
  return null;
}

/** Writes the refund on the order before any money moves, so no second refund can take it. */
async function reserveRefund(id: string, refund: Refund, request: RefundRequest): Promise<Order> {
  const saved = await orders.update(id, (latest) => {
    if (!latest) throw new HttpError(404);
    if (request.expected && latest.status !== request.expected) {
      throw staleOrder(latest, 'Someone changed this order a moment ago; check it and try again.');
    }
    const refusal = refusalOf(latest, request);
    if (refusal) throw staleOrder(latest, refusal);
    return { ...latest, refunds: [...latest.refunds, refund] };
  });
  return saved.data;
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
      refunds: latest.refunds.map((refund) =>
        refund.id === refundId ? { ...refund, ...change } : refund,
      ),
    };
  });
  return saved.data;
}

/** Asks Stripe to refund a reserved card refund; a failure is recorded and answered 502. */
async function refundThroughStripe(order: Order, refund: Refund): Promise<Order> {
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
    return await settleRefund(order.id, refund.id, { status: 'done', stripeRefundId }, intent);
  } catch (error) {
    console.error(`Refund ${refund.id} of order ${order.number} failed at Stripe`, error);
    await settleRefund(order.id, refund.id, { status: 'failed' });
    const reason = error instanceof Error ? error.message : 'no answer';
    throw new HttpError(
      502,
      `Stripe did not make the refund (${reason}). Nothing was refunded; try again in a moment.`,
    );
  }
}

/**
 * Refunds all or part of a paid order: card orders through Stripe's refund API, bank transfers
 * recorded as paid back by bank. The refund is written on the order first (409 when another
 * refund or a change got there first), so two staff can never refund the same money twice. A
 * refund of everything that is left moves the order to refunded, which gives stock, slot and
 * promo use back when the goods never left.
 */
export async function refundOrder(
  id: string,
  actor: OrderActor,
  request: RefundRequest,
  now = new Date(),
): Promise<Order> {
  const current = await getOrder(id);
  if (!current) throw new HttpError(404);
  const refund: Refund = {
    id: `rf-${randomUUID()}`,
    at: now.toISOString(),
    actor,
    amountCents: request.amountCents,
    method: current.paymentMethod === 'card' ? 'stripe' : 'bank',
    status: current.paymentMethod === 'card' ? 'pending' : 'done',
    ...(request.reason ? { reason: request.reason } : {}),
  };
  let order = await reserveRefund(id, refund, request);
  if (refund.method === 'stripe') order = await refundThroughStripe(order, refund);
  if (order.promoCode) {
    const keptCents = Math.max(0, order.totals.totalCents - refundedCents(order));
    await settlePromoUseTotal(order.promoCode, order.id, keptCents);
  }
  await recordAudit(
    {
      actor: { id: actor.id, username: actor.name },
      action: 'order.refund',
      target: `orders/${id}`,
      before: null,
      after: { amountCents: refund.amountCents, method: refund.method, reason: refund.reason },
    },
    now,
  );
  const paid = amountPaidCents(order);
  if (refundedCents(order) < paid) return order;
  const how = refund.method === 'stripe' ? 'through Stripe' : 'by bank transfer';
  const note = `Refunded ${formatNZD(paid)} in all ${how}`;
  return (await changeOrderStatus(id, 'refunded', actor, { note, now })).order;
}
