import type { Order } from '../../lib/orders/order.ts';
import { SHOPPER_ACTOR } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import type { PaymentEventHandlers } from '../payments/payment-events.ts';
import { getOrder } from './orders.ts';
import { changeOrderStatus } from './status-change.ts';

/** Who moves an order when Stripe reports on its payment. */
const STRIPE_ACTOR: OrderActor = { kind: 'system', id: 'stripe', name: 'Stripe' };

/**
 * Who ended an unpaid card payment, as the order's history records it: the shopper who left
 * Stripe's page by its cancel link (whichever of their request and Stripe's event arrives
 * first), else Stripe, whose session ran out of time.
 */
export function unpaidCardEnding(order: Pick<Order, 'payment'>): {
  actor: OrderActor;
  note: string;
} {
  return order.payment.cancelRequestedAt
    ? { actor: SHOPPER_ACTOR, note: 'The shopper cancelled the card payment' }
    : { actor: STRIPE_ACTOR, note: 'The card payment was not completed in time' };
}

/** The order a Checkout session belongs to, if that session is still the order's own. */
async function awaitingOrderOf(orderId: string, sessionId: string) {
  const order = await getOrder(orderId);
  if (order?.payment.stripeSessionId !== sessionId) return null;
  return order.status === 'awaiting_payment' ? order : null;
}

/**
 * What Stripe's events do to orders: a paid session marks its order paid and sends the shopper's
 * confirmation and the shop's new-order notice; an expired one
 * cancels it, giving its stock, slot and promo use back. Both are safe to run twice, and an
 * order its shopper already cancelled (POST /api/orders/{id}/cancel-payment) is left alone.
 */
export const cardPaymentHandlers: PaymentEventHandlers = {
  async completed(orderId, sessionId, origin, afterAnswer, payment = {}) {
    if (!(await awaitingOrderOf(orderId, sessionId))) return;
    // Card orders are confirmed by email only now that they are paid (not when placed): the
    // change table's row for the move to paid, each email once.
    await changeOrderStatus(orderId, 'paid', STRIPE_ACTOR, {
      note: `Stripe session ${sessionId}`,
      paymentIntentId: payment.paymentIntentId,
      origin,
      afterAnswer,
    });
  },
  async expired(orderId, sessionId) {
    const order = await awaitingOrderOf(orderId, sessionId);
    if (!order) return;
    const { actor, note } = unpaidCardEnding(order);
    await changeOrderStatus(orderId, 'cancelled', actor, { note, onlyFrom: 'awaiting_payment' });
  },
};
