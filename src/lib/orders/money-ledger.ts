// The money ledger of an order: the payment received and every refund (with its credit note) as
// dated entries, read from what the order already records (its payment, history, edits, moves and
// refunds), so no fact is kept twice and orders written before the ledger read the same. Every
// money figure the shop shows (dashboard revenue and awaiting payment, a customer's total spent,
// the order page's balance and GST, receipts, credit notes, the CSV export) is worked out here.
import { z } from 'zod';
import { nzDateOf } from '../delivery/nz-time.ts';
import type { Order, Refund } from './order.ts';
import { gstIncludedIn } from './pricing.ts';
import { wasPaid } from './status.ts';

/** What the money of an order depends on: its state, payment, total, refunds and changes. */
export type LedgerOrder = Pick<
  Order,
  'status' | 'history' | 'payment' | 'totals' | 'edits' | 'moves' | 'refunds'
>;

/** Money in: the payment received (a card charge, or a bank transfer staff marked paid). */
export interface PaymentEntry {
  kind: 'payment';
  at: string;
  /** The New Zealand day the money came in: a transfer's day as staff entered it, else paidAt. */
  day: string;
  method: Order['payment']['method'];
  cents: number;
}

/** Money out: a refund done or under way (a failed one gave nothing), with its credit note. */
export interface RefundEntry {
  kind: 'refund';
  at: string;
  day: string;
  refundId: string;
  cents: number;
  creditNote: string | null;
}

/** One entry of an order's ledger. */
export type LedgerEntry = PaymentEntry | RefundEntry;

/** When the order was marked paid: its payment's time, or the history's move to paid. */
function paidAtOf(order: Pick<Order, 'payment' | 'history'>): string {
  return order.payment.paidAt ?? order.history.find((change) => change.to === 'paid')?.at ?? '';
}

/**
 * What a paid order was paid: its total when the payment was made, which is the total before
 * the first change after it, an edit or a move to another way of handing it over (or the total
 * now, when nothing changed it since). Zero unpaid.
 */
export function paidCents(order: Omit<LedgerOrder, 'status' | 'refunds'>): number {
  if (!wasPaid(order)) return 0;
  const paidAt = paidAtOf(order);
  const changes = [
    ...order.edits.map((edit) => ({ at: edit.at, totalBefore: edit.totalBeforeCents })),
    ...order.moves.map((move) => ({ at: move.at, totalBefore: move.totalCentsBefore })),
  ];
  const firstAfter = changes
    .filter((change) => change.at >= paidAt)
    .sort((a, b) => a.at.localeCompare(b.at))[0];
  return firstAfter ? firstAfter.totalBefore : order.totals.totalCents;
}

/** Whether a refund gave money back or is giving it (a failed one gave nothing). */
function counts(refund: Refund): boolean {
  return refund.status !== 'failed';
}

/** Money refunded or being refunded: what no second refund may take again. */
export function refundedCents(order: Pick<Order, 'refunds'>): number {
  return order.refunds.filter(counts).reduce((sum, refund) => sum + refund.amountCents, 0);
}

/** The order's ledger, oldest entry first: its payment (once paid), then each refund. */
export function ledgerEntriesOf(order: Omit<LedgerOrder, 'status'>): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  if (wasPaid(order)) {
    const at = paidAtOf(order);
    entries.push({
      kind: 'payment',
      at,
      day: order.payment.receivedOn ?? nzDateOf(new Date(at)),
      method: order.payment.method,
      cents: paidCents(order),
    });
  }
  for (const refund of order.refunds.filter(counts)) {
    entries.push({
      kind: 'refund',
      at: refund.at,
      day: nzDateOf(new Date(refund.at)),
      refundId: refund.id,
      cents: refund.amountCents,
      creditNote: refund.creditNote?.number ?? null,
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** Money the shop kept from the order: received less refunded (revenue, a customer's spend). */
export function keptCents(order: Omit<LedgerOrder, 'status'>): number {
  return Math.max(0, paidCents(order) - refundedCents(order));
}

/**
 * What is still owed on the order: an order awaiting payment owes its total; a paid order that
 * now costs more owes the difference; a cancelled or refunded order owes nothing.
 */
export function owedCents(order: LedgerOrder): number {
  if (order.status === 'cancelled' || order.status === 'refunded') return 0;
  return wasPaid(order) ? orderBalance(order).dueCents : order.totals.totalCents;
}

/** The order's total less what was refunded: its sale after refunds ("Total after refunds"). */
export function totalAfterRefundsCents(order: Pick<Order, 'totals' | 'refunds'>): number {
  return Math.max(0, order.totals.totalCents - refundedCents(order));
}

/** The GST in a GST-inclusive amount, one rounding for every document (3/23, pricing.ts). */
export function gstOfCents(cents: number): number {
  return gstIncludedIn(cents);
}

/**
 * The GST of the order's total after refunds (what was kept, once paid): the GST its receipt
 * states less the GST each refund's credit note states, so the documents and the order page
 * agree to the cent (each document rounds its own amount; 3/23 of the total after refunds
 * may differ by a cent a refund).
 */
export function gstAfterRefundsCents(order: Pick<Order, 'totals' | 'refunds'>): number {
  const credited = order.refunds
    .filter(counts)
    .reduce((sum, refund) => sum + gstOfCents(refund.amountCents), 0);
  return Math.max(0, gstOfCents(order.totals.totalCents) - credited);
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
 * The balance the order would have at a total (its own, or a move's new delivery fee). Still
 * due: the total beyond what was paid (refunds made for other reasons, such as a missing sauce,
 * do not make it due again). Over-paid: what was paid beyond the total, less what was refunded
 * already. An unpaid order shows neither.
 */
export function orderBalance(
  order: Omit<LedgerOrder, 'status'>,
  totalCents = order.totals.totalCents,
): OrderBalance {
  const paid = paidCents(order);
  const refunded = refundedCents(order);
  const wasPaidOnce = wasPaid(order);
  return {
    totalCents,
    paidCents: paid,
    refundedCents: refunded,
    dueCents: wasPaidOnce ? Math.max(0, totalCents - paid) : 0,
    overpaidCents: wasPaidOnce ? Math.max(0, paid - refunded - totalCents) : 0,
  };
}

/** A customer's total spent: the money kept from each of their orders, added up. */
export function totalSpentCents(entries: readonly { keptCents: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.keptCents, 0);
}

/** The money that moved on one New Zealand day in an order's ledger: received and refunded. */
export function moneyOnDay(
  entries: readonly LedgerEntry[],
  day: string,
): { receivedCents: number; refundedCents: number } {
  let receivedCents = 0;
  let refunded = 0;
  for (const entry of entries) {
    if (entry.day !== day) continue;
    if (entry.kind === 'payment') receivedCents += entry.cents;
    else refunded += entry.cents;
  }
  return { receivedCents, refundedCents: refunded };
}
