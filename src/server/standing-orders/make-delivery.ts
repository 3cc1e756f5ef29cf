// Makes one delivery of a standing order into a real order, exactly once: the process holding the
// delivery's lease places its recorded request through placeOrder (the checkout's own path: key
// claimed first, stock and slot taken atomically, priced at today's prices), moves or cuts it
// down as the shopper chose when refused, then finishes it (emails, the card charge) and moves
// the standing order on. A process that dies anywhere leaves the record for the next run.
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import {
  followingDate,
  withRun,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { itemsSentence } from '../../lib/standing-orders/standing-run.ts';
import { checkStoreDeadline } from '../blobs/store-deadline.ts';
import { finishPlacement } from '../orders/after-placement.ts';
import { getOrder } from '../orders/orders.ts';
import { placeOrder } from '../orders/place-order.ts';
import { firstRequest, nextAttemptAfter } from './delivery-attempts.ts';
import { noteMissedDelivery } from './missed-deliveries.ts';
import { sendChangeNotice } from './standing-notices.ts';
import { payStandingOrder } from './standing-payments.ts';
import { saveStandingOrder, standingOrders } from './standing-orders.ts';
import {
  changeMake,
  LeaseLostError,
  requestOf,
  takeMakeLease,
  type StandingMake,
} from './standing-makes.ts';

/** What became of a delivery in this run. */
export type DeliveryOutcome = 'made' | 'skipped' | 'busy';

/** At most this many attempts (first, moved, cut down, without a refused promo) per delivery. */
const MAX_ATTEMPTS = 6;

/** Places the attempts until one is made or the delivery is skipped. */
async function decide(
  order: StandingOrder,
  date: string,
  leaseId: string,
  start: StandingMake,
  now: Date,
): Promise<StandingMake> {
  let make = start;
  const change = (fn: (current: StandingMake) => StandingMake) =>
    changeMake(order.id, date, leaseId, fn);
  while (!make.outcome) {
    // Each attempt is a step of its own: none starts past the run's deadline.
    checkStoreDeadline(`making ${order.id}/${date}`);
    let request: PlaceOrderRequest | null = requestOf(make);
    if (!request) {
      const first = firstRequest(order, date);
      make = await change((current) => ({ ...current, request: first }));
      request = first;
    }
    try {
      const placed = await placeOrder(request, now, {
        standingOrder: { id: order.id, dueDate: date },
      });
      make = await change((current) => ({
        ...current,
        outcome: { kind: 'made', orderId: placed.order.id },
      }));
    } catch (error) {
      const next =
        make.attempt >= MAX_ATTEMPTS
          ? { kind: 'skip' as const, reason: 'it could not be made' }
          : await nextAttemptAfter(error, { order, date, make, request }, now);
      make = await change((current) =>
        next.kind === 'skip'
          ? { ...current, outcome: { kind: 'skipped', note: next.reason } }
          : {
              ...current,
              attempt: current.attempt + 1,
              request: next.request,
              // A cut-down after a move stays moved: the email says both.
              change: next.change ?? current.change,
            },
      );
    }
  }
  return make;
}

/** Emails, card charge and listings of a made order; the skip email of a skipped delivery. */
async function finishOutcome(
  order: StandingOrder,
  date: string,
  make: StandingMake,
  origin: string,
  now: Date,
) {
  const outcome = make.outcome;
  if (outcome?.kind === 'skipped') {
    await sendChangeNotice(
      order,
      { kind: 'skipped', date, reason: outcome.note ?? 'it could not be made' },
      origin,
      now,
    );
    return null;
  }
  const made = outcome?.orderId ? await getOrder(outcome.orderId) : null;
  if (!made) throw new Error(`The order of standing order ${order.id} on ${date} is missing`);
  checkStoreDeadline(`paying ${made.id}`);
  await payStandingOrder(order, made, origin, now);
  checkStoreDeadline(`finishing ${made.id}`);
  const current = (await getOrder(made.id)) ?? made;
  // Lists, search, and for bank transfer the confirmation with amount and reference, each once
  // by the job's clock (a dead run's unmarked claim is taken over by a later run); closes the
  // placement.
  await finishPlacement(current, origin, now);
  if (make.change?.kind === 'moved') {
    const { slotLabel } = current.fulfilment;
    await sendChangeNotice(
      order,
      { kind: 'moved', date, toDate: make.change.toDate, slotLabel, reason: make.change.reason },
      origin,
      now,
    );
  } else if (make.change?.kind === 'reduced') {
    const sent = itemsSentence(current.lines);
    await sendChangeNotice(
      order,
      { kind: 'reduced', date, left: make.change.left, sent },
      origin,
      now,
    );
  }
  return current;
}

/** Tells staff of a delivery this run decided after its slot's cut-off (the shopper is emailed). */
async function noteIfLate(
  order: StandingOrder,
  date: string,
  make: StandingMake,
  slotCutoffAt: string,
  now: Date,
) {
  const moved = make.change?.kind === 'moved' ? make.change : null;
  const skipped = make.outcome?.kind !== 'made';
  // Made on its own slot: it was in time (placing refuses a slot past its cut-off).
  if (!skipped && !moved) return;
  await noteMissedDelivery(
    {
      standingOrderId: order.id,
      date,
      cutoffAt: slotCutoffAt,
      outcome: skipped ? 'skipped' : 'moved',
      ...(moved && !skipped ? { movedTo: moved.toDate } : {}),
      note: (skipped ? make.outcome?.note : moved?.reason) ?? 'it was not made by its cut-off',
      at: now.toISOString(),
    },
    now,
  );
}

/**
 * Makes the delivery of `date` (at its change-by time or after): once, whatever other job
 * processes do at the same time. Busy when another process holds it. Decided only after its
 * slot's cut-off (`slotCutoffAt`), it is noted for staff too.
 */
export async function makeDelivery(
  order: StandingOrder,
  date: string,
  origin: string,
  now: Date,
  slotCutoffAt?: string,
): Promise<DeliveryOutcome> {
  const lease = await takeMakeLease(order.id, date, now);
  if (!lease) return 'busy';
  const late = slotCutoffAt !== undefined && now.getTime() >= Date.parse(slotCutoffAt);
  // The run read the standing order before it took the lease: one cancelled since (its person
  // erased, say) makes nothing, and keeps nothing of its person in a new make.
  const current = await standingOrders.get(order.id);
  if (current?.status !== 'active' && current?.status !== 'paused') return 'skipped';
  try {
    const make = await decide(order, date, lease.leaseId, lease.make, now);
    if (late && slotCutoffAt) await noteIfLate(order, date, make, slotCutoffAt, now);
    const made = await finishOutcome(order, date, make, origin, now);
    checkStoreDeadline(`moving ${order.id} on`);
    const note =
      make.outcome?.note ??
      (make.change?.kind === 'reduced'
        ? `Out of stock: ${make.change.left.join(', ')}`
        : undefined);
    await saveStandingOrder(order.id, (current) =>
      current.nextDate > date
        ? current
        : {
            ...current,
            nextDate: followingDate(date, current.everyWeeks),
            runs: withRun(current.runs, {
              date,
              at: now.toISOString(),
              outcome: made ? 'made' : 'skipped',
              ...(made ? { orderId: made.id, orderNumber: made.number } : {}),
              ...(made && made.fulfilment.date !== date ? { movedTo: made.fulfilment.date } : {}),
              ...(note ? { note } : {}),
            }),
          },
    );
    await changeMake(order.id, date, lease.leaseId, (current) => {
      const finished = { ...current, finishedAt: now.toISOString() };
      delete finished.lease;
      return finished;
    });
    return made ? 'made' : 'skipped';
  } catch (error) {
    if (error instanceof LeaseLostError) return 'busy';
    throw error;
  }
}
