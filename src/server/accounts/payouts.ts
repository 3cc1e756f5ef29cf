// Stripe payouts read from Stripe's API (payouts and the balance transactions each paid out), set
// against the orders they settled, and the mark staff put on one once it matches the bank line.
import Stripe from 'stripe';
import {
  PayoutMatchSchema,
  type PayoutDetail,
  type PayoutList,
  type PayoutMatch,
} from '../../lib/accounts/books-answers.ts';
import { addMonths } from '../../lib/accounts/gst-period.ts';
import {
  reconcilePayout,
  type PayoutOrder,
  type PayoutTransaction,
} from '../../lib/accounts/payout-reconciliation.ts';
import { nzDateOf, nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import { ledgerEntriesOf } from '../../lib/orders/money-ledger.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { cardPaymentsEnabled, stripeClient } from '../payments/stripe-client.ts';
import { ordersOfMonths } from './month-orders.ts';

/** `payout-matches/<payoutId>`: a payout staff marked matched against the bank line. */
export const payoutMatches = recordCollection({
  prefix: 'payout-matches',
  schema: PayoutMatchSchema,
});

/** Payouts listed for one month at most; a shop is paid out once a day or less often. */
const MOST_PAYOUTS = 100;
/** Transactions read for one payout at most (Stripe pages them 100 at a time). */
const MOST_TRANSACTIONS = 5_000;

/** Stripe's "no such payout" as our 404; anything else goes on as it is. */
function notFoundOrRethrow(error: unknown, id: string): never {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing'
  ) {
    throw new HttpError(404, `Stripe has no payout ${id}.`);
  }
  throw error;
}

function summaryOf(payout: Stripe.Payout, matched: PayoutMatch | null) {
  return {
    id: payout.id,
    amountCents: payout.amount,
    arrivalDate: nzDateOf(new Date(payout.arrival_date * 1000)),
    status: payout.status,
    matched,
  };
}

/** The bank transfers staff recorded as received in the month (the month's money-days index). */
async function transfersReceivedIn(month: string): Promise<PayoutList['bankTransfers']> {
  const found = await ordersOfMonths([month]);
  return found
    .flatMap((order) =>
      ledgerEntriesOf(order)
        .filter(
          (entry) =>
            entry.kind === 'payment' &&
            entry.method === 'bank_transfer' &&
            entry.day.startsWith(month),
        )
        .map((entry) => ({
          orderId: order.id,
          orderNumber: order.number,
          day: entry.day,
          cents: entry.cents,
          reference: order.payment.reference,
        })),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.orderNumber.localeCompare(b.orderNumber));
}

/** Stripe's payouts reaching the bank from the first month to the end of the last, with marks. */
async function payoutsOfMonths(first: string, last: string): Promise<PayoutList['payouts']> {
  const from = nzWallTimeToUtc(`${first}-01`, '00:00');
  const until = nzWallTimeToUtc(`${addMonths(last, 1)}-01`, '00:00');
  const payouts = await stripeClient()
    .payouts.list({
      arrival_date: {
        gte: Math.floor(from.getTime() / 1000),
        lt: Math.floor(until.getTime() / 1000),
      },
      limit: 100,
    })
    .autoPagingToArray({ limit: MOST_PAYOUTS });
  const matches = await Promise.all(payouts.map((payout) => payoutMatches.get(payout.id)));
  return payouts.map((payout, index) => summaryOf(payout, matches[index] ?? null));
}

/** The payouts reaching the bank in a New Zealand month, newest first, and its transfers. */
export async function listPayouts(month: string): Promise<PayoutList> {
  const bankTransfers = await transfersReceivedIn(month);
  if (!cardPaymentsEnabled()) return { month, cardPayments: false, payouts: [], bankTransfers };
  return { month, cardPayments: true, payouts: await payoutsOfMonths(month, month), bankTransfers };
}

/**
 * The month-end checklist's payouts: those of this New Zealand month and the last not yet marked
 * matched, newest first; not tracked while card payments are off (there are none).
 */
export async function unmatchedPayouts(now = new Date()): Promise<{
  tracked: boolean;
  count: number;
  unmatched: { id: string; arrivedOn: string; amountCents: number }[];
}> {
  if (!cardPaymentsEnabled()) return { tracked: false, count: 0, unmatched: [] };
  const month = nzDateOf(now).slice(0, 7);
  const open = (await payoutsOfMonths(addMonths(month, -1), month)).filter(
    (payout) => payout.matched === null,
  );
  return {
    tracked: true,
    count: open.length,
    unmatched: open.map((payout) => ({
      id: payout.id,
      arrivedOn: payout.arrivalDate,
      amountCents: payout.amountCents,
    })),
  };
}

/** A balance transaction as the reconciliation reads it, its source's order named. */
function transactionOf(txn: Stripe.BalanceTransaction): PayoutTransaction {
  const source = typeof txn.source === 'object' && txn.source !== null ? txn.source : null;
  const fields = (source ?? {}) as { payment_intent?: unknown; metadata?: unknown };
  const intent = fields.payment_intent;
  const metadata = (fields.metadata ?? {}) as Record<string, unknown>;
  return {
    id: txn.id,
    type: txn.type,
    amountCents: txn.amount,
    feeCents: txn.fee,
    netCents: txn.net,
    sourceId: typeof txn.source === 'string' ? txn.source : (source?.id ?? null),
    paymentIntent:
      typeof intent === 'string' ? intent : ((intent as { id?: string } | null)?.id ?? null),
    orderId: typeof metadata.orderId === 'string' ? metadata.orderId : null,
    description: txn.description ?? txn.type,
  };
}

/** One payout from Stripe, its transactions set against the orders they name. */
export async function readPayout(id: string): Promise<PayoutDetail> {
  if (!cardPaymentsEnabled()) throw new HttpError(404, 'Card payments are not set up.');
  const stripe = stripeClient();
  const payout = await stripe.payouts
    .retrieve(id)
    .catch((error: unknown) => notFoundOrRethrow(error, id));
  const transactions = (
    await stripe.balanceTransactions
      .list({ payout: id, limit: 100, expand: ['data.source'] })
      .autoPagingToArray({ limit: MOST_TRANSACTIONS })
  ).map(transactionOf);
  const orderIds = [...new Set(transactions.flatMap((txn) => (txn.orderId ? [txn.orderId] : [])))];
  const orders = new Map<string, PayoutOrder>();
  for (const order of await Promise.all(orderIds.map(getOrder))) {
    if (order) orders.set(order.id, order);
  }
  const matched = await payoutMatches.get(id);
  return {
    payout: summaryOf(payout, matched),
    ...reconcilePayout(payout.amount, transactions, orders),
  };
}

/**
 * Marks a payout matched against its bank line, once (a second mark is refused, 409). A payout
 * that shows differences needs a note saying how they were settled (422), so none is passed over.
 */
export async function markPayoutMatched(
  actor: Actor,
  id: string,
  note: string,
  now = new Date(),
): Promise<PayoutDetail> {
  const detail = await readPayout(id);
  if (detail.differences.length > 0 && note === '') {
    throw new HttpError(422, 'This payout shows differences: say how they were settled.', {
      errors: { note: 'Say how the differences shown were settled' },
    });
  }
  const saved = await auditedUpdate(
    payoutMatches,
    id,
    (current) => {
      if (current) throw new HttpError(409, `Payout ${id} was marked matched already.`);
      return {
        payoutId: id,
        amountCents: detail.payout.amountCents,
        at: now.toISOString(),
        by: { id: actor.id, username: actor.username },
        note,
      };
    },
    { actor, action: 'payout.matched' },
  );
  return { ...detail, payout: { ...detail.payout, matched: saved.data } };
}
