import { describe, expect, it } from 'vitest';
import {
  gstIncludedIn,
  orderTotalsOf,
  priceOrder,
  type LineToPrice,
  type ZoneFeeRules,
} from '../../src/lib/orders/pricing.ts';
import { PromoSchema, type Promo } from '../../src/lib/orders/promo.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

const tauranga: ZoneFeeRules = {
  feeCents: 800,
  freeDeliveryThresholdCents: 8000,
  minimumOrderCents: 3000,
};
const papamoa: ZoneFeeRules = {
  feeCents: 0,
  freeDeliveryThresholdCents: null,
  minimumOrderCents: 0,
};
const ruralNoFreeDelivery: ZoneFeeRules = {
  feeCents: 1500,
  freeDeliveryThresholdCents: null,
  minimumOrderCents: 5000,
};

const bolognese = (quantity: number): LineToPrice => ({
  productId: 'beef-bolognese',
  name: 'Beef Bolognese',
  unitPriceCents: 1690,
  quantity,
});
const veg = (quantity: number): LineToPrice => ({
  productId: 'super-veg-sauce',
  name: 'Super Veg Sauce',
  unitPriceCents: 1490,
  quantity,
});

function promo(change: Partial<Promo>): Promo {
  return PromoSchema.parse({ code: 'TEST', kind: 'percent', value: 10, active: true, ...change });
}

describe('gstIncludedIn', () => {
  it.each([
    [0, 0],
    [2300, 300],
    [1150, 150],
    [100, 13], // 13.04
    [4, 1], // 0.52 rounds up
    [3, 0], // 0.39 rounds down
    [1690, 220], // 220.43
    [3380, 441], // 440.87
    [11_500_000, 1_500_000],
  ])('is 3/23 of %i cents rounded to the cent: %i', (total, gst) => {
    expect(gstIncludedIn(total)).toBe(gst);
  });

  it('matches 3/23 to within half a cent for every total up to $100', () => {
    for (let total = 0; total <= 10_000; total += 1) {
      expect(Math.abs(gstIncludedIn(total) - (total * 3) / 23)).toBeLessThan(0.5);
    }
  });
});

describe('priceOrder', () => {
  it('prices lines from the given unit prices and adds the zone fee below the threshold', () => {
    const priced = priceOrder({
      lines: [bolognese(2), veg(1)],
      zone: tauranga,
      promo: null,
      now: NOW,
    });
    expect(priced.lines).toEqual([
      { ...bolognese(2), lineTotalCents: 3380 },
      { ...veg(1), lineTotalCents: 1490 },
    ]);
    expect(orderTotalsOf(priced)).toEqual({
      subtotalCents: 4870,
      discountCents: 0,
      deliveryFeeCents: 800,
      totalCents: 5670,
      gstCents: 740, // 739.57
      amountUntilFreeDeliveryCents: 3130,
      minimumOrderCents: 3000,
      meetsMinimum: true,
    });
    expect(priced.promo).toBeNull();
    expect(priced.promoRejection).toBeNull();
  });

  it('delivers free at exactly the threshold and above it', () => {
    const at = priceOrder({
      lines: [{ ...veg(1), unitPriceCents: 8000 }],
      zone: tauranga,
      promo: null,
      now: NOW,
    });
    expect(at).toMatchObject({
      deliveryFeeCents: 0,
      amountUntilFreeDeliveryCents: 0,
      totalCents: 8000,
    });
    const below = priceOrder({
      lines: [{ ...veg(1), unitPriceCents: 7999 }],
      zone: tauranga,
      promo: null,
      now: NOW,
    });
    expect(below).toMatchObject({ deliveryFeeCents: 800, amountUntilFreeDeliveryCents: 1 });
  });

  it('always delivers free in a free zone, and says nothing is needed for it', () => {
    expect(priceOrder({ lines: [veg(1)], zone: papamoa, promo: null, now: NOW })).toMatchObject({
      deliveryFeeCents: 0,
      amountUntilFreeDeliveryCents: 0,
      totalCents: 1490,
      meetsMinimum: true,
    });
  });

  it('charges the fee at any size where a zone has no free delivery (amount until: null)', () => {
    expect(
      priceOrder({ lines: [bolognese(10)], zone: ruralNoFreeDelivery, promo: null, now: NOW }),
    ).toMatchObject({
      deliveryFeeCents: 1500,
      amountUntilFreeDeliveryCents: null,
      totalCents: 18_400,
    });
  });

  it('makes pickup free with no minimum order', () => {
    expect(
      orderTotalsOf(priceOrder({ lines: [veg(1)], zone: null, promo: null, now: NOW })),
    ).toEqual({
      subtotalCents: 1490,
      discountCents: 0,
      deliveryFeeCents: 0,
      totalCents: 1490,
      gstCents: 194, // 194.35
      amountUntilFreeDeliveryCents: 0,
      minimumOrderCents: 0,
      meetsMinimum: true,
    });
  });

  it('flags an order under the zone minimum, at exactly the minimum it is met', () => {
    const under = priceOrder({
      lines: [{ ...veg(1), unitPriceCents: 2999 }],
      zone: tauranga,
      promo: null,
      now: NOW,
    });
    expect(under).toMatchObject({ minimumOrderCents: 3000, meetsMinimum: false });
    const exactly = priceOrder({
      lines: [{ ...veg(1), unitPriceCents: 3000 }],
      zone: tauranga,
      promo: null,
      now: NOW,
    });
    expect(exactly.meetsMinimum).toBe(true);
  });

  it('applies a percentage promo and then judges threshold and minimum on the discounted goods', () => {
    // 5 x 16.90 = 84.50, 10% off = 8.45, goods 76.05: under the 80.00 threshold, so the fee applies.
    const priced = priceOrder({
      lines: [bolognese(5)],
      zone: tauranga,
      promo: promo({ value: 10 }),
      now: NOW,
    });
    expect(orderTotalsOf(priced)).toEqual({
      subtotalCents: 8450,
      discountCents: 845,
      deliveryFeeCents: 800,
      totalCents: 8405,
      gstCents: 1096, // 1096.30
      amountUntilFreeDeliveryCents: 395,
      minimumOrderCents: 3000,
      meetsMinimum: true,
    });
    expect(priced.promo).toEqual({
      code: 'TEST',
      kind: 'percent',
      discountCents: 845,
      freeDelivery: false,
    });
    const minimumMissedAfterDiscount = priceOrder({
      lines: [{ ...veg(1), unitPriceCents: 3200 }],
      zone: tauranga,
      promo: promo({ kind: 'fixed', value: 500 }),
      now: NOW,
    });
    expect(minimumMissedAfterDiscount).toMatchObject({ discountCents: 500, meetsMinimum: false });
  });

  it('never lets a fixed promo take the total below the delivery fee', () => {
    const priced = priceOrder({
      lines: [veg(1)],
      zone: ruralNoFreeDelivery,
      promo: promo({ kind: 'fixed', value: 10_000 }),
      now: NOW,
    });
    expect(priced).toMatchObject({
      subtotalCents: 1490,
      discountCents: 1490,
      deliveryFeeCents: 1500,
      totalCents: 1500,
    });
  });

  it('waives the fee for a free-delivery promo', () => {
    const priced = priceOrder({
      lines: [veg(1)],
      zone: ruralNoFreeDelivery,
      promo: promo({ kind: 'free_delivery', value: 0 }),
      now: NOW,
    });
    expect(priced).toMatchObject({
      discountCents: 0,
      deliveryFeeCents: 0,
      amountUntilFreeDeliveryCents: 0,
      totalCents: 1490,
    });
  });

  it('prices without a refused promo and says why it was refused', () => {
    const priced = priceOrder({
      lines: [veg(1)],
      zone: tauranga,
      promo: promo({ minimumSubtotalCents: 3000 }),
      now: NOW,
    });
    expect(priced).toMatchObject({ discountCents: 0, totalCents: 2290, promo: null });
    expect(priced.promoRejection).toEqual({
      reason: 'minimum_not_met',
      message: 'Spend $30.00 or more to use that promo code',
    });
  });
});
