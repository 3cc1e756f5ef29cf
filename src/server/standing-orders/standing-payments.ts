// Paying for the orders a card standing order makes: the saved card is charged off-session when
// the order is made; a charge that fails (or no card saved) leaves the order awaiting payment,
// held until its slot's cut-off, and emails the shopper a Stripe payment page for it. Unpaid at
// the cut-off, the order is cancelled (its stock and slot given back) and the shopper told.
import { z } from 'zod';
import { datedSlot } from '../../lib/delivery/availability.ts';
import { nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import {
  standingPaymentFailedEmail,
  standingUnpaidCancelledEmail,
} from '../../lib/emails/standing-order-emails.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { reusedSlot, reusedSpecialDate } from '../delivery/store.ts';
import { confirmationPath, orderEmailsOf } from '../orders/after-placement.ts';
import { cardPaymentHandlers } from '../orders/card-payments.ts';
import { changeOrder } from '../orders/order-changes.ts';
import { getOrder } from '../orders/orders.ts';
import { sendOwedEmailsOnce } from '../orders/placement-emails.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { createCheckoutSession, expireCheckoutSession } from '../payments/checkout-session.ts';
import { chargeSavedCard } from '../payments/saved-cards.ts';
import { claimNotice, emailBase, mailShopper } from './standing-notices.ts';
import { saveStandingOrder } from './standing-orders.ts';

/** Who charges and cancels the orders a standing order makes. */
export const STANDING_JOB_ACTOR: OrderActor = {
  kind: 'system',
  id: 'standing-orders',
  name: 'Standing orders',
};

/** Stripe's longest Checkout session, and its shortest (with a minute to spare). */
const MAX_SESSION_MS = 24 * 60 * 60_000;
const MIN_SESSION_MS = 31 * 60_000;

/** A made order waiting to be paid by its slot's cut-off: `standing-order-holds/<orderId>`. */
const UnpaidHoldSchema = z.object({
  orderId: z.uuid(),
  standingOrderId: z.uuid(),
  /** The delivery date the standing order was due on. */
  date: z.iso.date(),
  payBy: z.iso.datetime(),
});
type UnpaidHold = z.output<typeof UnpaidHoldSchema>;

/** Orders held unpaid, one record each; few at a time (only failed charges). */
export const unpaidHolds = recordCollection({
  prefix: 'standing-order-holds',
  schema: UnpaidHoldSchema,
});

/** The cut-off of the slot an order booked (weekly or an extra day's window). */
export async function slotCutoffOf(order: Pick<Order, 'fulfilment'>): Promise<string> {
  const { date, slotId } = order.fulfilment;
  const [weekly, special] = await Promise.all([
    reusedSlot.get(slotId),
    reusedSpecialDate.get(date),
  ]);
  const extra =
    special?.kind === 'extra' ? special.slots?.find((window) => window.id === slotId) : undefined;
  const window = extra ?? weekly;
  // A slot deleted since: hold until the start of the day.
  if (!window) return nzWallTimeToUtc(date, '00:00').toISOString();
  return datedSlot(window, date).cutoffAt;
}

/**
 * Holds an unpaid order until its slot's cut-off (the hold first, so the order is settled then
 * whatever fails after) and emails the shopper a page to pay it: a Stripe Checkout session ending
 * then. A rerun after a failure makes the page that is still missing; the email goes once.
 */
async function holdUnpaid(
  standing: StandingOrder,
  order: Order,
  reason: string,
  origin: string,
  now: Date,
): Promise<void> {
  const payBy = await slotCutoffOf(order);
  await unpaidHolds.createOnce(order.id, {
    orderId: order.id,
    standingOrderId: standing.id,
    date: order.standingOrder?.dueDate ?? order.fulfilment.date,
    payBy,
  });
  const ends = Math.min(
    Math.max(Date.parse(payBy), now.getTime() + MIN_SESSION_MS),
    now.getTime() + MAX_SESSION_MS,
  );
  const back = `${origin}${confirmationPath(order)}`;
  const session = await createCheckoutSession(
    order,
    { successUrl: back, cancelUrl: back },
    now,
    new Date(ends),
  );
  const saved = await changeOrder({
    orderId: order.id,
    kind: 'payment',
    actor: STANDING_JOB_ACTOR,
    now,
    origin,
    apply: (current) => {
      // A page made by an earlier try stays the order's own (its email may have gone).
      if (current.payment.stripeSessionId) return current;
      return { ...current, payment: { ...current.payment, stripeSessionId: session.sessionId } };
    },
  });
  if (saved.order.payment.stripeSessionId !== session.sessionId) return;
  if (!(await claimNotice(standing, order.fulfilment.date, `pay-${order.id}`, now))) return;
  const base = emailBase(standing, origin);
  const facts = {
    number: order.number,
    totalCents: order.totals.totalCents,
    slotLabel: order.fulfilment.slotLabel,
    payByAt: payBy,
  };
  await mailShopper(standing, standingPaymentFailedEmail(base, facts, session.url, reason));
}

/**
 * Pays a card standing order's new order with the saved card, off-session (the idempotency key
 * is the order's, and a delivery makes one order, so a rerun after a crash gets the first charge
 * back). Paid: the order is marked paid and its confirmation sent once (claimed per order and
 * kind, placement-emails.ts), also by a rerun when the run that marked it paid died before
 * emailing. Declined or no card: held unpaid with a link to pay.
 */
export async function payStandingOrder(
  standing: StandingOrder,
  order: Order,
  origin: string,
  now: Date,
): Promise<'paid' | 'held' | 'none'> {
  if (order.paymentMethod !== 'card') return 'none';
  let current = order;
  if (current.status === 'awaiting_payment') {
    // Held already (a rerun after the charge failed): the shopper has their page to pay.
    if (current.payment.stripeSessionId) return 'held';
    const { card } = standing;
    const charge = card
      ? await chargeSavedCard({
          card,
          amountCents: current.totals.totalCents,
          orderId: current.id,
          orderNumber: current.number,
          idempotencyKey: `so-charge-${current.id}`,
        })
      : { ok: false as const, reason: 'there is no card saved for your standing order' };
    if (!charge.ok) {
      await holdUnpaid(standing, current, charge.reason, origin, now);
      return 'held';
    }
    current = (
      await changeOrderStatus(current.id, 'paid', STANDING_JOB_ACTOR, {
        note: 'Charged the saved card',
        paymentIntentId: charge.paymentIntentId,
        now,
      })
    ).order;
  }
  if (current.status !== 'paid') return 'none';
  await sendOwedEmailsOnce(current.id, await orderEmailsOf(current, origin), now);
  return 'paid';
}

/** Ends one hold at its cut-off: paid meanwhile, or cancelled and the shopper told. */
async function settleHold(hold: UnpaidHold, origin: string, now: Date) {
  let order = await getOrder(hold.orderId);
  const sessionId = order?.payment.stripeSessionId;
  if (order?.status === 'awaiting_payment' && sessionId) {
    // Paid at the last moment: Stripe says so when asked to end the page.
    if ((await expireCheckoutSession(sessionId)) === 'completed') {
      const emails: Promise<unknown>[] = [];
      await cardPaymentHandlers.completed(order.id, sessionId, origin, (work) => {
        emails.push(work);
      });
      await Promise.all(emails);
    }
    order = await getOrder(hold.orderId);
  }
  if (order?.status === 'awaiting_payment') {
    order = (
      await changeOrderStatus(order.id, 'cancelled', STANDING_JOB_ACTOR, {
        note: 'Not paid by the cut-off',
        onlyFrom: 'awaiting_payment',
        now,
      })
    ).order;
  }
  if (order?.status === 'cancelled') {
    const standing = { id: hold.standingOrderId };
    const stored = await saveStandingOrder(hold.standingOrderId, (current) => ({
      ...current,
      runs: current.runs.map((run) =>
        run.orderId === hold.orderId
          ? { ...run, outcome: 'failed' as const, note: 'Not paid by the cut-off' }
          : run,
      ),
    }));
    if (await claimNotice(standing, hold.date, `unpaid-${hold.orderId}`, now)) {
      const base = emailBase(stored.data, origin);
      const facts = { number: order.number, slotLabel: order.fulfilment.slotLabel };
      await mailShopper(stored.data, standingUnpaidCancelledEmail(base, facts));
    }
  }
  await unpaidHolds.delete(hold.orderId);
}

/** Settles the holds whose cut-off has passed; returns the orders they were for. */
export async function settleUnpaidHolds(
  now: Date,
  origin: string,
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<string[]> {
  const settled: string[] = [];
  for (const id of await unpaidHolds.listIds()) {
    if (budget.spent()) break;
    const hold = await unpaidHolds.get(id);
    if (!hold || now.getTime() < Date.parse(hold.payBy)) continue;
    try {
      await settleHold(hold, origin, now);
      settled.push(hold.orderId);
    } catch (error) {
      console.error(`The unpaid standing order ${hold.orderId} could not be settled`, error);
    }
  }
  return settled;
}
