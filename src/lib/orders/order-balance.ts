import { z } from 'zod';
import { refundedCents, type Order } from './order.ts';
import { wasPaid } from './status.ts';

/**
 * What a paid order was paid: its total when the payment was made, which is the total before
 * the first edit made after it (or the total now, when it was not edited since). Zero unpaid.
 */
export function amountPaidCents(
  order: Pick<Order, 'history' | 'payment' | 'totals' | 'edits'>,
): number {
  if (!wasPaid(order)) return 0;
  const paidAt =
    order.payment.paidAt ?? order.history.find((change) => change.to === 'paid')?.at ?? '';
  const firstAfter = order.edits.find((edit) => edit.at >= paidAt);
  return firstAfter ? firstAfter.totalBeforeCents : order.totals.totalCents;
}

/** Money on an order: paid, refunded, and what is still due or was paid over the total. */
export const OrderBalanceSchema = z.object({
  totalCents: z.int().nonnegative(),
  paidCents: z.int().nonnegative(),
  refundedCents: z.int().nonnegative(),
  /** A paid order that now costs more: what the shopper still owes. */
  dueCents: z.int().nonnegative(),
  /** A paid order that now costs less: what the shop should give back. */
  overpaidCents: z.int().nonnegative(),
});
export type OrderBalance = z.output<typeof OrderBalanceSchema>;

/**
 * The balance of an order. Still due: the total beyond what was paid (refunds made for other
 * reasons, such as a missing sauce, do not make it due again). Over-paid: what was paid beyond
 * the total, less what was refunded already. An unpaid order shows neither.
 */
export function orderBalance(
  order: Pick<Order, 'history' | 'payment' | 'totals' | 'edits' | 'refunds'>,
): OrderBalance {
  const paidCents = amountPaidCents(order);
  const refunded = refundedCents(order);
  const totalCents = order.totals.totalCents;
  const paid = wasPaid(order);
  return {
    totalCents,
    paidCents,
    refundedCents: refunded,
    dueCents: paid ? Math.max(0, totalCents - paidCents) : 0,
    overpaidCents: paid ? Math.max(0, paidCents - refunded - totalCents) : 0,
  };
}
