import { DomainError, invalidInput } from '../../lib/api/domain-error.ts';
import { ORDER_REFUSALS, type OrderRefusal } from '../../lib/checkout/order-answers.ts';
import {
  bankAccountSet,
  NO_PAYMENT_METHOD_MESSAGE,
  paymentMethodToUse,
  unavailableMethodMessage,
} from '../../lib/checkout/payment-methods.ts';
import { priceOrder, type PricedOrder } from '../../lib/orders/pricing.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { minimumShortfallCents, shortfallText } from '../../lib/checkout/refusal.ts';
import { deliveryZoneFor, pickupZone } from '../delivery/lookup.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import { readShopSettings } from '../settings.ts';
import { catalogLines } from './catalog-lines.ts';
import { findPromo } from './promos.ts';

/**
 * A refusal (`conflict`: with the current state of the order's things, 409; `refused`: the data
 * was not accepted, 422) with the fixed message of its kind, a machine-readable `reason` and a
 * `detail` sentence the checkout shows the shopper.
 */
export function refusal(
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
export async function checkAndPrice(
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
