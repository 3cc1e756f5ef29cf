// Moving an order to another date and slot, or between delivery and pickup (issue 24): the new
// place is taken first (the booking document's atomic update), then the order changes in one
// conditional update, then the old place is given back. A move intent written first lets the
// maintenance job settle a request that died between the steps (move-intents.ts).
import { randomUUID } from 'node:crypto';
import type { Zone } from '../../lib/delivery/zones.ts';
import { formatNZD } from '../../lib/money.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { BookedPlace, OrderMove } from '../../lib/orders/order-moves.ts';
import {
  bookedPlaceOf,
  deliveryAddressOf,
  keepsTotals,
  movedFulfilment,
  movedMoney,
  packsOf,
  rescheduleRefusal,
  samePlace,
  type RescheduleRequest,
} from '../../lib/orders/reschedule.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { deliveryZoneFor, pickupZone } from '../delivery/lookup.ts';
import { releaseSlot, reserveSlot } from '../delivery/reservations.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import type { AfterAnswer } from '../payments/payment-events.ts';
import { closeMoveIntent, openMoveIntent } from './move-intents.ts';
import { changeOrder } from './order-changes.ts';
import { getOrder, reindexOrderDate } from './orders.ts';
import { existingOrder, freeDeliveryByPromo } from './reschedule-options.ts';
import { staleOrder } from './status-change.ts';

/** The zone of the new place: the pickup point, or the delivery zone of the order's address. */
async function zoneOfMove(order: Order, method: 'delivery' | 'pickup'): Promise<Zone> {
  if (method === 'pickup') {
    const pickup = await pickupZone();
    if (!pickup) throw new HttpError(409, 'Pickup is not available at the moment.');
    return pickup;
  }
  const address = deliveryAddressOf(order);
  if (!address) throw invalidFields({ method: 'This order has no delivery address' });
  const zone = await deliveryZoneFor(address);
  if (!zone) throw new HttpError(409, `We do not deliver to ${address.postcode} any more.`);
  return zone;
}

/** What a move did: the order after it, and the move (null when it was made before). */
export interface RescheduleResult {
  order: Order;
  move: OrderMove | null;
}

/** A retry of a move already made (the order is where asked, last moved from where expected). */
function alreadyMoved(order: Order, request: RescheduleRequest): boolean {
  const last = order.moves.at(-1);
  return (
    samePlace(order.fulfilment, request) &&
    order.fulfilment.method === request.method &&
    last !== undefined &&
    request.expected !== undefined &&
    samePlace(last.from, request.expected)
  );
}

/** Whether an order still has the lines and totals it had when a move was worked out. */
function sameContents(latest: Order, seen: Order): boolean {
  return (
    JSON.stringify([latest.lines, latest.totals]) === JSON.stringify([seen.lines, seen.totals])
  );
}

/** Refuses (409, with the order as it is now) a move from a state or place it is no longer in. */
function checkMovable(order: Order, seen: Order, request: RescheduleRequest): void {
  const refusal = rescheduleRefusal(order.status);
  if (refusal) throw staleOrder(order, refusal);
  const expected = request.expected ?? seen.fulfilment;
  if (
    !samePlace(order.fulfilment, expected) ||
    order.fulfilment.method !== seen.fulfilment.method
  ) {
    throw staleOrder(
      order,
      `Someone moved this order a moment ago: it is booked for ${order.fulfilment.slotLabel} now.`,
    );
  }
}

/**
 * Moves an order (POST …/reschedule): takes the new place, then changes the order in a
 * conditional update (409 when it changed meanwhile; the new place is given back), then gives
 * the old place back. Through the one door, after the answer: the derived records, the activity
 * entry and the shopper's email of the new time (the change table's row), each once.
 */
export async function rescheduleOrder(
  id: string,
  actor: OrderActor,
  request: RescheduleRequest,
  delivery: { origin: string; afterAnswer: AfterAnswer },
  now = new Date(),
): Promise<RescheduleResult> {
  const seen = await existingOrder(id);
  if (alreadyMoved(seen, request)) return { order: seen, move: null };
  checkMovable(seen, seen, request);
  if (samePlace(seen.fulfilment, request) && seen.fulfilment.method === request.method) {
    throw invalidFields({ slotId: 'The order is already booked in this slot' });
  }
  const zone = await zoneOfMove(seen, request.method);
  const money = movedMoney(
    seen,
    request.method === 'pickup' ? null : zone,
    await freeDeliveryByPromo(seen),
    keepsTotals(seen.fulfilment, request.method, zone.id),
  );
  if (!money.totals.meetsMinimum) {
    throw new HttpError(
      409,
      `Delivery to ${zone.name} needs an order of at least ${formatNZD(zone.minimumOrderCents)} (after discounts).`,
    );
  }
  const moveId = randomUUID();
  const from = bookedPlaceOf(seen.fulfilment);
  const intent = { orderId: id, moveId, startedAt: now.toISOString(), from, to: request };
  await openMoveIntent({
    ...intent,
    from: { date: from.date, slotId: from.slotId },
    to: { date: request.date, slotId: request.slotId },
  });
  const taken = await reserveSlot({
    date: request.date,
    slotId: request.slotId,
    zoneId: zone.id,
    orderId: id,
    packs: packsOf(seen),
    now,
  });
  if (!taken.ok) {
    await closeMoveIntent(intent);
    throw new HttpError(409, taken.message, { details: { reason: taken.reason } });
  }
  const to: BookedPlace = {
    method: request.method,
    zoneId: zone.id,
    zoneName: zone.name,
    date: request.date,
    slotId: request.slotId,
    slotLabel: taken.slot.label,
  };
  const move: OrderMove = {
    id: moveId,
    at: now.toISOString(),
    actor,
    from,
    to,
    totalCentsBefore: seen.totals.totalCents,
    totalCentsAfter: money.totals.totalCents,
  };
  let order: Order;
  try {
    const saved = await changeOrder({
      orderId: id,
      kind: 'rescheduled',
      actor,
      changeId: moveId,
      now,
      origin: delivery.origin,
      // The lists, the activity entry and the shopper's email of the new time, after the answer.
      afterAnswer: delivery.afterAnswer,
      apply: (latest) => {
        checkMovable(latest, seen, request);
        // The new place was taken for the packs seen, and the totals worked out from them.
        if (!sameContents(latest, seen)) {
          throw staleOrder(
            latest,
            'Someone changed this order a moment ago; check it and try again.',
          );
        }
        const address = deliveryAddressOf(latest);
        return {
          ...latest,
          fulfilment: movedFulfilment(to, address),
          totals: money.totals,
          moves: [...latest.moves, move],
        };
      },
      activity: () => ({
        action: 'order.reschedule',
        before: { ...from },
        after: { ...to, totalCents: money.totals.totalCents },
      }),
    });
    order = saved.order;
  } catch (error) {
    if (error instanceof HttpError) await giveBackRefused(id, request, intent);
    throw error;
  }
  await settleMovedOrder(order, from, intent);
  return { order, move };
}

/**
 * The steps after the order moved: its old place given back, its by-date index following its date
 * (its derived records followed in the door). The move is made whatever happens here: a failure is logged and the move intent left for the
 * maintenance job, which finishes these steps.
 */
async function settleMovedOrder(
  order: Order,
  from: BookedPlace,
  intent: { orderId: string; moveId: string },
): Promise<void> {
  try {
    await releaseSlot({ date: from.date, slotId: from.slotId, orderId: order.id });
    await reindexOrderDate(order, from.date);
    await closeMoveIntent(intent);
  } catch (error) {
    console.error(`Order ${order.number} moved; the maintenance job finishes its old place`, error);
  }
}

/** Gives back the new place of a move the order refused, unless the order names it now. */
async function giveBackRefused(
  id: string,
  place: { date: string; slotId: string },
  intent: { orderId: string; moveId: string },
): Promise<void> {
  const latest = await getOrder(id);
  if (!latest || !samePlace(latest.fulfilment, place)) {
    await releaseSlot({ date: place.date, slotId: place.slotId, orderId: id });
  }
  await closeMoveIntent(intent);
}
