import { describe, expect, it } from 'vitest';
import {
  parseSavedCart,
  restoreLines,
  serializeCart,
  serializeCartMinimal,
  type CartItem,
  type CartProduct,
} from '../../src/lib/cart/cart.ts';

const items: CartItem[] = [
  {
    id: 'beef-bolognese',
    name: 'Beef Bolognese',
    price: 1490,
    quantity: 2,
    image: '/images/meals/beef-bolognese.svg',
  },
  {
    id: 'super-veg-sauce',
    name: 'Super Veg Sauce',
    price: 1290,
    quantity: 1,
    image: '/images/meals/super-veg-sauce.svg',
  },
];

describe('serializeCart', () => {
  it('saves only id, quantity, name and price', () => {
    expect(JSON.parse(serializeCart(items))).toEqual({
      items: [
        { id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1490 },
        { id: 'super-veg-sauce', quantity: 1, name: 'Super Veg Sauce', price: 1290 },
      ],
    });
  });

  it('has a minimal form with ids and quantities only', () => {
    expect(JSON.parse(serializeCartMinimal(items))).toEqual({
      items: [
        { id: 'beef-bolognese', quantity: 2 },
        { id: 'super-veg-sauce', quantity: 1 },
      ],
    });
  });

  it('round-trips through parseSavedCart', () => {
    expect(parseSavedCart(serializeCart(items))).toEqual([
      { id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1490 },
      { id: 'super-veg-sauce', quantity: 1, name: 'Super Veg Sauce', price: 1290 },
    ]);
    expect(parseSavedCart(serializeCartMinimal(items))).toEqual([
      { id: 'beef-bolognese', quantity: 2 },
      { id: 'super-veg-sauce', quantity: 1 },
    ]);
  });
});

describe('parseSavedCart', () => {
  it.each([
    ['nothing saved', null],
    ['broken JSON', '{oops'],
    ['an empty string', ''],
    ['a wrong shape', '{"lines":[]}'],
    ['a bare array', '[{"id":"beef-bolognese","quantity":1}]'],
    ['a bad id', '{"items":[{"id":"../etc","quantity":1}]}'],
    ['a zero quantity', '{"items":[{"id":"beef-bolognese","quantity":0}]}'],
    ['a fractional quantity', '{"items":[{"id":"beef-bolognese","quantity":1.5}]}'],
    ['a string price', '{"items":[{"id":"beef-bolognese","quantity":1,"price":"14.90"}]}'],
    ['JSON null', 'null'],
  ])('discards %s', (_label, raw) => {
    expect(parseSavedCart(raw)).toEqual([]);
  });

  it('caps saved quantities at the maximum', () => {
    expect(parseSavedCart('{"items":[{"id":"beef-bolognese","quantity":500}]}')).toEqual([
      { id: 'beef-bolognese', quantity: 99 },
    ]);
  });

  it('merges duplicate ids', () => {
    const raw = JSON.stringify({
      items: [
        { id: 'beef-bolognese', quantity: 2 },
        { id: 'beef-bolognese', quantity: 3, name: 'Beef Bolognese', price: 1490 },
      ],
    });
    expect(parseSavedCart(raw)).toEqual([
      { id: 'beef-bolognese', quantity: 5, name: 'Beef Bolognese', price: 1490 },
    ]);
  });

  it('ignores extra saved fields such as an image', () => {
    const raw = '{"items":[{"id":"beef-bolognese","quantity":1,"image":"//evil.example/x.svg"}]}';
    expect(parseSavedCart(raw)).toEqual([{ id: 'beef-bolognese', quantity: 1 }]);
  });
});

describe('restoreLines', () => {
  it('without products: shows named lines with the seeded image and holds back the rest', () => {
    const restored = restoreLines([
      { id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1490 },
      { id: 'super-veg-sauce', quantity: 1 },
    ]);
    expect(restored.items).toEqual([items[0]]);
    expect(restored.unresolved).toEqual([{ id: 'super-veg-sauce', quantity: 1 }]);
  });

  it('with products: takes the server name, price and image and drops ids no longer sold', () => {
    const products: CartProduct[] = [
      { id: 'super-veg-sauce', name: 'Super Veg Sauce', price: 1350, image: '/x/veg.webp' },
    ];
    const restored = restoreLines(
      [
        { id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1490 },
        { id: 'super-veg-sauce', quantity: 3 },
        { id: 'retired-meal', quantity: 1, name: 'Retired', price: 100 },
      ],
      products,
    );
    expect(restored.items).toEqual([
      {
        id: 'super-veg-sauce',
        name: 'Super Veg Sauce',
        price: 1350,
        image: '/x/veg.webp',
        quantity: 3,
      },
    ]);
    expect(restored.unresolved).toEqual([]);
  });

  it('keeps the saved order', () => {
    const restored = restoreLines([
      { id: 'b', quantity: 1, name: 'B', price: 1 },
      { id: 'a', quantity: 1, name: 'A', price: 1 },
    ]);
    expect(restored.items.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('merges repeated ids, such as a shown line and a line still waiting for its name', () => {
    const restored = restoreLines([
      { id: 'beef-bolognese', quantity: 1, name: 'Beef Bolognese', price: 1490 },
      { id: 'beef-bolognese', quantity: 2 },
    ]);
    expect(restored.items).toEqual([{ ...items[0], quantity: 3 }]);
    expect(restored.unresolved).toEqual([]);
  });
});
