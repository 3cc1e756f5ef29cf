import { describe, expect, it } from 'vitest';
import { checkoutSummary, promoFromCheck } from '../../src/lib/checkout/summary.ts';

const items = [
  { id: 'beef-bolognese', name: 'Beef Bolognese', price: 1690, quantity: 2, image: '' },
];
const tauranga = { feeCents: 500, freeDeliveryThresholdCents: 5000, minimumOrderCents: 3000 };

describe('the checkout summary', () => {
  it('prices the cart with the zone fee, the amount still needed and the GST', () => {
    const priced = checkoutSummary(items, tauranga, null);
    expect(priced).toMatchObject({
      subtotalCents: 3380,
      discountCents: 0,
      deliveryFeeCents: 500,
      totalCents: 3880,
      gstCents: 506,
      amountUntilFreeDeliveryCents: 1620,
      meetsMinimum: true,
    });
  });

  it('takes the promo check discount, or free delivery, and nothing from a refused code', () => {
    const check = {
      valid: true,
      code: 'TEN',
      kind: 'percent' as const,
      discountCents: 338,
      message: '10% off applied',
    };
    expect(checkoutSummary(items, tauranga, check)).toMatchObject({
      discountCents: 338,
      totalCents: 3542,
      meetsMinimum: true,
    });
    const free = { ...check, kind: 'free_delivery' as const, discountCents: 0 };
    expect(checkoutSummary(items, tauranga, free)).toMatchObject({
      deliveryFeeCents: 0,
      totalCents: 3380,
    });
    expect(promoFromCheck({ ...check, valid: false, kind: null })).toBeNull();
    expect(checkoutSummary(items, null, null)).toMatchObject({
      deliveryFeeCents: 0,
      minimumOrderCents: 0,
    });
  });
});
