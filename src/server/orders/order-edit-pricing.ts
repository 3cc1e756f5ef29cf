import { addressLine } from '../../lib/orders/address.ts';
import {
  editedLines,
  type CatalogPrices,
  type EditableMeal,
  type OrderEditRequest,
} from '../../lib/orders/order-edit.ts';
import type { Order, OrderFulfilment } from '../../lib/orders/order.ts';
import { priceOrder, type PricedOrder, type ZoneFeeRules } from '../../lib/orders/pricing.ts';
import { listShopProducts, pricedProduct, stockLevels } from '../catalog/catalog.ts';
import { deliveryZoneFor } from '../delivery/lookup.ts';
import { deliveryZones } from '../delivery/store.ts';
import { invalidFields } from '../http/errors.ts';
import { findPromo } from './promos.ts';

/** The meals on sale now, with today's price and the packs left to sell, for the edit form. */
export async function editableMeals(): Promise<EditableMeal[]> {
  const meals = await listShopProducts();
  const levels = await Promise.all(meals.map((meal) => stockLevels.get(meal.id)));
  return meals.map((meal, index) => {
    const level = levels[index];
    return {
      productId: meal.id,
      name: meal.name,
      priceCents: meal.priceCents,
      available: level && !level.retired ? level.onHand : 0,
    };
  });
}

/** Today's name and price of each meal asked for that is on sale (the checkout's own read). */
async function catalogPrices(productIds: readonly string[]): Promise<CatalogPrices> {
  const found = await Promise.all(productIds.map((id) => pricedProduct.get(id)));
  return new Map(
    found.flatMap((product) =>
      product
        ? [[product.id, { name: product.name, priceCents: product.priceCents }] as const]
        : [],
    ),
  );
}

/**
 * The order's fulfilment with the edited address. A delivery order needs one in its own zone
 * (moving it to another zone is a reschedule); a pickup order takes none.
 */
export async function editedFulfilment(
  order: Order,
  request: OrderEditRequest,
): Promise<OrderFulfilment> {
  const { fulfilment } = order;
  if (fulfilment.method === 'pickup') {
    if (request.address) throw invalidFields({ address: 'A pickup order has no address' });
    return fulfilment;
  }
  const address = request.address;
  if (!address) throw invalidFields({ 'address.line1': 'Please enter the street address' });
  if (addressLine(address) === addressLine(fulfilment.address)) return fulfilment;
  const zone = await deliveryZoneFor({ postcode: address.postcode, suburb: address.suburb });
  if (!zone) {
    throw invalidFields({ 'address.postcode': `We don't deliver to ${address.postcode}.` });
  }
  if (zone.id !== fulfilment.zone.id) {
    throw invalidFields({
      'address.postcode': `This address is in the ${zone.name} zone, not ${fulfilment.zone.name}: reschedule the order to move it to another zone.`,
    });
  }
  return { ...fulfilment, address };
}

/**
 * The delivery rules an edit is priced by: the zone's present rules, with the fee the order was
 * charged kept unless staff chose today's prices (free delivery still follows the threshold).
 */
async function feeRulesOf(order: Order, todaysPrices: boolean): Promise<ZoneFeeRules | null> {
  if (order.fulfilment.method === 'pickup') return null;
  const zone = await deliveryZones.get(order.fulfilment.zone.id);
  const charged = order.totals.deliveryFeeCents;
  if (!zone) return { feeCents: charged, freeDeliveryThresholdCents: null, minimumOrderCents: 0 };
  const { feeCents, freeDeliveryThresholdCents, minimumOrderCents } = zone;
  const fee = !todaysPrices && charged > 0 ? charged : feeCents;
  return { feeCents: fee, freeDeliveryThresholdCents, minimumOrderCents };
}

/**
 * Prices the edited order with the checkout's pricing: its own line prices (or today's), new
 * meals at today's price (400 for a meal not on sale), and its promo as it stood when placed.
 */
export async function priceEdit(order: Order, request: OrderEditRequest): Promise<PricedOrder> {
  const catalog = await catalogPrices(request.items.map((item) => item.productId));
  const { lines, notOnSale } = editedLines(
    order.lines,
    request.items,
    catalog,
    request.useTodaysPrices,
  );
  if (notOnSale.length > 0) {
    throw invalidFields({ items: `Not on sale, so it cannot be added: ${notOnSale.join(', ')}` });
  }
  const promo = order.promoCode ? await findPromo(order.promoCode) : null;
  const priced = priceOrder({
    lines,
    zone: await feeRulesOf(order, request.useTodaysPrices),
    // Judged as when the order was placed: a code switched off since still holds for it; only
    // its minimum spend can take the discount away.
    promo: promo && { ...promo, active: true },
    now: new Date(order.placedAt),
    orderId: order.id,
  });
  return priced;
}
