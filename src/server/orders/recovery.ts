import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { CHECKOUT_ACTOR, MAINTENANCE_ACTOR } from '../../lib/orders/order.ts';
import { expireCheckoutSession, sessionExpiry } from '../payments/checkout-session.ts';
import { finishPlacement } from './after-placement.ts';
import { cardPaymentHandlers } from './card-payments.ts';
import { cardPaymentWatch, watchCardPayment } from './card-payment-watch.ts';
import { createOrderRecord, getOrder } from './orders.ts';
import { giveBackUnlessConfirmed, releaseHolds } from './placement-give-back.ts';
import {
  ABANDONED_KEPT_MS,
  closePlacement,
  noteGivenBack,
  placements,
  PLACEMENT_GRACE_MS,
  type Placement,
} from './placements.ts';
import { changeOrderStatus } from './status-change.ts';

/** How long after a session's end Stripe's own webhook is given before the shop asks Stripe. */
export const WEBHOOK_GRACE_MS = 10 * 60 * 1000;

/** What one pass of the recovery did, for the maintenance job's log. */
export interface RecoveryReport {
  /** Placements whose order was never confirmed: their holds were given back now. */
  released: string[];
  /** Placements whose order was confirmed but not written or not announced: finished now. */
  finished: string[];
}

/**
 * Finishes or gives back one placement left behind, or forgets it; null when there was nothing
 * to report. Every step is safe to repeat, and each move of a pending placement is a
 * conditional write, so this agrees with checkouts still at work and with itself.
 */
async function recoverPlacement(
  placement: Placement,
  origin: string,
  now: Date,
): Promise<'released' | 'finished' | null> {
  if (placement.state === 'abandoned') {
    const forget = now.getTime() - Date.parse(placement.startedAt) >= ABANDONED_KEPT_MS;
    // Given back by its attempt: again only before forgetting it, for any late attempt's takes.
    if (!placement.givenBackAt || forget) await releaseHolds(placement, MAINTENANCE_ACTOR);
    if (forget) await closePlacement(placement.orderId);
    else await noteGivenBack(placement.orderId, now);
    return placement.givenBackAt ? null : 'released';
  }
  // Placements from before states were kept: the order record says whether it was confirmed.
  const written = await getOrder(placement.orderId);
  const confirmed = placement.order;
  if (!written && !confirmed) {
    const outcome = await giveBackUnlessConfirmed(placement, MAINTENANCE_ACTOR, now);
    if (outcome !== 'confirmed') return outcome === 'given-back' ? 'released' : null;
    const settled = await placements.get(placement.orderId);
    return settled ? recoverPlacement(settled, origin, now) : null;
  }
  // A confirmed order stands even if the attempt that confirmed it died before writing it.
  const order = written ?? (confirmed && (await createOrderRecord(confirmed)).order);
  if (!order) return null;
  if (order.paymentMethod === 'card' && order.status === 'awaiting_payment') {
    await watchCardPayment(order.id, sessionExpiry(new Date(placement.startedAt)));
  }
  await finishPlacement(order, origin, now);
  return 'finished';
}

/**
 * Finds placements left behind past the grace period (every request for the order died between
 * taking and finishing): one never confirmed is abandoned and its stock, slot place and promo
 * use given back; a confirmed one gets its order written if need be and finished (each email
 * once, and for a card order, a watch on its payment); an abandoned one is given back if its
 * attempt could not, and forgotten once no attempt of its order id can still be at work. Safe
 * to run again, alongside itself and alongside checkouts.
 */
export async function recoverPlacements(
  now: Date,
  origin: string,
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<RecoveryReport> {
  const report: RecoveryReport = { released: [], finished: [] };
  for (const id of await placements.listIds()) {
    if (budget.spent()) break;
    const placement = await placements.get(id);
    if (!placement || now.getTime() - Date.parse(placement.startedAt) < PLACEMENT_GRACE_MS) {
      continue;
    }
    try {
      const outcome = await recoverPlacement(placement, origin, now);
      if (outcome) report[outcome].push(placement.orderId);
    } catch (error) {
      console.error(`The placement of order ${placement.orderId} could not be recovered`, error);
    }
  }
  return report;
}

/** Settles one card order whose payment session is over; true when it moved the order. */
async function settleCardPayment(
  orderId: string,
  origin: string,
  afterAnswer: (work: Promise<unknown>) => void,
): Promise<boolean> {
  const order = await getOrder(orderId);
  if (order?.status !== 'awaiting_payment') return false;
  const sessionId = order.payment.stripeSessionId;
  if (!sessionId) {
    // The request died before Stripe gave a payment page: nobody can pay this order.
    await changeOrderStatus(order.id, 'cancelled', CHECKOUT_ACTOR, {
      note: 'Card payment was never started',
      onlyFrom: 'awaiting_payment',
      movedBy: MAINTENANCE_ACTOR,
    });
    return true;
  }
  if ((await expireCheckoutSession(sessionId)) === 'completed') {
    await cardPaymentHandlers.completed(order.id, sessionId, origin, afterAnswer);
  } else {
    await cardPaymentHandlers.expired(order.id, sessionId);
  }
  return true;
}

/**
 * Settles card orders still awaiting payment after their Checkout session ended and Stripe's
 * webhook had time to arrive: asks Stripe how the session ended, marks a paid one paid (and
 * announces it), cancels an unpaid one (giving its stock, slot and promo use back). A failure
 * (Stripe unreachable) leaves the order watched for the next run.
 */
export async function settleCardPayments(
  now: Date,
  origin: string,
  afterAnswer: (work: Promise<unknown>) => void,
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<string[]> {
  const settled: string[] = [];
  for (const id of await cardPaymentWatch.listIds()) {
    if (budget.spent()) break;
    const watch = await cardPaymentWatch.get(id);
    if (!watch || now.getTime() < Date.parse(watch.expiresAt) + WEBHOOK_GRACE_MS) continue;
    try {
      if (await settleCardPayment(watch.orderId, origin, afterAnswer)) settled.push(watch.orderId);
      await cardPaymentWatch.delete(id);
    } catch (error) {
      console.error(`The card payment of order ${watch.orderId} could not be settled`, error);
    }
  }
  return settled;
}
