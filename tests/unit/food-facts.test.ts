import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  containsLine,
  formatNutrient,
  formatServingSize,
  lacksFoodFacts,
  mealFoodFacts,
  NO_DECLARED_ALLERGENS,
} from '../../src/lib/products/food-facts.ts';
import { NewProductRequestSchema, ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { StoredProductSchema } from '../../src/lib/products/product.ts';
import { SEED_FOOD_FACTS } from '../../src/server/seed/food-facts.ts';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';

const FACTS = {
  ingredients: 'Tomatoes (45%), cream (milk), wheat flour.',
  allergens: ['milk', 'wheat'] as const,
  storage: 'Keep frozen at -18 °C or colder.',
  reheating: 'Heat until piping hot.',
};

const PRODUCT = {
  name: 'Tomato Cream Sauce',
  description: 'A creamy tomato sauce.',
  tags: [],
  cubesPerPack: 9,
  priceCents: 1490,
  isBestseller: false,
  isVegetarian: true,
  isKidFriendly: true,
  status: 'active',
};

const issuesOf = (input: unknown) =>
  (NewProductRequestSchema.safeParse(input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('the declared allergens', () => {
  it('are the 24 required names of Schedule 9 (gluten among them), each id once, with no undeclared extras', () => {
    const ids = ALLERGENS.map((allergen) => allergen.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ALLERGENS.map((allergen) => allergen.label).sort()).toEqual(
      [
        'added sulphites',
        'almond',
        'barley',
        'Brazil nut',
        'cashew',
        'crustacea',
        'egg',
        'fish',
        'gluten',
        'hazelnut',
        'lupin',
        'macadamia',
        'milk',
        'mollusc',
        'oats',
        'peanut',
        'pecan',
        'pine nut',
        'pistachio',
        'rye',
        'sesame',
        'soy',
        'walnut',
        'wheat',
      ].sort(),
    );
    expect(ids).not.toContain('celery');
  });
});

describe('containsLine', () => {
  it('names each allergen once, in the list order, with gluten after the cereals', () => {
    expect(containsLine(['milk', 'wheat', 'milk', 'soy'])).toBe(
      'Contains: wheat, gluten, milk, soy',
    );
    expect(containsLine(['walnut', 'oats', 'barley'])).toBe(
      'Contains: barley, oats, gluten, walnut',
    );
  });

  it('adds no gluten without a cereal and names the tree nut', () => {
    expect(containsLine(['cashew', 'sulphites'])).toBe('Contains: cashew, added sulphites');
  });

  it('names gluten declared by itself once, after its cereals', () => {
    expect(containsLine(['milk', 'gluten'])).toBe('Contains: gluten, milk');
    expect(containsLine(['gluten', 'wheat'])).toBe('Contains: wheat, gluten');
  });

  it('says plainly when a meal holds none of them', () => {
    expect(containsLine([])).toBe(NO_DECLARED_ALLERGENS);
    expect(NO_DECLARED_ALLERGENS.startsWith('Contains: ')).toBe(true);
  });
});

describe('mealFoodFacts', () => {
  it('gives the complete facts with the Contains line', () => {
    expect(mealFoodFacts({ ...FACTS, allergens: [...FACTS.allergens] })).toEqual({
      ingredients: FACTS.ingredients,
      contains: 'Contains: wheat, gluten, milk',
      allergens: ['milk', 'wheat'],
      storage: FACTS.storage,
      reheating: FACTS.reheating,
      nutrition: null,
    });
  });

  it('is null for an old record and while allergens are not declared, never "none"', () => {
    expect(mealFoodFacts({})).toBeNull();
    expect(lacksFoodFacts({})).toBe(true);
    expect(mealFoodFacts({ ...FACTS, allergens: [] })).toBeNull();
    expect(mealFoodFacts({ ...FACTS, allergens: [], allergenFree: true })?.contains).toBe(
      NO_DECLARED_ALLERGENS,
    );
    expect(mealFoodFacts({ ...FACTS, allergens: ['milk'], storage: '  ' })).toBeNull();
  });

  it('keeps nutrition only when it has a value', () => {
    const facts = { ...FACTS, allergens: ['milk' as const] };
    expect(mealFoodFacts({ ...facts, nutrition: {} })?.nutrition).toBeNull();
    expect(mealFoodFacts({ ...facts, nutrition: { energyKj: 500 } })?.nutrition).toEqual({
      energyKj: 500,
    });
  });
});

describe('formatNutrient', () => {
  it('shows grams to 0.1 g and kJ and mg whole', () => {
    expect(formatNutrient(12, 'g')).toBe('12.0 g');
    expect(formatNutrient(1234.4, 'kJ')).toBe('1,234 kJ');
    expect(formatNutrient(310, 'mg')).toBe('310 mg');
    expect(formatServingSize(120)).toBe('120 g');
    expect(formatServingSize(122.5)).toBe('122.5 g');
  });
});

describe('the product request', () => {
  it('takes food facts and loads a stored product from before them', () => {
    const parsed = NewProductRequestSchema.parse({
      ...PRODUCT,
      ...FACTS,
      ingredients: 'Tomatoes,\r\ncream (milk)',
      nutrition: { servingSizeGrams: 120, energyKj: 500, fatGrams: 5, saturatedFatGrams: 2 },
    });
    expect(parsed.ingredients).toBe('Tomatoes,\ncream (milk)');
    expect(parsed.allergens).toEqual(['milk', 'wheat']);
    const old = { ...PRODUCT, id: 'tomato-cream-sauce', image: '/images/meals/a.svg' };
    expect(StoredProductSchema.parse(old)).not.toHaveProperty('ingredients');
    expect(ProductFieldsSchema.safeParse(old).success).toBe(true);
  });

  it('refuses ingredients without declared allergens, and "none" with one ticked', () => {
    expect(issuesOf({ ...PRODUCT, ...FACTS, allergens: [] })).toEqual([
      {
        path: 'allergens',
        message: 'Tick the allergens this meal contains, or tick "Contains none of these"',
      },
    ]);
    expect(issuesOf({ ...PRODUCT, ...FACTS, allergenFree: true })).toEqual([
      { path: 'allergenFree', message: 'Untick "Contains none of these" or untick the allergens' },
    ]);
  });

  it('refuses unknown allergens, control characters and impossible nutrition', () => {
    expect(issuesOf({ ...PRODUCT, ...FACTS, allergens: ['celery'] })[0]).toMatchObject({
      path: 'allergens.0',
      message: 'Choose allergens from the list',
    });
    expect(issuesOf({ ...PRODUCT, ...FACTS, storage: 'Frozen\u0000' })[0]?.path).toBe('storage');
    expect(
      issuesOf({
        ...PRODUCT,
        ...FACTS,
        nutrition: { fatGrams: 2, saturatedFatGrams: 3, carbohydrateGrams: 1, sugarsGrams: 4 },
      }).map((issue) => issue.path),
    ).toEqual([
      'nutrition.saturatedFatGrams',
      'nutrition.sugarsGrams',
      'nutrition.servingSizeGrams',
    ]);
  });
});

describe('the launch meals', () => {
  it('each have complete food facts that the product request accepts', () => {
    for (const { product } of SEED_PRODUCTS) {
      const facts = SEED_FOOD_FACTS[product.id];
      expect(facts, product.id).toBeDefined();
      expect(mealFoodFacts(facts ?? {}), product.id).not.toBeNull();
      expect(
        NewProductRequestSchema.safeParse({ ...product, status: 'active', ...facts }).success,
        product.id,
      ).toBe(true);
    }
  });
});
