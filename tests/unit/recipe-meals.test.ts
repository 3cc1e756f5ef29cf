import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import {
  nameFromProductId,
  offMenuIds,
  packsInStock,
  recipeMeals,
} from '../../src/lib/content/recipe-meals.ts';

const meal = (id: string, name: string, inStock = true): ShopProduct => ({
  id,
  name,
  description: `${name}, slow cooked.`,
  image: `/images/meals/${id}.svg`,
  tags: [],
  cubesPerPack: 9,
  priceCents: 1590,
  isBestseller: false,
  isVegetarian: false,
  isKidFriendly: true,
  inStock,
});

const uses = [
  { productId: 'beef-bolognese', cubes: 9, packs: 1 },
  { productId: 'super-veg-sauce', cubes: 6, packs: 1 },
  { productId: 'lamb-rogan-josh', cubes: 12, packs: 2 },
];

describe('recipeMeals', () => {
  const onSale = new Map([
    ['beef-bolognese', meal('beef-bolognese', 'Grass-fed Bolognese')],
    ['super-veg-sauce', meal('super-veg-sauce', 'Super Veg Sauce', false)],
  ]);

  it('takes the live name and product of each meal on sale', () => {
    const [bolognese, veg] = recipeMeals(uses, onSale);
    expect(bolognese).toMatchObject({ name: 'Grass-fed Bolognese', onSale: { priceCents: 1590 } });
    expect(veg).toMatchObject({ name: 'Super Veg Sauce', onSale: { inStock: false } });
  });

  it('names a meal off the menu by its former name, else from its id, with no product', () => {
    const former = new Map([['lamb-rogan-josh', 'Lamb Rogan Josh']]);
    expect(recipeMeals(uses, onSale, former)[2]).toEqual({
      use: uses[2],
      name: 'Lamb Rogan Josh',
      onSale: null,
    });
    expect(recipeMeals(uses, onSale)[2]?.name).toBe('Lamb rogan josh');
  });

  it('lists the meals off the menu', () => {
    expect(offMenuIds(uses, onSale)).toEqual(['lamb-rogan-josh']);
  });

  it('offers to add only the packs of meals on sale and in stock', () => {
    expect(packsInStock(recipeMeals(uses, onSale))).toEqual([
      { productId: 'beef-bolognese', quantity: 1 },
    ]);
    expect(packsInStock(recipeMeals(uses, new Map()))).toEqual([]);
  });
});

describe('nameFromProductId', () => {
  it('makes a sentence-case name from a slug', () => {
    expect(nameFromProductId('pumpkin-kumara-sauce')).toBe('Pumpkin kumara sauce');
  });
});
