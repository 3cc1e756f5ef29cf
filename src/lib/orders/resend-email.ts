import { z } from 'zod';
import { ORDER_STATUS_LABELS, OrderStatusSchema, type OrderStatus } from './status.ts';

/**
 * The emails staff may send a shopper again: the payment request (the confirmation of an order
 * still to be paid, with how to pay), the confirmation of a paid order (no payment asked), and
 * the cancellation notice.
 */
export const RESENDABLE_EMAILS = ['payment_request', 'confirmation', 'cancellation'] as const;
export const ResendableEmailSchema = z.enum(RESENDABLE_EMAILS, {
  error: 'Choose the email to send again',
});
export type ResendableEmail = z.output<typeof ResendableEmailSchema>;

/** POST /api/admin/orders/{id}/resend-email: the email the staff member chose, and what they saw. */
export const ResendEmailRequestSchema = z.object({
  email: ResendableEmailSchema,
  expected: OrderStatusSchema.optional(),
});
export type ResendEmailRequest = z.output<typeof ResendEmailRequestSchema>;

/** Which email fits each state; a refunded order has none to send again. */
const EMAIL_FOR_STATUS: Readonly<Record<OrderStatus, ResendableEmail | null>> = {
  awaiting_payment: 'payment_request',
  paid: 'confirmation',
  packed: 'confirmation',
  out_for_delivery: 'confirmation',
  delivered: 'confirmation',
  collected: 'confirmation',
  cancelled: 'cancellation',
  refunded: null,
};

/** The one email an order in this state may send again, or null; the server enforces it. */
export function resendableEmailFor(status: OrderStatus): ResendableEmail | null {
  return EMAIL_FOR_STATUS[status];
}

/** The button, the confirm step and the toast of each email, in staff's words. */
export const RESEND_WORDING: Readonly<
  Record<ResendableEmail, { button: string; name: string; short: string; asks: string }>
> = {
  payment_request: {
    button: 'Resend payment request',
    name: 'order confirmation with how to pay',
    short: 'payment request',
    asks: 'It asks them to pay and gives the bank details and amount.',
  },
  confirmation: {
    button: 'Resend confirmation',
    name: 'order confirmation',
    short: 'order confirmation',
    asks: 'It says the order is paid and does not ask for money.',
  },
  cancellation: {
    button: 'Resend cancellation',
    name: 'cancellation notice',
    short: 'cancellation notice',
    asks: 'It says the order is cancelled and nothing will come.',
  },
};

/** Why the server refused an email that does not fit the order's state (409). */
export function resendRefusal(status: OrderStatus, asked: ResendableEmail): string | null {
  const fits = resendableEmailFor(status);
  if (fits === asked) return null;
  const state = ORDER_STATUS_LABELS[status].toLowerCase();
  if (!fits) return `This order is ${state}: there is no email to send again.`;
  return `This order is ${state}, so its email is the ${RESEND_WORDING[fits].name}, not the ${RESEND_WORDING[asked].name}.`;
}
