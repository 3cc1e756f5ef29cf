import type { Order } from '../../lib/orders/order.ts';
import { buildOrder } from '../../lib/orders/order.ts';
import { priceOrder, type PricedOrder } from '../../lib/orders/pricing.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { deliveryZoneFor, pickupZone } from '../delivery/lookup.ts';
import { releaseSlot, reserveSlot } from '../delivery/reservations.ts';
import { formatNZD } from '../../lib/money.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import { readShopSettings } from '../settings.ts';
import { catalogLines } from './catalog-lines.ts';
import {
  claimOrderKey,
  createOrderRecord,
  getOrder,
  newOrderId,
  newOrderIdentity,
} from './orders.ts';
import { claimPromoUse, findPromo, releasePromoUse } from './promos.ts';
import { releaseStock, reserveStock } from './stock.ts';

/** What placing an order gave: the order, and whether this request created it (201) or found it. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/**
 * A refusal with the spec's message for its status (409 or 422), a machine-readable `reason`
 * and a `detail` sentence the checkout shows the shopper.
 */
function refusal(
  status: 409 | 422,
  reason: string,
  detail: string,
  more: { errors?: Record<string, string>; details?: Record<string, unknown> } = {},
): HttpError {
  return new HttpError(status, undefined, {
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
      throw refusal(422, 'outside_zone', 'Pickup is not available at the moment.');
    }
    return pickup;
  }
  const { postcode, suburb } = fulfilment.address;
  const zone = await deliveryZoneFor({ postcode, suburb });
  if (!zone) {
    throw refusal(
      422,
      'outside_zone',
      `We don't deliver to ${postcode} yet. You can pick up from our kitchen.`,
    );
  }
  return zone;
}

/** Checks what needs no writes: store open, meals known, card allowed, promo valid, minimum met. */
async function checkAndPrice(
  request: PlaceOrderRequest,
  orderId: string,
  now: Date,
): Promise<{ zone: Zone; priced: PricedOrder }> {
  const settings = await readShopSettings();
  if (!settings.storeOpen) {
    const detail = settings.pausedMessage || 'The shop is not taking orders right now.';
    throw refusal(422, 'store_paused', detail);
  }
  if (request.paymentMethod === 'card' && !cardPaymentsEnabled()) {
    throw invalidFields({ paymentMethod: 'Card payments are not available; choose bank transfer' });
  }
  const zone = await zoneFor(request);
  const { lines, unknownProductIds } = await catalogLines(request.items);
  if (unknownProductIds.length > 0) {
    throw invalidFields({
      items: 'Some meals in your cart are no longer sold. Please remove them.',
    });
  }
  const promo = request.promoCode ? await findPromo(request.promoCode) : null;
  if (request.promoCode && !promo)
    throw invalidFields({ promoCode: 'That promo code is not valid' });
  const priced = priceOrder({
    lines,
    zone: request.fulfilment.method === 'pickup' ? null : zone,
    promo,
    now,
    orderId,
  });
  if (priced.promoRejection) throw invalidFields({ promoCode: priced.promoRejection.message });
  if (!priced.meetsMinimum) {
    const minimum = formatNZD(priced.minimumOrderCents);
    throw refusal(422, 'below_minimum', `The minimum order for ${zone.name} is ${minimum}.`, {
      details: { minimumOrderCents: priced.minimumOrderCents },
    });
  }
  return { zone, priced };
}

/**
 * Places an order (POST /api/orders): the idempotency key is claimed first, so a retry returns
 * the first order; then the promo use, the slot place and the stock are taken, each given back
 * if a later step fails, so an order that cannot be completed leaves nothing taken.
 */
export async function placeOrder(
  request: PlaceOrderRequest,
  now = new Date(),
): Promise<PlacedOrder> {
  const { orderId } = await claimOrderKey(request.idempotencyKey, newOrderId(), now);
  const existing = await getOrder(orderId);
  if (existing) return { order: existing, created: false };

  const { zone, priced } = await checkAndPrice(request, orderId, now);
  const undo: (() => Promise<unknown>)[] = [];
  try {
    if (priced.promo) {
      const claimed = await claimPromoUse(priced.promo.code, orderId, {
        subtotalCents: priced.subtotalCents,
        now,
      });
      if (!claimed.ok) throw invalidFields({ promoCode: claimed.message });
      const code = priced.promo.code;
      undo.push(() => releasePromoUse(code, orderId));
    }
    const { date, slotId } = request.fulfilment;
    const slot = await reserveSlot({ date, slotId, zoneId: zone.id, orderId, now });
    if (!slot.ok) {
      throw refusal(409, 'slot_unavailable', slot.message, {
        errors: { 'fulfilment.slotId': slot.message },
        details: { problem: slot.reason },
      });
    }
    undo.push(() => releaseSlot({ date, slotId, orderId }));
    const stock = await reserveStock(priced.lines, orderId);
    if (!stock.ok) {
      const names = new Map(priced.lines.map((line) => [line.productId, line.name]));
      throw refusal(409, 'out_of_stock', 'Some meals in your order are out of stock.', {
        details: {
          items: stock.shortages.map((shortage) => ({
            ...shortage,
            name: names.get(shortage.productId) ?? shortage.productId,
          })),
        },
      });
    }
    undo.push(() => releaseStock(priced.lines, orderId));
    const order = buildOrder({
      identity: await newOrderIdentity(orderId),
      request,
      priced,
      zone: { id: zone.id, name: zone.name },
      slotLabel: slot.slot.label,
      placedAt: now,
    });
    return await createOrderRecord(order);
  } catch (error) {
    for (const giveBack of undo.reverse()) await giveBack();
    throw error;
  }
}
