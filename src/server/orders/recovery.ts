import { releaseSlot } from '../delivery/reservations.ts';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { CHECKOUT_ACTOR, MAINTENANCE_ACTOR } from '../../lib/orders/order.ts';
import { expireCheckoutSession, sessionExpiry } from '../payments/checkout-session.ts';
import { finishPlacement } from './after-placement.ts';
import { cardPaymentHandlers } from './card-payments.ts';
import { cardPaymentWatch, watchCardPayment } from './card-payment-watch.ts';
import { getOrder } from './orders.ts';
import { closePlacement, placements, PLACEMENT_GRACE_MS, type Placement } from './placements.ts';
import { releasePromoUse } from './promos.ts';
import { changeOrderStatus } from './status-change.ts';
import { releaseStock } from '../inventory/order-stock.ts';

/** How long after a session's end Stripe's own webhook is given before the shop asks Stripe. */
export const WEBHOOK_GRACE_MS = 10 * 60 * 1000;

/** What one pass of the recovery did, for the maintenance job's log. */
export interface RecoveryReport {
  /** Placements whose order was never written: their holds were given back. */
  released: string[];
  /** Placements whose order exists but was not announced: finished now. */
  finished: string[];
}

/** Gives back whatever an abandoned placement may have taken; each step is idempotent. */
async function giveBack(placement: Placement): Promise<void> {
  const { orderId } = placement;
  await releaseStock(placement.lines, orderId, MAINTENANCE_ACTOR);
  await releaseSlot({ ...placement.slot, orderId });
  if (placement.promoCode) await releasePromoUse(placement.promoCode, orderId);
}

/** Finishes or gives back one abandoned placement. */
async function recoverPlacement(
  placement: Placement,
  origin: string,
): Promise<'released' | 'finished'> {
  const order = await getOrder(placement.orderId);
  if (!order) {
    await giveBack(placement);
    await closePlacement(placement.orderId);
    return 'released';
  }
  if (order.paymentMethod === 'card' && order.status === 'awaiting_payment') {
    await watchCardPayment(order.id, sessionExpiry(new Date(placement.startedAt)));
  }
  await finishPlacement(order, origin);
  return 'finished';
}

/**
 * Finds orders whose placement was left behind past the grace period (the request died between
 * taking and finishing): an order that was never written gets its stock, slot place and promo
 * use back; one that was written is finished (emails, and for a card order, a watch on its
 * payment). Safe to run again and alongside itself.
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
      const outcome = await recoverPlacement(placement, origin);
      report[outcome].push(placement.orderId);
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
