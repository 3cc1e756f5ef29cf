import { describe, expect, it } from 'vitest';
import {
  LEADING_MEAL_NAMES,
  ProductSchema,
  ShopProductSchema,
  sortMealsForDisplay,
  type Product,
} from '../../src/lib/products/product.ts';

const validProduct: Product = {
  id: 'super-veg-sauce',
  name: 'Super Veg Sauce',
  description: 'A sauce packed with hidden vegetables.',
  image: '/images/meals/super-veg-sauce.jpg',
  tags: ['vegetarian', 'kid friendly'],
  cubesPerPack: 9,
  priceCents: 1490,
  isBestseller: true,
  isVegetarian: true,
  isKidFriendly: true,
};

function issueFor(input: unknown, field: string): string | undefined {
  const result = ProductSchema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

function meal(name: string, id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')) {
  return { id, name };
}

function names(meals: readonly { name: string }[]): string[] {
  return meals.map((m) => m.name);
}

describe('ProductSchema', () => {
  it('accepts a complete product', () => {
    const result = ProductSchema.safeParse(validProduct);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validProduct);
  });

  it('trims the name and description', () => {
    const result = ProductSchema.parse({
      ...validProduct,
      name: '  Beef Bolognese  ',
      description: '\tRich and slow cooked.\n',
    });
    expect(result.name).toBe('Beef Bolognese');
    expect(result.description).toBe('Rich and slow cooked.');
  });

  it.each(['beef-bolognese', 'meal1', 'a', 'kids-chilli-con-carne-2'])(
    'accepts the id %j',
    (id) => {
      expect(ProductSchema.safeParse({ ...validProduct, id }).success).toBe(true);
    },
  );

  it.each(['Beef-Bolognese', 'beef bolognese', '-beef', 'beef-', 'beef--bolognese', '', 'beef_b'])(
    'rejects the id %j',
    (id) => {
      expect(issueFor({ ...validProduct, id }, 'id')).toBeDefined();
    },
  );

  it('explains what an id may contain', () => {
    expect(issueFor({ ...validProduct, id: 'Bad Id' }, 'id')).toBe(
      'Use lower-case letters, digits and dashes',
    );
  });

  it('rejects ids longer than 80 characters', () => {
    expect(ProductSchema.safeParse({ ...validProduct, id: 'a'.repeat(80) }).success).toBe(true);
    expect(issueFor({ ...validProduct, id: 'a'.repeat(81) }, 'id')).toBeDefined();
  });

  it('rejects a blank name or description', () => {
    expect(issueFor({ ...validProduct, name: '   ' }, 'name')).toBeDefined();
    expect(issueFor({ ...validProduct, description: '' }, 'description')).toBeDefined();
  });

  it('requires images to be served by the site itself', () => {
    expect(issueFor({ ...validProduct, image: 'https://example.com/a.jpg' }, 'image')).toBe(
      'Images are served by the site itself',
    );
    expect(issueFor({ ...validProduct, image: 'images/a.jpg' }, 'image')).toBe(
      'Images are served by the site itself',
    );
  });

  // BUG (src/lib/products/product.ts line 11): `startsWith('/')` also accepts protocol-relative URLs
  // such as "//cdn.example.com/a.jpg", which browsers load from another site. Remove `.fails`
  // once fixed.
  it('rejects protocol-relative image URLs that point at another site', () => {
    expect(issueFor({ ...validProduct, image: '//evil.example/a.jpg' }, 'image')).toBeDefined();
  });

  it.each([0, -1, 14.9, Number.NaN])('rejects the price %s', (priceCents) => {
    expect(issueFor({ ...validProduct, priceCents }, 'priceCents')).toBeDefined();
  });

  it.each([0, -9, 4.5])('rejects %s cubes per pack', (cubesPerPack) => {
    expect(issueFor({ ...validProduct, cubesPerPack }, 'cubesPerPack')).toBeDefined();
  });

  it('limits the number and length of tags', () => {
    expect(ProductSchema.safeParse({ ...validProduct, tags: [] }).success).toBe(true);
    const twenty = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    expect(ProductSchema.safeParse({ ...validProduct, tags: twenty }).success).toBe(true);
    expect(issueFor({ ...validProduct, tags: [...twenty, 'one more'] }, 'tags')).toBeDefined();
    expect(issueFor({ ...validProduct, tags: ['x'.repeat(41)] }, 'tags')).toBeDefined();
    expect(issueFor({ ...validProduct, tags: ['  '] }, 'tags')).toBeDefined();
  });

  it('requires the boolean flags', () => {
    const withoutFlag: Partial<Product> = { ...validProduct };
    delete withoutFlag.isBestseller;
    expect(issueFor(withoutFlag, 'isBestseller')).toBeDefined();
    expect(issueFor({ ...validProduct, isVegetarian: 'yes' }, 'isVegetarian')).toBeDefined();
  });
});

describe('ShopProductSchema', () => {
  it('is a product plus whether it is in stock', () => {
    expect(ShopProductSchema.safeParse({ ...validProduct, inStock: false }).success).toBe(true);
    expect(ShopProductSchema.safeParse(validProduct).success).toBe(false);
  });
});

describe('sortMealsForDisplay', () => {
  it('leads with the three named meals in their fixed order', () => {
    expect(LEADING_MEAL_NAMES).toEqual([
      'Super Veg Sauce',
      'Beef Bolognese',
      'Kids Chilli Con Carne',
    ]);
  });

  it('puts Super Veg Sauce, Beef Bolognese, Kids Chilli Con Carne first, then the others by name', () => {
    const meals = [
      meal('Thai Green Curry'),
      meal('Kids Chilli Con Carne'),
      meal('Butter Chicken'),
      meal('Beef Bolognese'),
      meal('Mushroom Stroganoff'),
      meal('Super Veg Sauce'),
      meal('Chicken Cacciatore'),
    ];
    expect(names(sortMealsForDisplay(meals))).toEqual([
      'Super Veg Sauce',
      'Beef Bolognese',
      'Kids Chilli Con Carne',
      'Butter Chicken',
      'Chicken Cacciatore',
      'Mushroom Stroganoff',
      'Thai Green Curry',
    ]);
  });

  it('counts names that contain a leading name as that meal', () => {
    const meals = [
      meal('Apple Crumble'),
      meal('Kids Chilli Con Carne Mild'),
      meal('Beef Bolognese (Large)'),
      meal('Super Veg Sauce (Family Size)'),
      meal('Super Veg Sauce'),
    ];
    expect(names(sortMealsForDisplay(meals))).toEqual([
      'Super Veg Sauce',
      'Super Veg Sauce (Family Size)',
      'Beef Bolognese (Large)',
      'Kids Chilli Con Carne Mild',
      'Apple Crumble',
    ]);
  });

  it('recognises the leading names whatever their letter case', () => {
    const meals = [meal('Apple Crumble'), meal('SUPER VEG SAUCE'), meal('beef bolognese')];
    expect(names(sortMealsForDisplay(meals))).toEqual([
      'SUPER VEG SAUCE',
      'beef bolognese',
      'Apple Crumble',
    ]);
  });

  it('keeps the leading order even when the others would sort before them by name', () => {
    const meals = [meal('Aaa Sauce'), meal('Kids Chilli Con Carne'), meal('Abc Stew')];
    expect(names(sortMealsForDisplay(meals))).toEqual([
      'Kids Chilli Con Carne',
      'Aaa Sauce',
      'Abc Stew',
    ]);
  });

  it('works when none of the leading meals are present', () => {
    const meals = [meal('Lamb Rogan Josh'), meal('Butter Chicken'), meal('Pumpkin & Kumara Sauce')];
    expect(names(sortMealsForDisplay(meals))).toEqual([
      'Butter Chicken',
      'Lamb Rogan Josh',
      'Pumpkin & Kumara Sauce',
    ]);
  });

  it('breaks ties between equal names by id so the order is stable', () => {
    const meals = [meal('Butter Chicken', 'b-2'), meal('Butter Chicken', 'b-1')];
    expect(sortMealsForDisplay(meals).map((m) => m.id)).toEqual(['b-1', 'b-2']);
  });

  it('does not mutate the input and returns a new array', () => {
    const meals = [meal('Thai Green Curry'), meal('Beef Bolognese'), meal('Super Veg Sauce')];
    const before = [...meals];
    const sorted = sortMealsForDisplay(Object.freeze(meals));
    expect(meals).toEqual(before);
    expect(sorted).not.toBe(meals);
    expect(names(sorted)).toEqual(['Super Veg Sauce', 'Beef Bolognese', 'Thai Green Curry']);
  });

  it('keeps every item and the extra properties on it', () => {
    const meals = [
      { ...meal('Butter Chicken'), priceCents: 1590 },
      { ...meal('Beef Bolognese'), priceCents: 1490 },
    ];
    const sorted = sortMealsForDisplay(meals);
    expect(sorted).toHaveLength(2);
    expect(sorted[0]).toBe(meals[1]);
    expect(sorted[1]).toBe(meals[0]);
  });

  it('returns an empty array for no meals', () => {
    expect(sortMealsForDisplay([])).toEqual([]);
  });
});
