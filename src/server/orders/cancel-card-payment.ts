import { DomainError } from '../../lib/api/domain-error.ts';
import {
  CARD_CANCEL_REFUSALS,
  cardCancelState,
  type CardCancelAnswer,
} from '../../lib/orders/card-cancel.ts';
import { SHOPPER_ACTOR, type Order } from '../../lib/orders/order.ts';
import { HttpError } from '../http/errors.ts';
import { expireCheckoutSession, type SessionEnding } from '../payments/checkout-session.ts';
import { confirmationPath } from './after-placement.ts';
import { changeOrder } from './order-changes.ts';
import { unpaidCardEnding } from './card-payments.ts';
import { getOrderForShopper, orders } from './orders.ts';
import { changeOrderStatus } from './status-change.ts';

/** Said when Stripe cannot be asked to end the session: nothing has changed, so try again. */
export const CARD_CANCEL_UNAVAILABLE_MESSAGE =
  'We could not reach the card payment service, so your order is unchanged. Please try again.';

function answerFor(order: Order): CardCancelAnswer {
  const { id, number, status } = order;
  return { id, number, status, confirmationUrl: confirmationPath(order) };
}

/** The refusal (409) for an order whose card payment its shopper can no longer cancel. */
function refused(order: Order, reason: keyof typeof CARD_CANCEL_REFUSALS): DomainError {
  return new DomainError('conflict', {
    message: CARD_CANCEL_REFUSALS[reason],
    details: { reason, ...answerFor(order) },
  });
}

/** Notes the shopper's request on the order before Stripe is asked, for whoever cancels it. */
async function noteCancelRequest(order: Order, now: Date): Promise<Order> {
  const saved = await changeOrder({
    orderId: order.id,
    kind: 'payment',
    actor: SHOPPER_ACTOR,
    now,
    apply: (latest) => {
      if (latest.status !== 'awaiting_payment' || latest.payment.cancelRequestedAt) return latest;
      return { ...latest, payment: { ...latest.payment, cancelRequestedAt: now.toISOString() } };
    },
  });
  return saved.order;
}

async function endSession(order: Order, sessionId: string): Promise<SessionEnding> {
  try {
    return await expireCheckoutSession(sessionId);
  } catch (error) {
    console.error(`The Stripe session of order ${order.number} could not be expired`, error);
    throw new DomainError('upstream', { message: CARD_CANCEL_UNAVAILABLE_MESSAGE });
  }
}

/**
 * The shopper's way back from Stripe's cancel link: gives their unpaid card order back (stock,
 * slot, promo use) at once instead of when its session runs out. Stripe's session is expired
 * first, so a payment can never complete for a cancelled order; a session already paid is left
 * to its webhook event (409 `paid`, with the confirmation page). Unknown order and wrong token
 * are the same 404. Repeating the request answers as the first time; Stripe's expired event,
 * before or after, changes nothing more.
 */
export async function cancelCardPayment(
  id: string,
  token: string,
  now: Date = new Date(),
): Promise<CardCancelAnswer> {
  const found = await getOrderForShopper(id, token);
  if (!found) throw new DomainError('not_found');
  let order = found;
  const before = cardCancelState(order);
  if (before === 'done') return answerFor(order);
  if (before !== 'open') throw refused(order, before);

  order = await noteCancelRequest(order, now);
  const sessionId = order.payment.stripeSessionId;
  if (cardCancelState(order) !== 'open' || !sessionId) return settledAnswer(order.id);
  if ((await endSession(order, sessionId)) === 'completed') throw refused(order, 'paid');

  const { actor, note } = unpaidCardEnding(order);
  try {
    const { order: cancelled } = await changeOrderStatus(order.id, 'cancelled', actor, {
      note,
      onlyFrom: 'awaiting_payment',
      now,
    });
    return answerFor(cancelled);
  } catch (error) {
    // Someone else moved the order a moment ago (staff marked it paid): answer as it is now.
    if (error instanceof HttpError && error.status === 409) return settledAnswer(order.id);
    throw error;
  }
}

/** The answer for an order that changed under the request: done, or the matching 409. */
async function settledAnswer(id: string): Promise<CardCancelAnswer> {
  const order = await orders.get(id);
  if (!order) throw new DomainError('not_found');
  const state = cardCancelState(order);
  if (state === 'done') return answerFor(order);
  throw refused(order, state === 'open' ? 'not_card_payment' : state);
}
