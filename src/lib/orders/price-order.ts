// How an order is priced: its lines, the promo, delivery and GST. Pure, without zod: the checkout
// prices its summary with it as the page opens; the order's schemas stay in pricing.ts.
import { amountUntilFreeDelivery, qualifiesForFreeDelivery } from '../cart/cart.ts';
import type { OrderLine, OrderTotals } from './pricing.ts';
import type { Promo } from './promo.ts';
import { applyPromo, type PromoDiscount, type PromoRejection } from './promo-rules.ts';

/**
 * A delivery zone's money rules. Declared here by shape, not imported, so orders do not depend
 * on the delivery module: it matches `ZoneFeeRules` of src/lib/delivery/ field for field.
 */
export interface ZoneFeeRules {
  feeCents: number;
  freeDeliveryThresholdCents: number | null;
  minimumOrderCents: number;
}

/** A line to price: the catalog's name and unit price (never the browser's) and the packs. */
export interface LineToPrice {
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** What pricing gives: the totals, the priced lines, the accepted promo or why it was refused. */
export interface PricedOrder extends OrderTotals {
  lines: OrderLine[];
  promo: PromoDiscount | null;
  promoRejection: PromoRejection | null;
}

/**
 * The GST inside a GST-inclusive NZ amount: 15% on top means 3/23 of the total, rounded to the
 * nearest cent. Integer maths; a whole number of cents is never exactly half a cent away.
 */
export function gstIncludedIn(totalCents: number): number {
  return Math.floor((6 * totalCents + 23) / 46);
}

/** Unit price times quantity for each line. */
export function priceLines(lines: readonly LineToPrice[]): OrderLine[] {
  return lines.map((line) => ({ ...line, lineTotalCents: line.unitPriceCents * line.quantity }));
}

/** The delivery fee of goods worth `goodsCents` (after discount); no zone is a free pickup. */
export function deliveryFor(goodsCents: number, zone: ZoneFeeRules | null, freeByPromo: boolean) {
  if (!zone || freeByPromo || zone.feeCents === 0) {
    return { deliveryFeeCents: 0, amountUntilFreeDeliveryCents: 0 };
  }
  const threshold = zone.freeDeliveryThresholdCents;
  if (threshold === null) {
    return { deliveryFeeCents: zone.feeCents, amountUntilFreeDeliveryCents: null };
  }
  return {
    deliveryFeeCents: qualifiesForFreeDelivery(goodsCents, threshold) ? 0 : zone.feeCents,
    amountUntilFreeDeliveryCents: amountUntilFreeDelivery(goodsCents, threshold),
  };
}

/**
 * Prices an order. `zone` is null for pickup (free, no minimum). A refused promo gives no
 * discount and says why in `promoRejection`. The zone's free-delivery threshold and minimum
 * order apply to the goods after the discount: what the shopper really pays for the food.
 * The promo's own minimum spend applies to the subtotal before it.
 */
export function priceOrder(input: {
  lines: readonly LineToPrice[];
  zone: ZoneFeeRules | null;
  promo: Promo | null;
  now: Date;
  orderId?: string;
}): PricedOrder {
  const lines = priceLines(input.lines);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const outcome = input.promo
    ? applyPromo(input.promo, {
        subtotalCents,
        now: input.now,
        ...(input.orderId === undefined ? {} : { orderId: input.orderId }),
      })
    : null;
  const promo = outcome?.ok
    ? {
        code: outcome.code,
        kind: outcome.kind,
        discountCents: outcome.discountCents,
        freeDelivery: outcome.freeDelivery,
      }
    : null;
  const promoRejection =
    outcome && !outcome.ok ? { reason: outcome.reason, message: outcome.message } : null;
  const discountCents = promo?.discountCents ?? 0;
  const goodsCents = subtotalCents - discountCents;
  const delivery = deliveryFor(goodsCents, input.zone, promo?.freeDelivery ?? false);
  const totalCents = goodsCents + delivery.deliveryFeeCents;
  const minimumOrderCents = input.zone?.minimumOrderCents ?? 0;
  return {
    subtotalCents,
    discountCents,
    ...delivery,
    totalCents,
    gstCents: gstIncludedIn(totalCents),
    minimumOrderCents,
    meetsMinimum: goodsCents >= minimumOrderCents,
    lines,
    promo,
    promoRejection,
  };
}
