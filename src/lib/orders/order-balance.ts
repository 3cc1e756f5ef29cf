import { z } from 'zod';
import { refundedCents, type Order } from './order.ts';
import { wasPaid } from './status.ts';

/** What the money of an order depends on: its payment, total, and the changes made since. */
type MoneyOrder = Pick<Order, 'history' | 'payment' | 'totals' | 'edits' | 'moves'>;

/**
 * What a paid order was paid: its total when the payment was made, which is the total before
 * the first change after it, an edit or a move to another way of handing it over (or the total
 * now, when nothing changed it since). Zero unpaid.
 */
export function amountPaidCents(order: MoneyOrder): number {
  if (!wasPaid(order)) return 0;
  const paidAt =
    order.payment.paidAt ?? order.history.find((change) => change.to === 'paid')?.at ?? '';
  const changes = [
    ...order.edits.map((edit) => ({ at: edit.at, totalBefore: edit.totalBeforeCents })),
    ...order.moves.map((move) => ({ at: move.at, totalBefore: move.totalCentsBefore })),
  ];
  const firstAfter = changes
    .filter((change) => change.at >= paidAt)
    .sort((a, b) => a.at.localeCompare(b.at))[0];
  return firstAfter ? firstAfter.totalBefore : order.totals.totalCents;
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
export function orderBalance(order: MoneyOrder & Pick<Order, 'refunds'>): OrderBalance {
  return balanceAtTotal(order, order.totals.totalCents);
}

/** The balance the order would have at another total (a move's new delivery fee). */
export function balanceAtTotal(
  order: MoneyOrder & Pick<Order, 'refunds'>,
  totalCents: number,
): OrderBalance {
  const paidCents = amountPaidCents(order);
  const refunded = refundedCents(order);
  const paid = wasPaid(order);
  return {
    totalCents,
    paidCents,
    refundedCents: refunded,
    dueCents: paid ? Math.max(0, totalCents - paidCents) : 0,
    overpaidCents: paid ? Math.max(0, paidCents - refunded - totalCents) : 0,
  };
}
