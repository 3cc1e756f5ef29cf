import { DomainError } from '../../lib/api/domain-error.ts';
import { cancelledPaymentPath } from '../../lib/checkout/cancelled-payment.ts';
import type { Order } from '../../lib/orders/order.ts';
import { placementChangeOf } from '../../lib/orders/order-changes.ts';
import { CHECKOUT_ACTOR } from '../../lib/orders/order.ts';
import { noteRestockOrder } from '../marketing/restock-reminders.ts';
import { createCheckoutSession, sessionExpiry } from '../payments/checkout-session.ts';
import { watchCardPayment } from './card-payment-watch.ts';
import { confirmationPath } from './order-email-views.ts';
import { followOrderChange } from './order-changes.ts';
import { indexOrder, orders } from './orders.ts';
import { closePlacement } from './placements.ts';
import { changeOrderStatus } from './status-change.ts';

/**
 * Starts a Stripe Checkout payment for a card order and keeps its session id on the order (the
 * webhook only accepts that session). Stripe's cancel link leads back to the checkout, which then
 * gives the order back (cancel-card-payment.ts). If Stripe cannot be reached the order is
 * cancelled, which gives its stock, slot and promo use back, and the shopper is told to pay by
 * bank transfer.
 */
export async function startCardPayment(
  order: Order,
  origin: string,
  now = new Date(),
): Promise<string> {
  try {
    const session = await createCheckoutSession(
      order,
      {
        successUrl: `${origin}${confirmationPath(order)}`,
        cancelUrl: `${origin}${cancelledPaymentPath(order)}`,
      },
      now,
    );
    // Part of placing the order, before the shopper's answer: its follow-ups are the
    // placement's (finishPlacement, through the door), so no change of its own is recorded.
    await orders.update(order.id, (current) => {
      if (!current) throw new Error(`Order ${order.id} vanished`);
      return { ...current, payment: { ...current.payment, stripeSessionId: session.sessionId } };
    });
    await watchCardPayment(order.id, sessionExpiry(now));
    return session.url;
  } catch (error) {
    console.error(`Card payment for order ${order.number} could not be started`, error);
    await changeOrderStatus(order.id, 'cancelled', CHECKOUT_ACTOR, {
      note: 'Card payment could not be started',
    });
    throw new DomainError('upstream', {
      message: 'Card payments are not available right now. Please choose bank transfer.',
    });
  }
}

/**
 * What follows a new order once the shopper has their answer: it joins staff's lists, a
 * bank-transfer order is announced by email, each email once (a card order is announced when
 * paid), then its placement is closed. If this never finishes, the maintenance job finds the
 * placement and finishes it (`now` is its clock, by which a dead sender's claim is taken over).
 */
export async function finishPlacement(
  order: Order,
  origin: string,
  now = new Date(),
): Promise<void> {
  await indexOrder(order);
  await noteRestockOrder(order);
  // The placement's follow-ups go through the one door: derived records, and the emails the
  // change table owes a placement, each once (also when the maintenance job finishes it). The
  // open placement is its mark: it stays until they are done.
  await followOrderChange(order, placementChangeOf(order, CHECKOUT_ACTOR), { origin, now });
  await closePlacement(order.id);
}
