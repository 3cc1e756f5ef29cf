import { describe, expect, it } from 'vitest';
import { EMPTY_CART, addItem } from '../../src/lib/cart/cart.ts';
import {
  fillCartForRecipe,
  recipeAlreadyInCartText,
  recipePackCount,
} from '../../src/lib/cart/recipe-packs.ts';
import { cartProduct } from '../fixtures/products.ts';

const bolognese = cartProduct('beef-bolognese', 'Beef Bolognese', 1690);
const superVeg = cartProduct('super-veg-sauce', 'Super Veg Sauce', 1490);
const lasagne = [
  { product: bolognese, quantity: 1 },
  { product: superVeg, quantity: 1 },
];

describe('fillCartForRecipe', () => {
  it('adds a recipe’s packs to an empty cart and opens the drawer', () => {
    const { cart, addedPacks } = fillCartForRecipe(EMPTY_CART, lasagne);
    expect(addedPacks).toBe(2);
    expect(cart.isOpen).toBe(true);
    expect(cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      ['beef-bolognese', 1],
      ['super-veg-sauce', 1],
    ]);
  });

  it('pressed twice, the cart keeps the packs the recipe needs instead of doubling them', () => {
    const first = fillCartForRecipe(EMPTY_CART, lasagne).cart;
    const closed = { ...first, isOpen: false };
    const second = fillCartForRecipe(closed, lasagne);
    expect(second.addedPacks).toBe(0);
    // Nothing changed, so the same cart comes back and the drawer stays shut.
    expect(second.cart).toBe(closed);
    expect(second.cart.items.map((item) => item.quantity)).toEqual([1, 1]);
  });

  it('tops up a line with fewer packs and leaves a line with more alone', () => {
    let cart = addItem(EMPTY_CART, bolognese, 3);
    cart = addItem(cart, superVeg, 1);
    const { cart: filled, addedPacks } = fillCartForRecipe({ ...cart, isOpen: false }, [
      { product: bolognese, quantity: 2 },
      { product: superVeg, quantity: 2 },
    ]);
    expect(addedPacks).toBe(1);
    expect(filled.isOpen).toBe(true);
    expect(filled.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      ['beef-bolognese', 3],
      ['super-veg-sauce', 2],
    ]);
  });

  it('takes the server’s current price for a line it tops up', () => {
    const cart = addItem(EMPTY_CART, { ...bolognese, price: 1500 }, 1);
    const { cart: filled } = fillCartForRecipe(cart, [{ product: bolognese, quantity: 2 }]);
    expect(filled.items[0]).toMatchObject({ price: 1690, quantity: 2 });
  });

  it('ignores a count below one and caps one above the line maximum', () => {
    const { cart, addedPacks } = fillCartForRecipe(EMPTY_CART, [
      { product: bolognese, quantity: 0 },
      { product: superVeg, quantity: 150 },
    ]);
    expect(addedPacks).toBe(99);
    expect(cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([['super-veg-sauce', 99]]);
  });
});

describe('recipe pack texts', () => {
  it('counts the packs and says the cart already has them', () => {
    expect(recipePackCount(lasagne)).toBe(2);
    expect(recipeAlreadyInCartText(2)).toBe('Your cart has the 2 packs this recipe needs');
    expect(recipeAlreadyInCartText(1)).toBe('Your cart has the pack this recipe needs');
  });
});
