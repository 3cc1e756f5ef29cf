// A card saved for later charges (a card standing order): Stripe Checkout in setup mode saves it
// on a Stripe customer, and each next order is charged off-session with it, the shopper away.
import Stripe from 'stripe';
import { stripeClient } from './stripe-client.ts';

/** The card Stripe saved: its customer, payment method, and what the shopper recognises it by. */
export interface SavedCardFacts {
  stripeCustomerId: string;
  paymentMethodId: string;
  brand?: string | undefined;
  last4?: string | undefined;
}

/** The metadata key that marks a setup session as saving a standing order's card. */
export const STANDING_ORDER_METADATA = 'standingOrderId';

/**
 * Starts a Checkout session in setup mode that saves a card for a standing order, on the Stripe
 * customer it already has or a new one (made with the shopper's email). Nothing is charged.
 */
export async function createCardSetupSession(request: {
  standingOrderId: string;
  email: string;
  stripeCustomerId?: string | undefined;
  successUrl: string;
  cancelUrl: string;
}): Promise<{ sessionId: string; url: string; stripeCustomerId: string }> {
  const stripe = stripeClient();
  const metadata = { [STANDING_ORDER_METADATA]: request.standingOrderId };
  const customer =
    request.stripeCustomerId ??
    (
      await stripe.customers.create(
        { email: request.email, metadata },
        { idempotencyKey: `customer-${request.standingOrderId}` },
      )
    ).id;
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'nzd',
    allowed_payment_method_types: ['card'],
    customer,
    client_reference_id: request.standingOrderId,
    metadata,
    setup_intent_data: { metadata, description: 'Card for standing order deliveries' },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  if (!session.url) throw new Error(`Stripe gave no page for setup session ${session.id}`);
  return { sessionId: session.id, url: session.url, stripeCustomerId: customer };
}

/** Raised for a setup intent that holds no card: an event naming it can never be acted on. */
export class SetupIntentWithoutCardError extends Error {
  constructor(setupIntentId: string) {
    super(`Setup intent ${setupIntentId} saved no card`);
    this.name = 'SetupIntentWithoutCardError';
  }
}

/** The card a completed setup session saved (its setup intent's payment method). */
export async function cardOfSetupIntent(setupIntentId: string): Promise<SavedCardFacts> {
  const intent = await stripeClient().setupIntents.retrieve(setupIntentId, {
    expand: ['payment_method'],
  });
  const method = intent.payment_method;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (!method || !customer) throw new SetupIntentWithoutCardError(setupIntentId);
  if (typeof method === 'string') return { stripeCustomerId: customer, paymentMethodId: method };
  return {
    stripeCustomerId: customer,
    paymentMethodId: method.id,
    brand: method.card?.brand,
    last4: method.card?.last4,
  };
}

/** How an off-session charge ended: paid (with its payment intent), or why not. */
export type OffSessionCharge =
  { ok: true; paymentIntentId: string } | { ok: false; reason: string };

/**
 * Charges a saved card with the shopper away. The idempotency key (one per order) makes a retry
 * after a crash get the first charge back, never a second. A decline, a card that needs the
 * shopper (authentication) or Stripe out of reach is a failed charge with a sentence saying so.
 */
export async function chargeSavedCard(charge: {
  card: SavedCardFacts;
  amountCents: number;
  orderId: string;
  orderNumber: string;
  idempotencyKey: string;
}): Promise<OffSessionCharge> {
  try {
    const metadata = { orderId: charge.orderId, orderNumber: charge.orderNumber };
    const intent = await stripeClient().paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: 'nzd',
        customer: charge.card.stripeCustomerId,
        payment_method: charge.card.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Order ${charge.orderNumber}`,
        metadata,
      },
      { idempotencyKey: charge.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
    return { ok: false, reason: 'your bank asked for your approval of the payment' };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return { ok: false, reason: `your card was declined (${error.message})` };
    }
    console.error(`The off-session charge of order ${charge.orderNumber} failed`, error);
    return { ok: false, reason: 'we could not reach our card payment service' };
  }
}

/**
 * Takes a saved card off its Stripe customer, so it can never be charged again (a person erased).
 * A card Stripe no longer knows, or that is already detached, is as good as detached; Stripe out
 * of reach throws, so the erasure fails and can be repeated with the card reference still held.
 */
export async function detachSavedCard(paymentMethodId: string): Promise<void> {
  try {
    await stripeClient().paymentMethods.detach(paymentMethodId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw error;
  }
}
