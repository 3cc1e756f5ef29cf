// Saving the card a card standing order is charged on: the shopper, signed in to My deliveries,
// asks for Stripe's setup page (POST /api/my-deliveries/{id}/card); once they saved a card there,
// Stripe's checkout.session.completed event keeps it on the standing order.
import { DomainError } from '../../lib/api/domain-error.ts';
import type { Order } from '../../lib/orders/order.ts';
import { customerIdOf } from '../customers/customer-records.ts';
import { getOrderForShopper } from '../orders/orders.ts';
import { MY_DELIVERIES_PATH } from './deliveries-link.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import {
  createCardSetupSession,
  detachSavedCard,
  type SavedCardFacts,
} from '../payments/saved-cards.ts';
import { saveAndNotice } from './change-notices.ts';
import { standingOrders } from './standing-orders.ts';

/** Why a card cannot be saved on a standing order. */
export const CARD_REFUSALS = {
  notCardPayment: 'not_card_payment',
  cancelled: 'cancelled',
  cardPaymentsOff: 'card_payments_off',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe's setup page for the standing order `id` of the signed-in customer: 404 when it is not
 * theirs (or not there), 409 when it is cancelled, not paid by card, or card payments are off.
 */
export async function startCardSetup(
  customerId: string,
  id: string,
  origin: string,
): Promise<{ setupUrl: string }> {
  const order = UUID.test(id) ? await standingOrders.get(id) : null;
  if (order?.customerId !== customerId) throw new DomainError('not_found');
  const refuse = (reason: string, message: string) =>
    new DomainError('conflict', { message, details: { reason } });
  if (order.status === 'cancelled') {
    throw refuse(CARD_REFUSALS.cancelled, 'This standing order is cancelled.');
  }
  if (order.paymentMethod !== 'card') {
    throw refuse(CARD_REFUSALS.notCardPayment, 'This standing order is paid by bank transfer.');
  }
  if (!cardPaymentsEnabled()) {
    throw refuse(CARD_REFUSALS.cardPaymentsOff, 'Card payments are not available right now.');
  }
  const back = `${origin}${MY_DELIVERIES_PATH}`;
  const session = await createCardSetupSession({
    standingOrderId: order.id,
    email: order.customer.email,
    stripeCustomerId: order.card?.stripeCustomerId,
    successUrl: `${back}?card=saved`,
    cancelUrl: back,
  });
  return { setupUrl: session.url };
}

/**
 * Stripe's setup page from the confirmation page of an order a card standing order made (its
 * first one, after paying): the order's access token stands in for the My deliveries sign-in.
 */
export async function startCardSetupFromOrder(
  orderId: string,
  token: string,
  origin: string,
): Promise<{ setupUrl: string }> {
  const order = await getOrderForShopper(orderId, token);
  if (!order?.standingOrder) throw new DomainError('not_found');
  return startCardSetup(customerIdOf(order.customer.email), order.standingOrder.id, origin);
}

/** Whether an order's confirmation page offers to save a card: a card standing order without one. */
export async function offersCardSaving(order: Order): Promise<boolean> {
  if (!order.standingOrder || order.paymentMethod !== 'card' || order.status === 'cancelled') {
    return false;
  }
  const standing = await standingOrders.get(order.standingOrder.id);
  return standing !== null && standing.status !== 'cancelled' && !standing.card;
}

/**
 * Keeps the card Stripe saved on its standing order (the webhook's handler; safe to repeat) and
 * emails the customer which card is charged from now on (once: a repeat changes nothing). A card
 * saved on a page opened before the standing order was cancelled (or its person erased) is
 * detached at once, so no card the shop holds no reference to stays chargeable.
 */
export async function saveStandingCard(standingOrderId: string, card: SavedCardFacts) {
  if (!UUID.test(standingOrderId) || !(await standingOrders.get(standingOrderId))) return;
  const state = { refused: false };
  await saveAndNotice(standingOrderId, { by: { kind: 'card' } }, (current) => {
    // Decided inside the conditional write, so an erasure landing meanwhile is seen.
    state.refused = current.status === 'cancelled';
    if (state.refused) return current;
    return {
      ...current,
      card: {
        stripeCustomerId: card.stripeCustomerId,
        paymentMethodId: card.paymentMethodId,
        ...(card.brand ? { brand: card.brand } : {}),
        ...(card.last4 ? { last4: card.last4 } : {}),
      },
    };
  });
  if (state.refused) await detachSavedCard(card.paymentMethodId);
}
