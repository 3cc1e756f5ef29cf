import { createHash } from 'node:crypto';
import { DomainError, invalidInput } from '../../lib/api/domain-error.ts';
import { ORDER_REFUSALS } from '../../lib/checkout/order-answers.ts';
import type { Order } from '../../lib/orders/order.ts';
import { buildOrder, SHOPPER_ACTOR } from '../../lib/orders/order.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import { reserveSlot } from '../delivery/reservations.ts';
import { isStoreFailure } from '../blobs/store-calls.ts';
import { WriteConflictError } from '../blobs/records.ts';
import { checkAndPrice, refusal } from './order-checks.ts';
import {
  claimOrderKey,
  createOrderRecord,
  getOrder,
  newOrderId,
  newOrderIdentity,
  renewOrderKey,
} from './orders.ts';
import { giveBackUnlessConfirmed } from './placement-give-back.ts';
import {
  confirmPlacement,
  openPlacement,
  placements,
  PLACEMENT_GRACE_MS,
  type Placement,
} from './placements.ts';
import { claimPromoUse } from './promos.ts';
import { reserveStock } from '../inventory/order-stock.ts';

/** What placing an order gave: the order, and whether this request created it (201) or found it. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/** A fingerprint of what was ordered, so one idempotency key cannot place two different orders. */
function requestHashOf(request: PlaceOrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * The order id this request places: a new one, or, for a repeated idempotency key, the first
 * request's (with its order when that exists). A key sent again with a different order is
 * refused; a key whose placement was given up (abandoned), or began long ago, gets a fresh
 * order id, so a retry never revives holds that were given back.
 */
async function claimFor(
  request: PlaceOrderRequest,
  now: Date,
): Promise<{ orderId: string; placed: PlacedOrder | null }> {
  const requestHash = requestHashOf(request);
  const claim = await claimOrderKey(request.idempotencyKey, newOrderId(), now, requestHash);
  if (claim.created) return { orderId: claim.orderId, placed: null };
  if (claim.requestHash !== undefined && claim.requestHash !== requestHash) {
    throw refusal(
      'conflict',
      ORDER_REFUSALS.idempotencyKeyReused,
      'This checkout sent an order a moment ago with other details. If a confirmation email came, that order stands; if not, press Place order again.',
    );
  }
  const existing = await getOrder(claim.orderId);
  if (existing) return { orderId: claim.orderId, placed: { order: existing, created: false } };
  const placement = await placements.get(claim.orderId);
  // Confirmed by an attempt that has not written the order yet (or died first): it stands.
  if (placement?.state === 'confirmed' && placement.order) {
    return { orderId: claim.orderId, placed: await createOrderRecord(placement.order) };
  }
  const recent = now.getTime() - Date.parse(claim.claimedAt) < PLACEMENT_GRACE_MS;
  if (recent && placement?.state !== 'abandoned') return { orderId: claim.orderId, placed: null };
  const orderId = await renewOrderKey(request.idempotencyKey, claim.orderId, newOrderId(), now);
  const renewed = await getOrder(orderId);
  return { orderId, placed: renewed && { order: renewed, created: false } };
}

/**
 * Raised when an attempt finds its placement abandoned (another attempt with the same key gave
 * its holds back): no order may be written for that id. The shopper is asked to try again, and
 * the retry gets a fresh order id.
 */
export class PlacementAbandonedError extends Error {
  constructor(orderId: string) {
    super(`The placement of order ${orderId} was abandoned by another attempt`);
    this.name = 'PlacementAbandonedError';
  }
}

/** What a shopper reads when the store failed before their order could be confirmed. */
export const ORDER_NOT_CONFIRMED_DETAIL =
  'We could not confirm your order because our system is busy. Nothing has been charged. ' +
  'Please press Place order again: if your order did go through you will see it, and it will ' +
  'not be placed twice.';

/**
 * Places an order (POST /api/orders): the idempotency key is claimed first, so a retry returns
 * the first order; then the placement is recorded, and the promo use, the stock and the slot
 * place are taken, each given back if a later step fails, so an order that cannot be completed
 * leaves nothing taken. A request that dies half-way leaves its placement behind for the
 * maintenance job (recovery.ts). The caller closes the placement once the order is announced.
 * A store that keeps failing gets the shopper a `busy` refusal saying to try again (same
 * idempotency key).
 */
export async function placeOrder(
  request: PlaceOrderRequest,
  now = new Date(),
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  try {
    return await placeOrderSteps(request, now, options);
  } catch (error) {
    const retryable =
      isStoreFailure(error) ||
      error instanceof WriteConflictError ||
      error instanceof PlacementAbandonedError;
    if (!retryable) throw error;
    console.error('An order could not be confirmed: the store failed', error);
    throw new DomainError('busy', {
      retryAfterSeconds: 5,
      details: { reason: ORDER_REFUSALS.storeUnavailable, detail: ORDER_NOT_CONFIRMED_DETAIL },
    });
  }
}

/**
 * Gives back what a failed attempt's order took, unless an attempt with the same key confirmed
 * the order meanwhile (then it stands, holds and all). A give-back the store fails stops there:
 * the placement stays, so the maintenance job gives back the rest (each give-back is
 * idempotent), and the shopper still hears why the order failed.
 */
async function giveBack(placement: Placement, now: Date): Promise<void> {
  try {
    await giveBackUnlessConfirmed(placement, SHOPPER_ACTOR, now);
  } catch (error) {
    console.error(
      `Order ${placement.orderId} could not give back what it took; recovery will`,
      error,
    );
  }
}

/** What a caller adds: the standing order that makes the order, and the checkout's after-answer. */
export interface PlaceOrderOptions {
  standingOrder?: { id: string; dueDate: string } | undefined;
  /**
   * Takes what may wait until the shopper has their answer: the stock movement records (the
   * stock document keeps the latest in the same write as the change) and the order record (the
   * confirmed placement carries the order, so a retry, the confirmation page and the maintenance
   * job each write it if it is missing). Without it both are written before placeOrder returns.
   */
  afterAnswer?: ((work: () => Promise<unknown>) => void) | undefined;
}

/** Runs movement writes the answer was not to wait for, now: an order that failed has no after. */
async function writeNow(writes: readonly (() => Promise<void>)[]): Promise<void> {
  for (const write of writes) {
    try {
      await write();
    } catch (error) {
      console.error('A stock movement of a failed order could not be recorded', error);
    }
  }
}

async function placeOrderSteps(
  request: PlaceOrderRequest,
  now: Date,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const { orderId, placed } = await claimFor(request, now);
  if (placed) return placed;

  const { zone, priced } = await checkAndPrice(request, orderId, now);
  const { date, slotId } = request.fulfilment;
  const { placement, version } = await openPlacement({
    orderId,
    startedAt: now.toISOString(),
    paymentMethod: request.paymentMethod,
    lines: priced.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    slot: { date, slotId },
    ...(priced.promo ? { promoCode: priced.promo.code } : {}),
  });
  // A retry that comes after another attempt with its key settled the placement: it follows it.
  if (placement.state === 'confirmed' && placement.order) {
    return await createOrderRecord(placement.order);
  }
  if (placement.state === 'abandoned') throw new PlacementAbandonedError(orderId);
  const { afterAnswer } = options;
  const movementWrites: (() => Promise<void>)[] = [];
  const stockOptions = afterAnswer
    ? { recordMovementsLater: (write: () => Promise<void>) => movementWrites.push(write) }
    : {};
  try {
    if (priced.promo) {
      const claimed = await claimPromoUse(priced.promo.code, orderId, {
        subtotalCents: priced.subtotalCents,
        totalCents: priced.totalCents,
        email: request.customer.email,
        now,
      });
      if (!claimed.ok) throw invalidInput({ promoCode: claimed.message });
    }
    // Stock first: when a meal sells out in a rush, the buyers it refuses leave (without writing)
    // before they touch the slot, so the slot's document is not rewritten twice for each.
    const stock = await reserveStock(priced.lines, orderId, stockOptions);
    if (!stock.ok) {
      const names = new Map(priced.lines.map((line) => [line.productId, line.name]));
      throw refusal(
        'conflict',
        ORDER_REFUSALS.outOfStock,
        'Some meals in your order are out of stock.',
        {
          details: {
            items: stock.shortages.map((shortage) => ({
              ...shortage,
              name: names.get(shortage.productId) ?? shortage.productId,
            })),
          },
        },
      );
    }
    const packs = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
    const slot = await reserveSlot({
      date,
      slotId,
      zoneId: zone.id,
      orderId,
      packs,
      now,
      followLater: stockOptions.recordMovementsLater,
    });
    if (!slot.ok) {
      throw refusal('conflict', ORDER_REFUSALS.slotUnavailable, slot.message, {
        errors: { 'fulfilment.slotId': slot.message },
        details: { problem: slot.reason },
      });
    }
    const order = buildOrder({
      identity: await newOrderIdentity(orderId),
      request,
      priced,
      zone: { id: zone.id, name: zone.name },
      slotLabel: slot.slot.label,
      placedAt: now,
      standingOrder: options.standingOrder,
    });
    // The order stands once its placement is confirmed; written by whichever attempt gets here.
    const confirmed = await confirmPlacement(orderId, order, version);
    if (!confirmed) throw new PlacementAbandonedError(orderId);
    if (!afterAnswer) return await createOrderRecord(confirmed);
    for (const write of movementWrites) afterAnswer(write);
    afterAnswer(() => createOrderRecord(confirmed));
    // Created by this request when its own order is the one confirmed (same access token).
    return { order: confirmed, created: confirmed.accessToken === order.accessToken };
  } catch (error) {
    await writeNow(movementWrites);
    // Also after a failed confirmation or order write: the placement says whether it stands.
    await giveBack(placement, now);
    throw error;
  }
}
