import { describe, expect, it } from 'vitest';
import {
  amountUntilFreeDelivery,
  cartButtonLabel,
  cartCountText,
  cartTotals,
  deliveryFee,
  freeDeliveryHint,
  qualifiesForFreeDelivery,
  subtotal,
  totalItems,
  type CartItem,
} from '../../src/lib/cart/cart.ts';

function line(id: string, price: number, quantity: number): CartItem {
  return { id, name: id, price, quantity, image: `/images/meals/${id}.svg` };
}

describe('totalItems and subtotal', () => {
  it('sum quantities and price × quantity in cents', () => {
    const items = [line('a', 1490, 2), line('b', 1290, 1)];
    expect(totalItems(items)).toBe(3);
    expect(subtotal(items)).toBe(4270);
  });

  it('are 0 for no items', () => {
    expect(totalItems([])).toBe(0);
    expect(subtotal([])).toBe(0);
  });
});

describe('delivery', () => {
  it('is free at or above the threshold and 500 cents below it', () => {
    expect(deliveryFee(4999)).toBe(500);
    expect(deliveryFee(5000)).toBe(0);
    expect(deliveryFee(7500)).toBe(0);
    expect(qualifiesForFreeDelivery(4999)).toBe(false);
    expect(qualifiesForFreeDelivery(5000)).toBe(true);
  });

  it('counts down to free delivery, never below 0', () => {
    expect(amountUntilFreeDelivery(2980)).toBe(2020);
    expect(amountUntilFreeDelivery(4999)).toBe(1);
    expect(amountUntilFreeDelivery(5000)).toBe(0);
    expect(amountUntilFreeDelivery(9000)).toBe(0);
  });
});

describe('cartTotals', () => {
  it('adds the standard fee below the threshold', () => {
    expect(cartTotals([line('a', 1490, 2)])).toEqual({
      totalItems: 2,
      subtotal: 2980,
      deliveryFee: 500,
      total: 3480,
      amountUntilFreeDelivery: 2020,
      qualifiesForFreeDelivery: false,
    });
  });

  it('delivers free at exactly the threshold', () => {
    expect(cartTotals([line('a', 1000, 5)])).toEqual({
      totalItems: 5,
      subtotal: 5000,
      deliveryFee: 0,
      total: 5000,
      amountUntilFreeDelivery: 0,
      qualifiesForFreeDelivery: true,
    });
  });

  it('charges no delivery on an empty cart, which does not qualify either', () => {
    expect(cartTotals([])).toEqual({
      totalItems: 0,
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      amountUntilFreeDelivery: 5000,
      qualifiesForFreeDelivery: false,
    });
  });
});

describe('texts', () => {
  it('are word for word, with "item(s)" whatever the count', () => {
    expect(cartCountText(0)).toBe('Your cart is empty.');
    expect(cartCountText(1)).toBe('You have 1 item(s) in your cart.');
    expect(cartCountText(3)).toBe('You have 3 item(s) in your cart.');
  });

  it('formats the free-delivery hint with NZD', () => {
    expect(freeDeliveryHint(2020)).toBe('Spend $20.20 more for free delivery');
    expect(freeDeliveryHint(1)).toBe('Spend $0.01 more for free delivery');
  });

  it('name the cart button with its count', () => {
    expect(cartButtonLabel(0)).toBe('Cart, 0 items');
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(3)).toBe('Cart, 3 items');
  });
});
