import type { OrderActor } from '../../lib/orders/status.ts';
import type { PaymentEventHandlers } from '../payments/payment-events.ts';
import { getOrder } from './orders.ts';
import { changeOrderStatus } from './status-change.ts';

/** Who moves an order when Stripe reports on its payment. */
const STRIPE_ACTOR: OrderActor = { kind: 'system', id: 'stripe', name: 'Stripe' };

/** The order a Checkout session belongs to, if that session is still the order's own. */
async function awaitingOrderOf(orderId: string, sessionId: string) {
  const order = await getOrder(orderId);
  if (order?.payment.stripeSessionId !== sessionId) return null;
  return order.status === 'awaiting_payment' ? order : null;
}

/**
 * What Stripe's events do to orders: a paid session marks its order paid; an expired one
 * cancels it, giving its stock, slot and promo use back. Both are safe to run twice.
 */
export const cardPaymentHandlers: PaymentEventHandlers = {
  async completed(orderId, sessionId) {
    if (!(await awaitingOrderOf(orderId, sessionId))) return;
    await changeOrderStatus(orderId, 'paid', STRIPE_ACTOR, { note: `Stripe session ${sessionId}` });
  },
  async expired(orderId, sessionId) {
    if (!(await awaitingOrderOf(orderId, sessionId))) return;
    await changeOrderStatus(orderId, 'cancelled', STRIPE_ACTOR, {
      note: 'The card payment was not completed in time',
    });
  },
};
