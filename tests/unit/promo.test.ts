import { describe, expect, it } from 'vitest';
import {
  applyPromo,
  normaliseCustomerEmail,
  PromoSchema,
  promoDiscountCents,
  promoStatus,
  promoSummary,
  type Promo,
} from '../../src/lib/orders/promo.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

function promo(change: Partial<Promo> = {}): Promo {
  return PromoSchema.parse({
    code: 'welcome10',
    kind: 'percent',
    value: 10,
    minimumSubtotalCents: 3000,
    active: true,
    ...change,
  });
}

describe('PromoSchema', () => {
  it('stores codes upper-case and starts with no uses', () => {
    expect(promo()).toMatchObject({ code: 'WELCOME10', redeemedOrderIds: [] });
  });

  it('refuses percentages outside 1 to 100, zero fixed discounts and backwards dates', () => {
    const base = { code: 'X1', active: true };
    expect(PromoSchema.safeParse({ ...base, kind: 'percent', value: 0 }).success).toBe(false);
    expect(PromoSchema.safeParse({ ...base, kind: 'percent', value: 101 }).success).toBe(false);
    expect(PromoSchema.safeParse({ ...base, kind: 'fixed', value: 0 }).success).toBe(false);
    expect(PromoSchema.safeParse({ ...base, kind: 'free_delivery', value: 0 }).success).toBe(true);
    expect(
      PromoSchema.safeParse({
        ...base,
        kind: 'fixed',
        value: 500,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      }).error?.issues[0]?.message,
    ).toBe('The end must be after the start');
  });
});

describe('applyPromo', () => {
  it('takes a percentage off, rounded to the nearest cent', () => {
    expect(applyPromo(promo(), { subtotalCents: 3380, now: NOW })).toEqual({
      ok: true,
      code: 'WELCOME10',
      kind: 'percent',
      discountCents: 338,
      freeDelivery: false,
    });
    // 12% of 4490 is 538.8 cents; 15% of 3030 is 454.5 cents, which rounds half up.
    expect(promoDiscountCents({ kind: 'percent', value: 12 }, 4490)).toBe(539);
    expect(promoDiscountCents({ kind: 'percent', value: 15 }, 3030)).toBe(455);
    expect(promoDiscountCents({ kind: 'percent', value: 100 }, 3030)).toBe(3030);
  });

  it('never takes a fixed discount past the subtotal', () => {
    const fiveOff = promo({ kind: 'fixed', value: 500, minimumSubtotalCents: 0 });
    expect(applyPromo(fiveOff, { subtotalCents: 1490, now: NOW })).toMatchObject({
      discountCents: 500,
    });
    const bigOff = promo({ kind: 'fixed', value: 5000, minimumSubtotalCents: 0 });
    expect(applyPromo(bigOff, { subtotalCents: 1490, now: NOW })).toMatchObject({
      discountCents: 1490,
    });
  });

  it('makes delivery free without a discount on the goods', () => {
    const free = promo({ kind: 'free_delivery', value: 0, minimumSubtotalCents: 0 });
    expect(applyPromo(free, { subtotalCents: 1490, now: NOW })).toMatchObject({
      ok: true,
      discountCents: 0,
      freeDelivery: true,
    });
  });

  it('refuses an inactive code', () => {
    expect(applyPromo(promo({ active: false }), { subtotalCents: 9000, now: NOW })).toEqual({
      ok: false,
      reason: 'inactive',
      message: 'That promo code is no longer available',
    });
  });

  it('refuses a code before it starts, saying from when (NZ date), and from its start on takes it', () => {
    const summer = promo({ startsAt: '2026-12-01T11:00:00Z' });
    expect(applyPromo(summer, { subtotalCents: 9000, now: NOW })).toEqual({
      ok: false,
      reason: 'not_started',
      message: 'That promo code can be used from 2 December 2026',
    });
    expect(
      applyPromo(summer, { subtotalCents: 9000, now: new Date('2026-12-01T11:00:00Z') }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a code from the moment it ends', () => {
    const ended = promo({ endsAt: '2026-12-01T00:00:00Z' });
    expect(applyPromo(ended, { subtotalCents: 9000, now: NOW })).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'That promo code has expired',
    });
    const running = promo({ endsAt: '2026-12-01T00:00:01Z' });
    expect(applyPromo(running, { subtotalCents: 9000, now: NOW })).toMatchObject({ ok: true });
  });

  it('needs the minimum spend, on the subtotal before any discount', () => {
    expect(applyPromo(promo(), { subtotalCents: 2999, now: NOW })).toEqual({
      ok: false,
      reason: 'minimum_not_met',
      message: 'Spend $30.00 or more to use that promo code',
    });
    expect(applyPromo(promo(), { subtotalCents: 3000, now: NOW })).toMatchObject({
      ok: true,
      discountCents: 300,
    });
  });

  it('refuses a used-up code, except to an order that already holds one of its uses', () => {
    const limited = promo({ maxUses: 2, redeemedOrderIds: ['order-a', 'order-b'] });
    expect(applyPromo(limited, { subtotalCents: 9000, now: NOW })).toMatchObject({
      ok: false,
      reason: 'used_up',
      message: 'That promo code has been used up',
    });
    expect(
      applyPromo(limited, { subtotalCents: 9000, now: NOW, orderId: 'order-b' }),
    ).toMatchObject({ ok: true });
    const oneLeft = promo({ maxUses: 2, redeemedOrderIds: ['order-a'] });
    expect(applyPromo(oneLeft, { subtotalCents: 9000, now: NOW })).toMatchObject({ ok: true });
  });
});

describe('promoSummary', () => {
  it('describes each kind of offer', () => {
    expect(promoSummary({ kind: 'percent', value: 10 })).toBe('10% off');
    expect(promoSummary({ kind: 'fixed', value: 750 })).toBe('$7.50 off');
    expect(promoSummary({ kind: 'free_delivery', value: 0 })).toBe('Free delivery');
  });
});

describe('promoStatus', () => {
  const at = (iso: string) => new Date(iso);
  it('is off when turned off, whatever the dates or uses', () => {
    expect(promoStatus(promo({ active: false, endsAt: '2026-01-01T00:00:00Z' }), NOW)).toBe('off');
  });

  it('is scheduled before the start, active from it, expired from the end', () => {
    const dated = promo({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T11:00:00Z' });
    expect(promoStatus(dated, at('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(promoStatus(dated, at('2026-12-01T00:00:00Z'))).toBe('active');
    expect(promoStatus(dated, at('2026-12-31T11:00:00Z'))).toBe('expired');
  });

  it('is used up once every limited use is taken', () => {
    const limited = promo({ maxUses: 2, redeemedOrderIds: ['a'] });
    expect(promoStatus(limited, NOW)).toBe('active');
    expect(promoStatus({ ...limited, redeemedOrderIds: ['a', 'b'] }, NOW)).toBe('used_up');
  });
});

describe('promo kinds and one per customer', () => {
  it('free delivery takes nothing off the goods and says so', () => {
    const free = promo({ kind: 'free_delivery', value: 0, minimumSubtotalCents: 0 });
    expect(applyPromo(free, { subtotalCents: 2000, now: NOW })).toMatchObject({
      ok: true,
      discountCents: 0,
      freeDelivery: true,
    });
    expect(promoSummary(free)).toBe('Free delivery');
  });

  it('a fixed amount never takes more than the goods', () => {
    expect(promoDiscountCents({ kind: 'fixed', value: 1500 }, 1200)).toBe(1200);
  });

  it('starts without one-per-customer, and compares emails trimmed and lower-case', () => {
    expect(promo().onePerCustomer).toBe(false);
    expect(normaliseCustomerEmail('  Kiri@Example.CO.NZ ')).toBe('kiri@example.co.nz');
  });
});
