import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  isCartItem,
  EMPTY_CART,
  MAX_QUANTITY_PER_LINE,
  addItem,
  cartProductFrom,
  clearCart,
  defaultImageFor,
  removeItem,
  setCart,
  toggleCart,
  updateQuantity,
  type Cart,
  type CartProduct,
} from '../../src/lib/cart/cart.ts';
import {
  FREE_DELIVERY_THRESHOLD_CENTS,
  STANDARD_DELIVERY_FEE_CENTS,
} from '../../src/lib/delivery/defaults.ts';
import { cartProduct } from '../fixtures/products.ts';

const bolognese = cartProduct('beef-bolognese', 'Beef Bolognese', 1490);
const superVeg = cartProduct('super-veg-sauce', 'Super Veg Sauce', 1290);

function cartWith(...lines: [CartProduct, number][]): Cart {
  return {
    items: lines.map(([product, quantity]) => ({ ...product, quantity })),
    isOpen: false,
  };
}

describe('constants', () => {
  it('uses the fixed delivery values and the shop-prefixed storage key', () => {
    expect(FREE_DELIVERY_THRESHOLD_CENTS).toBe(5000);
    expect(STANDARD_DELIVERY_FEE_CENTS).toBe(500);
    expect(CART_STORAGE_KEY).toBe('cube-kitchen-cart');
    expect(MAX_QUANTITY_PER_LINE).toBe(99);
  });
});

describe('addItem', () => {
  it('adds a new line with the quantity and opens the drawer', () => {
    const cart = addItem(EMPTY_CART, bolognese, 2);
    expect(cart).toEqual({ items: [{ ...bolognese, quantity: 2 }], isOpen: true });
  });

  it('adds one pack by default', () => {
    expect(addItem(EMPTY_CART, bolognese).items[0]?.quantity).toBe(1);
  });

  it('merges into an existing line by the added amount and opens the drawer', () => {
    const cart = addItem(cartWith([bolognese, 2], [superVeg, 1]), bolognese, 3);
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([
      ['beef-bolognese', 5],
      ['super-veg-sauce', 1],
    ]);
    expect(cart.isOpen).toBe(true);
  });

  it('appends new products after existing lines', () => {
    const cart = addItem(cartWith([bolognese, 1]), superVeg);
    expect(cart.items.map((item) => item.id)).toEqual(['beef-bolognese', 'super-veg-sauce']);
  });

  it('caps a line at the maximum quantity', () => {
    expect(addItem(cartWith([bolognese, 98]), bolognese, 5).items[0]?.quantity).toBe(99);
    expect(addItem(EMPTY_CART, bolognese, 500).items[0]?.quantity).toBe(99);
  });

  it('ignores a zero, negative or non-numeric amount', () => {
    const before = cartWith([bolognese, 1]);
    expect(addItem(before, bolognese, 0)).toBe(before);
    expect(addItem(before, bolognese, -2)).toBe(before);
    expect(addItem(before, bolognese, Number.NaN)).toBe(before);
    expect(addItem(before, bolognese, Number.POSITIVE_INFINITY)).toBe(before);
  });

  it('does not change the cart it was given', () => {
    const before = cartWith([bolognese, 1]);
    const snapshot = structuredClone(before);
    addItem(before, bolognese, 2);
    addItem(before, superVeg, 1);
    expect(before).toEqual(snapshot);
  });
});

describe('removeItem', () => {
  it('removes the line and keeps the others', () => {
    const cart = removeItem(cartWith([bolognese, 2], [superVeg, 1]), 'beef-bolognese');
    expect(cart.items.map((item) => item.id)).toEqual(['super-veg-sauce']);
  });

  it('leaves the cart as it is for an unknown id', () => {
    const before = cartWith([bolognese, 2]);
    expect(removeItem(before, 'nope')).toBe(before);
  });

  it('keeps the drawer state', () => {
    const open = { ...cartWith([bolognese, 1]), isOpen: true };
    expect(removeItem(open, 'beef-bolognese').isOpen).toBe(true);
  });
});

describe('updateQuantity', () => {
  it('sets the quantity of a line', () => {
    expect(updateQuantity(cartWith([bolognese, 2]), 'beef-bolognese', 5).items[0]?.quantity).toBe(
      5,
    );
  });

  it('removes the line at 0 or less', () => {
    expect(updateQuantity(cartWith([bolognese, 1]), 'beef-bolognese', 0).items).toEqual([]);
    expect(updateQuantity(cartWith([bolognese, 3]), 'beef-bolognese', -1).items).toEqual([]);
  });

  it('supports the drawer’s minus (quantity - 1) and plus (quantity + 1)', () => {
    let cart = cartWith([bolognese, 2]);
    cart = updateQuantity(cart, 'beef-bolognese', 3);
    cart = updateQuantity(cart, 'beef-bolognese', 2);
    cart = updateQuantity(cart, 'beef-bolognese', 1);
    expect(cart.items[0]?.quantity).toBe(1);
    cart = updateQuantity(cart, 'beef-bolognese', 0);
    expect(cart.items).toEqual([]);
  });

  it('caps at the maximum and drops fractions', () => {
    expect(updateQuantity(cartWith([bolognese, 2]), 'beef-bolognese', 150).items[0]?.quantity).toBe(
      99,
    );
    expect(updateQuantity(cartWith([bolognese, 2]), 'beef-bolognese', 3.7).items[0]?.quantity).toBe(
      3,
    );
  });

  it('leaves the cart as it is for an unknown id, NaN or an unchanged quantity', () => {
    const before = cartWith([bolognese, 2]);
    expect(updateQuantity(before, 'nope', 4)).toBe(before);
    expect(updateQuantity(before, 'beef-bolognese', Number.NaN)).toBe(before);
    expect(updateQuantity(before, 'beef-bolognese', 2)).toBe(before);
  });

  it('does not open or close the drawer', () => {
    expect(updateQuantity(cartWith([bolognese, 2]), 'beef-bolognese', 3).isOpen).toBe(false);
  });
});

describe('clearCart, toggleCart and setCart', () => {
  it('clearCart empties the items and keeps the drawer open or closed', () => {
    const open = { ...cartWith([bolognese, 2]), isOpen: true };
    expect(clearCart(open)).toEqual({ items: [], isOpen: true });
    expect(clearCart(cartWith([bolognese, 2]))).toEqual({ items: [], isOpen: false });
  });

  it('toggleCart flips the drawer, or forces it open or closed', () => {
    const closed = cartWith([bolognese, 1]);
    const opened = toggleCart(closed);
    expect(opened.isOpen).toBe(true);
    expect(opened.items).toBe(closed.items);
    expect(toggleCart(opened).isOpen).toBe(false);
    expect(toggleCart(opened, true)).toBe(opened);
    expect(toggleCart(closed, false)).toBe(closed);
  });

  it('setCart replaces the whole cart', () => {
    const next = { ...cartWith([superVeg, 4]), isOpen: true };
    expect(setCart(next)).toEqual(next);
  });

  it('setCart gives an empty cart for invalid input', () => {
    expect(setCart({ items: [{ id: 'x' }], isOpen: true })).toEqual(EMPTY_CART);
    expect(setCart(null)).toEqual(EMPTY_CART);
  });
});

describe('isCartItem', () => {
  it('accepts a valid line and rejects bad ids, names, quantities and prices', () => {
    const line = { ...bolognese, quantity: 1 };
    expect(isCartItem(line)).toBe(true);
    expect(isCartItem({ ...line, quantity: 0 })).toBe(false);
    expect(isCartItem({ ...line, quantity: 100 })).toBe(false);
    expect(isCartItem({ ...line, quantity: 1.5 })).toBe(false);
    expect(isCartItem({ ...line, price: 14.9 })).toBe(false);
    expect(isCartItem({ ...line, price: -1 })).toBe(false);
    expect(isCartItem({ ...line, id: '../x' })).toBe(false);
    expect(isCartItem({ ...line, name: '   ' })).toBe(false);
    expect(isCartItem({ ...line, image: undefined })).toBe(false);
    expect(isCartItem(null)).toBe(false);
    expect(setCart({ items: [line], isOpen: false })).toEqual({ items: [line], isOpen: false });
  });
});

describe('cartProductFrom and defaultImageFor', () => {
  it('takes the price from priceCents', () => {
    expect(
      cartProductFrom({ id: 'a', name: 'A', priceCents: 1200, image: '/images/meals/a.svg' }),
    ).toEqual({ id: 'a', name: 'A', price: 1200, image: '/images/meals/a.svg' });
  });

  it('points at the seeded meal image', () => {
    expect(defaultImageFor('beef-bolognese')).toBe('/images/meals/beef-bolognese.svg');
  });
});
