import Stripe from 'stripe';
import { stripeClient } from './stripe-client.ts';

/** What a Stripe Checkout session needs of an order; the order record fits it as it is. */
export interface OrderForPayment {
  id: string;
  number: string;
  customer: { email: string };
  lines: readonly { name: string; quantity: number; unitPriceCents: number }[];
  totals: { deliveryFeeCents: number; discountCents: number; totalCents: number };
}

/**
 * How long a shopper has to pay on Stripe's page. Stripe's minimum is 30 minutes after the
 * session is created, measured on its clock; one more minute keeps clock skew and the request's
 * own time from pushing us under it. Stock and slot stay held until the session expires.
 */
export const CHECKOUT_SESSION_LIFETIME_SECONDS = 31 * 60;

/** When a Checkout session created at `created` runs out. */
export function sessionExpiry(created: Date): Date {
  return new Date(created.getTime() + CHECKOUT_SESSION_LIFETIME_SECONDS * 1000);
}

/** Raised when an order's lines, fee and discount do not add up to its total. */
export class PaymentTotalMismatchError extends Error {
  constructor(order: OrderForPayment, charged: number) {
    super(
      `Order ${order.number}: lines, delivery and discount come to ${charged} cents, not the total of ${order.totals.totalCents}`,
    );
    this.name = 'PaymentTotalMismatchError';
  }
}

/** What Stripe would charge: GST-inclusive lines plus the delivery fee, less the discount. */
export function amountToCharge(order: OrderForPayment): number {
  const items = order.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return items + order.totals.deliveryFeeCents - order.totals.discountCents;
}

function lineItem(name: string, unitAmount: number, quantity: number) {
  return {
    quantity,
    price_data: {
      currency: 'nzd',
      unit_amount: unitAmount,
      // NZ prices include GST; this says so, and Stripe adds no tax on top.
      tax_behavior: 'inclusive' as const,
      product_data: { name },
    },
  } satisfies Stripe.Checkout.SessionCreateParams.LineItem;
}

/**
 * Starts a Stripe Checkout payment for an order: one line per meal at its GST-inclusive price, a
 * delivery line when there is a fee, and the discount as a one-off coupon (Checkout takes no
 * negative lines, and a coupon keeps each line's price as the shopper saw it). The amount Stripe
 * charges is checked to equal the order's total before anything is sent. `expiresAt` (from 31
 * minutes to 24 hours on) is when the page stops taking payment.
 */
export async function createCheckoutSession(
  order: OrderForPayment,
  urls: { successUrl: string; cancelUrl: string },
  now: Date = new Date(),
  expiresAt: Date = sessionExpiry(now),
): Promise<{ sessionId: string; url: string }> {
  const charged = amountToCharge(order);
  if (charged !== order.totals.totalCents) throw new PaymentTotalMismatchError(order, charged);

  const stripe = stripeClient();
  const lineItems = order.lines.map((line) =>
    lineItem(line.name, line.unitPriceCents, line.quantity),
  );
  if (order.totals.deliveryFeeCents > 0) {
    lineItems.push(lineItem('Delivery', order.totals.deliveryFeeCents, 1));
  }

  const discounts: Stripe.Checkout.SessionCreateParams.Discount[] = [];
  if (order.totals.discountCents > 0) {
    const coupon = await stripe.coupons.create({
      amount_off: order.totals.discountCents,
      currency: 'nzd',
      duration: 'once',
      max_redemptions: 1,
      name: `Discount on order ${order.number}`,
      metadata: { orderId: order.id },
    });
    discounts.push({ coupon: coupon.id });
  }

  const metadata = { orderId: order.id, orderNumber: order.number };
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    currency: 'nzd',
    // Card only (wallets such as Apple Pay are cards): a card payment settles at completion.
    allowed_payment_method_types: ['card'],
    line_items: lineItems,
    ...(discounts.length > 0 ? { discounts } : {}),
    client_reference_id: order.id,
    metadata,
    payment_intent_data: { metadata, description: `Order ${order.number}` },
    customer_email: order.customer.email,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  });
  if (!session.url) throw new Error(`Stripe gave no payment page for session ${session.id}`);
  return { sessionId: session.id, url: session.url };
}

/** How a Checkout session ended when the shop asked Stripe to expire it. */
export type SessionEnding = 'expired' | 'completed';

/**
 * Expires an open Checkout session so it can no longer be paid. Stripe refuses to expire a
 * session that is not open; the session is then read back: already expired is as good, and
 * `completed` means the shopper paid after all (its webhook event marks the order paid). Any
 * other failure (Stripe unreachable, no key) is thrown.
 */
export async function expireCheckoutSession(sessionId: string): Promise<SessionEnding> {
  const stripe = stripeClient();
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'expired';
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'expired') return 'expired';
    if (session.status === 'complete') return 'completed';
    throw error;
  }
}

/** The payment intent of a completed Checkout session (what a refund is made against). */
export async function paymentIntentOf(sessionId: string): Promise<string | null> {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/**
 * Refunds part or all of a card payment. The idempotency key makes a retry of the same refund
 * (a timeout, a second click that got through) come back with the first refund, never a second.
 */
export async function refundCardPayment(refund: {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  orderId: string;
}): Promise<string> {
  const made = await stripeClient().refunds.create(
    {
      payment_intent: refund.paymentIntentId,
      amount: refund.amountCents,
      metadata: { orderId: refund.orderId },
    },
    { idempotencyKey: refund.idempotencyKey },
  );
  return made.id;
}
