import { describe, expect, it } from 'vitest';
import { checkoutSummary } from '../../src/lib/checkout/summary.ts';
import {
  cartProblem,
  minimumShortfallCents,
  quantityLimit,
  refusalProblem,
  shortfallText,
  shortItemSentence,
  stockProblem,
} from '../../src/lib/checkout/refusal.ts';

const papamoa = {
  name: 'Papamoa',
  feeCents: 0,
  freeDeliveryThresholdCents: null,
  minimumOrderCents: 3000,
};
const cart = [
  { id: 'super-veg-sauce', name: 'Super Veg Sauce', price: 1490, quantity: 1, image: '' },
  { id: 'beef-bolognese', name: 'Beef Bolognese', price: 1690, quantity: 1, image: '' },
];
const welcome10 = {
  valid: true,
  code: 'WELCOME10',
  kind: 'percent',
  discountCents: 318,
  message: '10% off applied',
} as const;

describe('shortItemSentence', () => {
  it('says how many packs are left, in words, and what was asked for', () => {
    const sauce = { productId: 's', name: 'Super Veg Sauce', requested: 99, available: 58 };
    expect(shortItemSentence(sauce)).toBe(
      'Only 58 packs of Super Veg Sauce are left (you asked for 99).',
    );
    expect(shortItemSentence({ ...sauce, available: 1, requested: 3 })).toBe(
      'Only 1 pack of Super Veg Sauce is left (you asked for 3).',
    );
    expect(shortItemSentence({ ...sauce, available: 0 })).toBe('Super Veg Sauce has sold out.');
  });

  it('offers to fit the cart to the stock for a 409, one sentence per meal', () => {
    const problem = stockProblem([
      { productId: 'a', name: 'Apple Curry', requested: 4, available: 1 },
      { productId: 'b', name: 'Butter Chicken', requested: 2, available: 0 },
    ]);
    expect(problem.lines).toEqual([
      'Only 1 pack of Apple Curry is left (you asked for 4).',
      'Butter Chicken has sold out.',
    ]);
    expect(problem.fixes).toEqual(['fit_cart']);
  });
});

describe('refusalProblem', () => {
  it('offers pickup, more meals and, with a code, removing it, for an order under the minimum', () => {
    expect(refusalProblem('below_minimum', 'Under.', true).fixes).toEqual([
      'add_meals',
      'pickup',
      'remove_code',
    ]);
    expect(refusalProblem('below_minimum', 'Under.', false).fixes).toEqual(['add_meals', 'pickup']);
    expect(refusalProblem('outside_zone', 'Too far.', false)).toMatchObject({
      lines: ['Too far.'],
      fixes: ['pickup'],
    });
    expect(refusalProblem('store_paused', 'Closed for the holidays.', false)).toMatchObject({
      lines: ['Closed for the holidays.'],
      fixes: [],
    });
    expect(cartProblem('A meal is no longer sold.').lines).toEqual(['A meal is no longer sold.']);
  });
});

describe('minimumShortfallCents', () => {
  it('finds WELCOME10 on $31.80 for Papamoa $1.38 under the $30.00 minimum', () => {
    const priced = checkoutSummary(cart, papamoa, welcome10);
    expect(priced.subtotalCents - priced.discountCents).toBe(2862);
    expect(minimumShortfallCents(priced)).toBe(138);
    expect(shortfallText('Papamoa', priced, true)).toBe(
      'Delivery to Papamoa needs at least $30.00 of food after discounts; your order has $28.62. Add $1.38 more, choose pickup, or remove the code.',
    );
  });

  it('gives 0 without the code, for pickup, and at exactly the minimum', () => {
    expect(minimumShortfallCents(checkoutSummary(cart, papamoa, null))).toBe(0);
    expect(minimumShortfallCents(checkoutSummary(cart, null, welcome10))).toBe(0);
    expect(
      minimumShortfallCents({ subtotalCents: 3318, discountCents: 318, minimumOrderCents: 3000 }),
    ).toBe(0);
    const under = { subtotalCents: 1690, discountCents: 0, minimumOrderCents: 3000 };
    expect(shortfallText('Papamoa', under, false)).toBe(
      'Delivery to Papamoa needs at least $30.00 of food after discounts; your order has $16.90. Add $13.10 more or choose pickup.',
    );
  });
});

describe('quantityLimit', () => {
  it('stops at 99 packs, or at the stock a refusal reported, and says which', () => {
    expect(quantityLimit(undefined)).toEqual({ max: 99, hint: 'Most you can order: 99' });
    expect(quantityLimit(58)).toEqual({ max: 58, hint: 'Only 58 left' });
    expect(quantityLimit(120)).toEqual({ max: 99, hint: 'Most you can order: 99' });
  });
});
