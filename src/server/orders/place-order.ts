import { createHash } from 'node:crypto';
import { DomainError, invalidInput } from '../../lib/api/domain-error.ts';
import { ORDER_REFUSALS, type OrderRefusal } from '../../lib/checkout/order-answers.ts';
import {
  bankAccountSet,
  NO_PAYMENT_METHOD_MESSAGE,
  paymentMethodToUse,
  unavailableMethodMessage,
} from '../../lib/checkout/payment-methods.ts';
import type { Order } from '../../lib/orders/order.ts';
import { buildOrder, SHOPPER_ACTOR } from '../../lib/orders/order.ts';
import { priceOrder, type PricedOrder } from '../../lib/orders/pricing.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { deliveryZoneFor, pickupZone } from '../delivery/lookup.ts';
import { releaseSlot, reserveSlot } from '../delivery/reservations.ts';
import { minimumShortfallCents, shortfallText } from '../../lib/checkout/refusal.ts';
import { isStoreFailure } from '../blobs/store-calls.ts';
import { WriteConflictError } from '../blobs/records.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import { readShopSettings } from '../settings.ts';
import { catalogLines } from './catalog-lines.ts';
import {
  claimOrderKey,
  createOrderRecord,
  getOrder,
  newOrderId,
  newOrderIdentity,
  renewOrderKey,
} from './orders.ts';
import { closePlacement, openPlacement, PLACEMENT_GRACE_MS } from './placements.ts';
import { claimPromoUse, findPromo, releasePromoUse } from './promos.ts';
import { releaseStock, reserveStock } from '../inventory/order-stock.ts';

/** What placing an order gave: the order, and whether this request created it (201) or found it. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/**
 * A refusal (`conflict`: with the current state of the order's things, 409; `refused`: the data
 * was not accepted, 422) with the fixed message of its kind, a machine-readable `reason` and a
 * `detail` sentence the checkout shows the shopper.
 */
function refusal(
  kind: 'conflict' | 'refused',
  reason: OrderRefusal,
  detail: string,
  more: { errors?: Record<string, string>; details?: Record<string, unknown> } = {},
): DomainError {
  return new DomainError(kind, {
    ...(more.errors ? { errors: more.errors } : {}),
    details: { reason, detail, ...more.details },
  });
}

/** The zone whose rules and slots apply: the address's delivery zone, or the pickup point. */
async function zoneFor(request: PlaceOrderRequest): Promise<Zone> {
  const { fulfilment } = request;
  if (fulfilment.method === 'pickup') {
    const pickup = await pickupZone();
    if (!pickup) {
      throw refusal(
        'refused',
        ORDER_REFUSALS.outsideZone,
        'Pickup is not available at the moment.',
      );
    }
    return pickup;
  }
  const { postcode, suburb } = fulfilment.address;
  const zone = await deliveryZoneFor({ postcode, suburb });
  if (!zone) {
    throw refusal(
      'refused',
      ORDER_REFUSALS.outsideZone,
      `We don't deliver to ${postcode} yet. You can pick up from our kitchen.`,
    );
  }
  return zone;
}

/** Checks what needs no writes: store open, meals known, method offered, promo valid, minimum met. */
async function checkAndPrice(
  request: PlaceOrderRequest,
  orderId: string,
  now: Date,
): Promise<{ zone: Zone; priced: PricedOrder }> {
  const settings = await readShopSettings();
  if (!settings.storeOpen) {
    const detail = settings.pausedMessage || 'The shop is not taking orders right now.';
    throw refusal('refused', ORDER_REFUSALS.storePaused, detail);
  }
  const setup = { cardPayments: cardPaymentsEnabled(), bankTransfer: bankAccountSet(settings) };
  const method = paymentMethodToUse(request.paymentMethod, setup);
  if (method === null)
    throw refusal('refused', ORDER_REFUSALS.noPaymentMethod, NO_PAYMENT_METHOD_MESSAGE);
  if (method !== request.paymentMethod) {
    throw invalidInput({ paymentMethod: unavailableMethodMessage(request.paymentMethod) });
  }
  const zone = await zoneFor(request);
  const { lines, unknownProductIds } = await catalogLines(request.items);
  if (unknownProductIds.length > 0) {
    throw invalidInput({
      items: 'Some meals in your cart are no longer sold. Please remove them.',
    });
  }
  const promo = request.promoCode ? await findPromo(request.promoCode) : null;
  if (request.promoCode && !promo)
    throw invalidInput({ promoCode: 'That promo code is not valid' });
  const priced = priceOrder({
    lines,
    zone: request.fulfilment.method === 'pickup' ? null : zone,
    promo,
    now,
    orderId,
  });
  if (priced.promoRejection) throw invalidInput({ promoCode: priced.promoRejection.message });
  if (!priced.meetsMinimum) {
    throw refusal(
      'refused',
      ORDER_REFUSALS.belowMinimum,
      shortfallText(zone.name, priced, priced.promo !== null),
      {
        details: {
          minimumOrderCents: priced.minimumOrderCents,
          shortByCents: minimumShortfallCents(priced),
        },
      },
    );
  }
  return { zone, priced };
}

/** A fingerprint of what was ordered, so one idempotency key cannot place two different orders. */
function requestHashOf(request: PlaceOrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * The order id this request places: a new one, or, for a repeated idempotency key, the first
 * request's (with its order when that exists). A key sent again with a different order is
 * refused; a key whose placement was abandoned long ago gets a fresh order id.
 */
async function claimFor(
  request: PlaceOrderRequest,
  now: Date,
): Promise<{ orderId: string; existing: Order | null }> {
  const requestHash = requestHashOf(request);
  const claim = await claimOrderKey(request.idempotencyKey, newOrderId(), now, requestHash);
  if (claim.created) return { orderId: claim.orderId, existing: null };
  if (claim.requestHash !== undefined && claim.requestHash !== requestHash) {
    throw refusal(
      'conflict',
      ORDER_REFUSALS.idempotencyKeyReused,
      'This checkout sent an order a moment ago with other details. If a confirmation email came, that order stands; if not, press Place order again.',
    );
  }
  const existing = await getOrder(claim.orderId);
  if (existing) return { orderId: claim.orderId, existing };
  if (now.getTime() - Date.parse(claim.claimedAt) < PLACEMENT_GRACE_MS) {
    return { orderId: claim.orderId, existing: null };
  }
  const orderId = await renewOrderKey(request.idempotencyKey, claim.orderId, newOrderId(), now);
  return { orderId, existing: await getOrder(orderId) };
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
    if (!isStoreFailure(error) && !(error instanceof WriteConflictError)) throw error;
    console.error('An order could not be confirmed: the store failed', error);
    throw new DomainError('busy', {
      retryAfterSeconds: 5,
      details: { reason: ORDER_REFUSALS.storeUnavailable, detail: ORDER_NOT_CONFIRMED_DETAIL },
    });
  }
}

/**
 * Gives back what a refused order took, newest first, the placement (recorded first) last. A
 * give-back the store fails stops there: the placement stays, so the maintenance job gives back
 * the rest (each give-back is idempotent), and the shopper still hears why the order failed.
 */
async function giveBackAll(orderId: string, undo: (() => Promise<unknown>)[]): Promise<void> {
  try {
    for (const giveBack of [...undo].reverse()) await giveBack();
  } catch (error) {
    console.error(`Order ${orderId} could not give back what it took; recovery will`, error);
  }
}

/** What a caller other than the checkout adds: the standing order that makes the order. */
export interface PlaceOrderOptions {
  standingOrder?: { id: string; dueDate: string } | undefined;
}

async function placeOrderSteps(
  request: PlaceOrderRequest,
  now: Date,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const { orderId, existing } = await claimFor(request, now);
  if (existing) return { order: existing, created: false };

  const { zone, priced } = await checkAndPrice(request, orderId, now);
  const { date, slotId } = request.fulfilment;
  await openPlacement({
    orderId,
    startedAt: now.toISOString(),
    paymentMethod: request.paymentMethod,
    lines: priced.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    slot: { date, slotId },
    ...(priced.promo ? { promoCode: priced.promo.code } : {}),
  });
  const undo: (() => Promise<unknown>)[] = [() => closePlacement(orderId)];
  // Each give-back is queued before its step: a step the store failed may still have taken.
  let orderMayExist = false;
  try {
    if (priced.promo) {
      const code = priced.promo.code;
      undo.push(() => releasePromoUse(code, orderId));
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
    undo.push(() => releaseStock(priced.lines, orderId, SHOPPER_ACTOR));
    const stock = await reserveStock(priced.lines, orderId);
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
    undo.push(() => releaseSlot({ date, slotId, orderId }));
    const slot = await reserveSlot({ date, slotId, zoneId: zone.id, orderId, packs, now });
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
    // A write the store failed may have made the order: then only recovery may give back.
    orderMayExist = true;
    return await createOrderRecord(order);
  } catch (error) {
    if (!orderMayExist || !isStoreFailure(error)) await giveBackAll(orderId, undo);
    throw error;
  }
}
