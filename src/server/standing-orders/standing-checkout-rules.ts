// The checkout's rules on what is ordered, applied to a standing order's meals whenever the
// shopper changes them or moves the deliveries: every later delivery is placed through the
// checkout (make-delivery.ts), so a change the checkout would refuse would only make every
// delivery skipped. The item schema (lines, packs per meal) is the checkout's already; this adds
// meals on sale and the zone's minimum order, with the checkout's own pricing and sentence.
import { DomainError, invalidInput } from '../../lib/api/domain-error.ts';
import { ORDER_REFUSALS } from '../../lib/checkout/order-answers.ts';
import { minimumShortfallCents, shortfallText } from '../../lib/checkout/refusal.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { priceOrder } from '../../lib/orders/pricing.ts';
import type { OrderItem } from '../../lib/orders/request.ts';
import { catalogLines } from '../orders/catalog-lines.ts';
import { findPromo } from '../orders/promos.ts';

/** What the rules read of a standing order: its meals, its promo code and how it is fulfilled. */
export interface StandingOrderToCheck {
  items: readonly OrderItem[];
  promoCode?: string | undefined;
  fulfilment: { method: 'delivery' | 'pickup' };
}

/**
 * Refuses meals the checkout would refuse for a delivery to `zone`: a meal not on sale (400,
 * beside the meal) or food under the zone's minimum order (422, `below_minimum`, with the
 * checkout's sentence naming the minimum). Pickup has no minimum, as at the checkout.
 */
export async function checkStandingOrderRules(
  order: StandingOrderToCheck,
  zone: Zone | null,
  now = new Date(),
): Promise<void> {
  const { lines, unknownProductIds } = await catalogLines(order.items);
  if (unknownProductIds.length > 0) {
    const index = order.items.findIndex((item) => unknownProductIds.includes(item.productId));
    throw invalidInput({ [`items.${String(index)}.productId`]: 'Choose a meal from the shop' });
  }
  if (order.fulfilment.method === 'pickup' || !zone) return;
  const promo = order.promoCode ? await findPromo(order.promoCode) : null;
  const priced = priceOrder({ lines, zone, promo, now });
  if (priced.meetsMinimum) return;
  throw new DomainError('refused', {
    message: shortfallText(zone.name, priced, priced.promo !== null, false),
    details: {
      reason: ORDER_REFUSALS.belowMinimum,
      minimumOrderCents: priced.minimumOrderCents,
      shortByCents: minimumShortfallCents(priced),
    },
  });
}
