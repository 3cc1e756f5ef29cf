// The request each attempt at a standing order's delivery places: the first one is the standing
// order as it stands, on its weekly slot; when placing it is refused (slot full or closed, a meal
// out of stock), the next one follows the shopper's choice, or the delivery is skipped.
import { DomainError } from '../../lib/api/domain-error.ts';
import { ORDER_REFUSALS } from '../../lib/checkout/order-answers.ts';
import { hasRoomFor } from '../../lib/delivery/availability.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { PlaceOrderRequestSchema, type PlaceOrderRequest } from '../../lib/orders/request.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { followingDate } from '../../lib/standing-orders/standing-order.ts';
import {
  actionFor,
  itemsSentence,
  reducedItems,
  standingOrderKey,
  type Shortage,
  type Unavailability,
} from '../../lib/standing-orders/standing-run.ts';
import { openSlotsOf } from '../delivery/schedule.ts';
import { deliverySlots, deliveryZones, specialDatesFrom } from '../delivery/store.ts';
import { BOOKING_HORIZON_DAYS } from '../../lib/delivery/availability.ts';
import type { StandingMake } from './standing-makes.ts';

/** The first attempt's request: the standing order's items, address and slot on `date`. */
export function firstRequest(order: StandingOrder, date: string): PlaceOrderRequest {
  const { fulfilment } = order;
  return PlaceOrderRequestSchema.parse({
    idempotencyKey: standingOrderKey(order.id, date, 1),
    items: order.items,
    customer: order.customer,
    fulfilment:
      fulfilment.method === 'delivery'
        ? { method: 'delivery', address: fulfilment.address, date, slotId: fulfilment.slotId }
        : { method: 'pickup', date, slotId: fulfilment.slotId },
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    termsAccepted: true,
  });
}

/** What comes after a refused attempt: another request (and what to tell), or a skip. */
export type NextAttempt =
  | { kind: 'retry'; request: PlaceOrderRequest; change?: StandingMake['change'] }
  | { kind: 'skip'; reason: string };

const SLOT_REASONS: Record<string, string> = {
  full: 'the delivery time was full',
  closed: 'we are closed that day',
  past_cutoff: 'its cut-off had passed',
  unavailable: 'that delivery time is no longer offered',
};

/**
 * The next open slot of the standing order's zone after the refused one, with room for its
 * packs, before its following delivery and within the booking horizon (the same rules, special
 * dates and bookings the checkout offers).
 */
export async function nextOpenSlot(
  order: StandingOrder,
  request: PlaceOrderRequest,
  date: string,
  now: Date,
) {
  const zone = await deliveryZones.get(order.fulfilment.zoneId);
  if (!zone) return null;
  const [slots, special] = await Promise.all([
    deliverySlots.list(),
    specialDatesFrom(nzDateOf(now), BOOKING_HORIZON_DAYS),
  ]);
  const packs = request.items.reduce((sum, item) => sum + item.quantity, 0);
  const open = (await openSlotsOf([zone], slots, special, now, packs)).get(zone.id) ?? [];
  const refused = `${request.fulfilment.date}/${request.fulfilment.slotId}`;
  const before = followingDate(date, order.everyWeeks);
  return (
    open.find(
      (slot) =>
        hasRoomFor(slot, packs) &&
        `${slot.date}/${slot.slotId}` !== refused &&
        slot.date >= request.fulfilment.date &&
        slot.date < before,
    ) ?? null
  );
}

const withKey = (
  request: PlaceOrderRequest,
  order: StandingOrder,
  date: string,
  attempt: number,
) => ({
  ...request,
  idempotencyKey: standingOrderKey(order.id, date, attempt),
});

/**
 * What to try after placing `request` was refused with `error`. Errors that are no refusal of
 * this delivery (the store busy) are thrown again, so the next run tries the same attempt.
 */
export async function nextAttemptAfter(
  error: unknown,
  context: { order: StandingOrder; date: string; make: StandingMake; request: PlaceOrderRequest },
  now: Date,
): Promise<NextAttempt> {
  if (!(error instanceof DomainError) || error.kind === 'busy' || error.kind === 'upstream') {
    throw error;
  }
  const { order, date, make, request } = context;
  const attempt = make.attempt + 1;
  const reason = error.details.reason;
  if (error.kind === 'invalid' && error.errors?.promoCode && request.promoCode) {
    const withoutCode = { ...request, promoCode: undefined };
    return { kind: 'retry', request: withKey(withoutCode, order, date, attempt) };
  }
  if (reason === ORDER_REFUSALS.outOfStock) {
    const shortages = (error.details.items ?? []) as (Shortage & { name: string })[];
    const names = shortages.map((shortage) => shortage.name);
    if (actionFor(order.whenUnavailable, 'out_of_stock') === 'skip') {
      return {
        kind: 'skip',
        reason: `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} out of stock`,
      };
    }
    const items = reducedItems(request.items, shortages);
    if (items.length === 0) return { kind: 'skip', reason: 'none of your meals are in stock' };
    return {
      kind: 'retry',
      request: withKey({ ...request, items }, order, date, attempt),
      change: { kind: 'reduced', left: names },
    };
  }
  if (reason === ORDER_REFUSALS.slotUnavailable) {
    const problem = (error.details.problem ?? 'unavailable') as Unavailability;
    const why = SLOT_REASONS[problem] ?? SLOT_REASONS.unavailable ?? '';
    if (actionFor(order.whenUnavailable, problem) === 'skip') return { kind: 'skip', reason: why };
    const slot = await nextOpenSlot(order, request, date, now);
    if (!slot)
      return {
        kind: 'skip',
        reason: `${why}, and no other time was open before your next delivery`,
      };
    const fulfilment = { ...request.fulfilment, date: slot.date, slotId: slot.slotId };
    return {
      kind: 'retry',
      request: withKey({ ...request, fulfilment }, order, date, attempt),
      change: { kind: 'moved', toDate: slot.date, reason: why },
    };
  }
  const detail = typeof error.details.detail === 'string' ? error.details.detail : error.message;
  return { kind: 'skip', reason: detail.replace(/\.$/, '') };
}

/** The words of a reduced delivery, for its email. */
export const sentItems = (request: PlaceOrderRequest, names: ReadonlyMap<string, string>) =>
  itemsSentence(
    request.items.map((item) => ({
      name: names.get(item.productId) ?? item.productId,
      quantity: item.quantity,
    })),
  );
