import type { Order } from './order.ts';
import type { PaymentMethod } from './request.ts';
import { wasPaid } from './status.ts';

/**
 * What an order's confirmation page says about paying. An order that was cancelled or refunded
 * asks for nothing any more: without this, a card order whose Stripe session expired kept saying
 * its payment confirmation was on its way, and a cancelled bank-transfer order asked to be paid.
 */
export type PaymentNotice =
  | { kind: 'paid'; method: PaymentMethod }
  | { kind: 'awaiting_card' }
  | { kind: 'awaiting_transfer' }
  | { kind: 'cancelled'; paid: boolean }
  | { kind: 'refunded' };

/** The payment notice for an order, from its status first and then its payment. */
export function paymentNoticeFor(
  order: Pick<Order, 'status' | 'history' | 'paymentMethod' | 'payment'>,
): PaymentNotice {
  if (order.status === 'refunded') return { kind: 'refunded' };
  if (order.status === 'cancelled') return { kind: 'cancelled', paid: wasPaid(order) };
  if (order.payment.paidAt !== undefined) return { kind: 'paid', method: order.paymentMethod };
  return order.paymentMethod === 'card' ? { kind: 'awaiting_card' } : { kind: 'awaiting_transfer' };
}

/**
 * What the confirmation page says about the email. Card orders are emailed once Stripe reports
 * them paid, so one still waiting gets it later and one cancelled unpaid never gets one.
 */
export function confirmationEmailSentence(
  order: Pick<Order, 'status' | 'history' | 'paymentMethod' | 'payment' | 'customer'>,
): string {
  const notice = paymentNoticeFor(order);
  const { email } = order.customer;
  if (notice.kind === 'awaiting_card') {
    return `A confirmation email goes to ${email} once your payment is confirmed.`;
  }
  if (order.paymentMethod === 'card' && notice.kind === 'cancelled' && !notice.paid) return '';
  return `A confirmation email is on its way to ${email}.`;
}
