// The checkout's order summary, for display only: the server prices the order again from the
// catalog when it is placed, so these figures use the cart's prices and the promo check's answer.
import type { CartItem } from '../cart/cart.ts';
import { priceOrder, type PricedOrder, type ZoneFeeRules } from '../orders/price-order.ts';
import type { Promo, PromoCheck } from '../orders/promo.ts';

/** The promo as pricing needs it, from the check's answer: its discount as a fixed amount. */
export function promoFromCheck(check: PromoCheck | null): Promo | null {
  if (!check?.valid || check.kind === null) return null;
  const base = {
    code: check.code,
    minimumSubtotalCents: 0,
    onePerCustomer: false,
    active: true,
    redeemedOrderIds: [],
  };
  if (check.kind === 'free_delivery') return { ...base, kind: 'free_delivery', value: 0 };
  return check.discountCents > 0 ? { ...base, kind: 'fixed', value: check.discountCents } : null;
}

/** Prices the cart for the summary: `zone` null for pickup or an address not yet looked up. */
export function checkoutSummary(
  items: readonly CartItem[],
  zone: ZoneFeeRules | null,
  promo: PromoCheck | null,
  now = new Date(),
): PricedOrder {
  return priceOrder({
    lines: items.map(({ id, name, price, quantity }) => ({
      productId: id,
      name,
      unitPriceCents: price,
      quantity,
    })),
    zone,
    promo: promoFromCheck(promo),
    now,
  });
}
