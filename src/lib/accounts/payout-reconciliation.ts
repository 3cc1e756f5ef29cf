// A Stripe payout set against the shop's own records: every balance transaction it paid out (a
// card charge less Stripe's fee, a refund, an adjustment) beside the order it belongs to and the
// amount the order's money ledger expected, with every difference named (never netted away), and
// the totals a bookkeeper enters against the bank line: gross sales, refunds, fees as an expense
// and the net, which is the amount that reached the bank.
import { z } from 'zod';
import { paidCents } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';
import { formatNZD } from '../money.ts';

/** A balance transaction of a payout, as the server reads it from Stripe. */
export interface PayoutTransaction {
  id: string;
  /** Stripe's type: charge, payment, refund, payment_refund, adjustment, payout, ... */
  type: string;
  amountCents: number;
  feeCents: number;
  netCents: number;
  /** The charge or refund it came from (its id), when it has one. */
  sourceId: string | null;
  paymentIntent: string | null;
  /** The order the charge or refund names in its metadata. */
  orderId: string | null;
  description: string;
}

/** What the reconciliation reads of an order. */
export type PayoutOrder = Pick<
  Order,
  'id' | 'number' | 'history' | 'payment' | 'totals' | 'edits' | 'moves' | 'refunds'
>;

/** One line of a payout: a Stripe transaction and what the shop expected of it. */
export const PayoutLineSchema = z.object({
  transactionId: z.string(),
  kind: z.enum(['charge', 'refund', 'adjustment', 'other']),
  description: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Signed as Stripe signs it: a charge adds, a refund takes away. */
  grossCents: z.int(),
  feeCents: z.int(),
  netCents: z.int(),
  /** What the order's ledger says this line should be (signed the same way); null for none. */
  expectedCents: z.int().nullable(),
});
/** One line of a payout. */
export type PayoutLine = z.output<typeof PayoutLineSchema>;

/** A difference between what the shop expected and what Stripe paid out. */
export const PayoutDifferenceSchema = z.object({
  transactionId: z.string().nullable(),
  message: z.string(),
  /** Arrived less expected (negative: less arrived than expected). */
  cents: z.int(),
});

/** The totals a bookkeeper enters against the bank line; they add up to the net. */
export const PayoutTotalsSchema = z.object({
  salesCents: z.int(),
  /** Refunds paid back out of the payout, as a positive amount. */
  refundsCents: z.int(),
  /** Stripe's fees, as a positive amount (an expense). */
  feesCents: z.int(),
  /** Adjustments and anything else Stripe paid out, signed. */
  otherCents: z.int(),
  /** sales − refunds − fees + other: what the lines add up to. */
  netCents: z.int(),
});
/** The totals of a payout. */
export type PayoutTotals = z.output<typeof PayoutTotalsSchema>;

const KINDS: Record<string, PayoutLine['kind']> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  adjustment: 'adjustment',
};

/** What the order's ledger expects of a transaction, and a difference when it disagrees. */
function expectationOf(
  txn: PayoutTransaction,
  kind: PayoutLine['kind'],
  order: PayoutOrder | undefined,
): { expectedCents: number | null; difference: string | null } {
  if (kind === 'adjustment' || kind === 'other') {
    return {
      expectedCents: null,
      difference: `Stripe ${txn.type} not from an order: ${txn.description}`,
    };
  }
  if (!order) {
    const what = kind === 'charge' ? 'Card payment' : 'Refund';
    return {
      expectedCents: null,
      difference: `${what} ${txn.sourceId ?? txn.id} names no order of the shop`,
    };
  }
  if (kind === 'charge') {
    const known = order.payment.paymentIntentId;
    if (known && txn.paymentIntent && known !== txn.paymentIntent) {
      return {
        expectedCents: null,
        difference: `Order ${order.number} was paid by another card payment (${known})`,
      };
    }
    const expected = paidCents(order);
    return {
      expectedCents: expected,
      difference:
        expected === txn.amountCents
          ? null
          : `Order ${order.number}: the shop recorded ${formatNZD(expected)} paid, Stripe took ${formatNZD(txn.amountCents)}`,
    };
  }
  const refund = order.refunds.find((one) => one.stripeRefundId === txn.sourceId);
  if (!refund) {
    return {
      expectedCents: null,
      difference: `Order ${order.number} records no refund ${txn.sourceId ?? txn.id}`,
    };
  }
  return {
    expectedCents: -refund.amountCents,
    difference:
      -refund.amountCents === txn.amountCents
        ? null
        : `Order ${order.number}: the shop refunded ${formatNZD(refund.amountCents)}, Stripe ${formatNZD(-txn.amountCents)}`,
  };
}

/**
 * The lines, totals and differences of a payout of `payoutCents`: its transactions (the payout's
 * own left out) beside the orders they name. The lines' net must add up to the payout; when it
 * does not, that is a difference too.
 */
export function reconcilePayout(
  payoutCents: number,
  transactions: readonly PayoutTransaction[],
  orders: ReadonlyMap<string, PayoutOrder>,
): {
  lines: PayoutLine[];
  totals: PayoutTotals;
  differences: z.output<typeof PayoutDifferenceSchema>[];
} {
  const lines: PayoutLine[] = [];
  const differences: z.output<typeof PayoutDifferenceSchema>[] = [];
  const totals = { salesCents: 0, refundsCents: 0, feesCents: 0, otherCents: 0, netCents: 0 };
  for (const txn of transactions) {
    if (txn.type === 'payout') continue;
    const kind = KINDS[txn.type] ?? 'other';
    const order = txn.orderId ? orders.get(txn.orderId) : undefined;
    const { expectedCents, difference } = expectationOf(txn, kind, order);
    lines.push({
      transactionId: txn.id,
      kind,
      description: txn.description,
      orderId: order?.id ?? null,
      orderNumber: order?.number ?? null,
      grossCents: txn.amountCents,
      feeCents: txn.feeCents,
      netCents: txn.netCents,
      expectedCents,
    });
    if (difference) {
      differences.push({
        transactionId: txn.id,
        message: difference,
        cents: txn.amountCents - (expectedCents ?? 0),
      });
    }
    if (kind === 'charge') totals.salesCents += txn.amountCents;
    else if (kind === 'refund') totals.refundsCents -= txn.amountCents;
    else totals.otherCents += txn.amountCents;
    totals.feesCents += txn.feeCents;
    totals.netCents += txn.netCents;
  }
  if (totals.netCents !== payoutCents) {
    differences.push({
      transactionId: null,
      message: `Stripe's lines add up to ${formatNZD(totals.netCents)}, but the payout is ${formatNZD(payoutCents)}`,
      cents: payoutCents - totals.netCents,
    });
  }
  return { lines, totals, differences };
}
