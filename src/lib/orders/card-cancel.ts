// A shopper who leaves Stripe's payment page by its cancel link gives their unpaid card order
// back (POST /api/orders/{id}/cancel-payment). What that request carries and what it answers,
// shared by the server and the checkout page.
import { z } from 'zod';
import { oneLineField } from '../forms/plain-text.ts';
import type { PaymentMethod } from './request.ts';
import { wasPaid, type OrderState } from './status.ts';

/** The body of POST /api/orders/{id}/cancel-payment: the order's access token. */
export const CancelCardPaymentRequestSchema = z.object({
  token: oneLineField(
    z
      .string({ error: 'The order token is missing' })
      .min(1, 'The order token is missing')
      .max(200, 'The order token is not valid'),
  ),
});
export type CancelCardPaymentRequest = z.output<typeof CancelCardPaymentRequestSchema>;

/** Why an order's card payment can no longer be cancelled by its shopper (a 409's `reason`). */
export type CardCancelRefusal = 'paid' | 'cancelled' | 'not_card_payment';

/**
 * Where an order stands for a shopper's cancel: `open` (a card order awaiting its Stripe
 * payment: cancel it), `done` (the shopper's own cancel already went through: answer as then),
 * or the refusal to answer with.
 */
export type CardCancelState = 'open' | 'done' | CardCancelRefusal;

/** What the cancel looks at of an order (the stored order fits as it is). */
export interface CardCancelOrder extends OrderState {
  paymentMethod: PaymentMethod;
  payment: { stripeSessionId?: string | undefined; cancelRequestedAt?: string | undefined };
}

/** Where an order stands for its shopper's request to cancel the card payment. */
export function cardCancelState(order: CardCancelOrder): CardCancelState {
  // Money taken beats everything: the shopper belongs on the confirmation page.
  if (wasPaid(order) || (order.status !== 'awaiting_payment' && order.status !== 'cancelled')) {
    return 'paid';
  }
  if (order.status === 'cancelled') return order.payment.cancelRequestedAt ? 'done' : 'cancelled';
  if (order.paymentMethod !== 'card' || !order.payment.stripeSessionId) return 'not_card_payment';
  return 'open';
}

/** The sentence of each 409, for the shopper. */
export const CARD_CANCEL_REFUSALS: Readonly<Record<CardCancelRefusal, string>> = {
  paid: 'The card payment for this order went through, so the order was not cancelled.',
  cancelled: 'This order has already been cancelled, and nothing was charged.',
  not_card_payment: 'This order has no card payment waiting to be cancelled.',
};

/** Where the order stands after the request (200, and the rest of a 409's body). */
export const CardCancelAnswerSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  confirmationUrl: z.string(),
});
export type CardCancelAnswer = z.output<typeof CardCancelAnswerSchema>;
