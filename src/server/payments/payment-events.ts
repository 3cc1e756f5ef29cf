import type { SavedCardFacts } from './saved-cards.ts';

/**
 * What the order domain does when Stripe reports on a Checkout session. The webhook calls these
 * once per Stripe event id; Stripe retries an event until it gets a 2xx, so:
 * - `completed(orderId, sessionId, origin, afterAnswer)`: the shopper paid. Mark the order paid
 *   (recording when, the session id and Stripe's payment intent) and send the order's emails, linking to `origin` (the
 *   shop's address), as work handed to `afterAnswer` (Netlify's waitUntil) so Stripe's request is
 *   answered without waiting for the mail server. An order already paid, or whose current Stripe
 *   session is another one, is left as it is: resolve without changing it.
 * - `expired(orderId, sessionId)`: the session ran out unpaid. If the order is still awaiting
 *   payment for this session, cancel it and give its stock and slot back; otherwise leave it.
 * Either may throw (a write conflict, Blobs unavailable): the webhook then answers 500, forgets
 * the event, and Stripe's retry runs the handler again. Both must therefore be safe to repeat.
 */
export interface PaymentEventHandlers {
  completed: (
    orderId: string,
    sessionId: string,
    origin: string,
    afterAnswer: AfterAnswer,
    payment?: PaymentFacts,
  ) => Promise<void>;
  expired: (orderId: string, sessionId: string) => Promise<void>;
  /** A setup session saved a card for a standing order: keep it there (safe to repeat). */
  cardSaved?: (standingOrderId: string, card: SavedCardFacts) => Promise<void>;
}

/** What Stripe says about the payment itself: its payment intent, which refunds are made on. */
export interface PaymentFacts {
  paymentIntentId?: string | undefined;
}

/** Hands work on to run after the answer (Netlify's `context.waitUntil`). */
export type AfterAnswer = (work: Promise<unknown>) => void;

/** Raised when a payment event arrives before the order code has registered its handlers. */
export class PaymentEventsNotWiredError extends Error {
  constructor() {
    super('No payment event handlers are registered: call setPaymentEventHandlers first');
    this.name = 'PaymentEventsNotWiredError';
  }
}

let registered: PaymentEventHandlers | null = null;

/**
 * Registers the order code's handlers. The webhook function (netlify/functions/stripe-webhook.mts)
 * is where this belongs, at module load, so the payment code needs no import of the order code
 * and tests can register recording handlers. Until then events are refused with a 500 (and
 * retried by Stripe), never dropped. `null` unregisters.
 */
export function setPaymentEventHandlers(handlers: PaymentEventHandlers | null): void {
  registered = handlers;
}

function handlers(): PaymentEventHandlers {
  if (!registered) throw new PaymentEventsNotWiredError();
  return registered;
}

/** A Checkout session was paid: the order becomes paid (see PaymentEventHandlers.completed). */
export async function onCardPaymentCompleted(
  orderId: string,
  sessionId: string,
  origin: string,
  afterAnswer: AfterAnswer,
  payment: PaymentFacts = {},
): Promise<void> {
  await handlers().completed(orderId, sessionId, origin, afterAnswer, payment);
}

/** A Checkout session expired unpaid: its order is released (see PaymentEventHandlers.expired). */
export async function onCardPaymentExpired(orderId: string, sessionId: string): Promise<void> {
  await handlers().expired(orderId, sessionId);
}

/** A setup session saved a standing order's card (see PaymentEventHandlers.cardSaved). */
export async function onCardSaved(standingOrderId: string, card: SavedCardFacts): Promise<void> {
  const handle = handlers().cardSaved;
  if (!handle) throw new PaymentEventsNotWiredError();
  await handle(standingOrderId, card);
}
