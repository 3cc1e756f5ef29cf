import { describe, expect, it } from 'vitest';
import { ImportApplyRowSchema } from '../../src/lib/forms/product-import.ts';
import type { StoredProduct } from '../../src/lib/products/product.ts';
import {
  foodFactsSummary,
  rowFoodFacts,
} from '../../src/lib/products/pdf-import/food-fact-rows.ts';
import {
  foodFactLine,
  readAllergens,
  takeFoodFacts,
} from '../../src/lib/products/pdf-import/food-facts.ts';
import {
  findProducts,
  reviewRows,
  type TextItem,
} from '../../src/lib/products/pdf-import/index.ts';
import { isDetailLine } from '../../src/lib/products/pdf-import/values.ts';
import { at } from '../fixtures/pdf-text.ts';
import { STORED_BOLOGNESE } from '../fixtures/products.ts';

/** A catalogue block: a 14 pt name, then 10 pt lines 13 pt apart. */
const block = (name: string, lines: string[], top: number): TextItem[] => [
  at(name, 50, top, 14),
  ...lines.map((text, index) => at(text, 50, top - 20 - index * 13)),
];

const BOLOGNESE: StoredProduct = {
  ...STORED_BOLOGNESE,
  ingredients: 'Beef, tomato.',
  allergens: ['milk'],
  storage: 'Keep frozen.',
  reheating: 'Microwave 2 minutes.',
};

describe('allergen lines', () => {
  it.each([
    ['wheat', ['wheat']],
    ['Dairy', ['milk']],
    ['milk products', ['milk']],
    ['Soya', ['soy']],
    ['soybeans', ['soy']],
    ['eggs', ['egg']],
    ['Peanuts', ['peanut']],
    ['sesame seeds', ['sesame']],
    ['shellfish', ['crustacea']],
    ['sulfites', ['sulphites']],
    ['added sulphites', ['sulphites']],
    ['Brazil nuts', ['brazil-nut']],
    ['pine nut', ['pine-nut']],
    ['oat', ['oats']],
    ['Gluten (wheat)', ['wheat', 'gluten']],
  ])('reads "%s" as %j', (text, ids) => {
    expect(readAllergens(text)).toEqual({ allergens: ids, none: false, unknown: [] });
  });

  it('reads a list in the list order, each once, whatever separates them', () => {
    expect(readAllergens('Soy; milk, wheat and dairy & egg.').allergens).toEqual([
      'wheat',
      'egg',
      'milk',
      'soy',
    ]);
  });

  it('keeps words that are not declared allergens, and reads "gluten" alone as its required name', () => {
    expect(readAllergens('gluten, celery, milk')).toEqual({
      allergens: ['gluten', 'milk'],
      none: false,
      unknown: ['celery'],
    });
  });

  it.each([
    ['milk, gluten', ['gluten', 'milk']],
    ["Cow's milk, cereals containing gluten (wheat)", ['wheat', 'gluten', 'milk']],
    ['Crustacean, sulphur dioxide, soya beans', ['crustacea', 'soy', 'sulphites']],
  ])('reads the required names and plain synonyms of "%s"', (text, ids) => {
    expect(readAllergens(text)).toEqual({ allergens: ids, none: false, unknown: [] });
  });

  it.each([
    ['Contains: milk, gluten', 'milk, gluten'],
    ['Contains milk and gluten', 'milk and gluten'],
    ['Allergy advice: egg, soy', 'egg, soy'],
    ['Allergen information - sesame', 'sesame'],
  ])('takes "%s" whole as the allergen line', (line, value) => {
    expect(foodFactLine(line)).toEqual({ field: 'allergens', value });
  });

  it('leaves prose that starts with "contains" to the description', () => {
    expect(foodFactLine('Contains slow-cooked lamb and spices')).toBeNull();
  });

  it.each(['none', 'None.', 'nil', 'no allergens', 'Contains no allergens'])(
    'reads "%s" as a declaration of none',
    (text) => {
      expect(readAllergens(text)).toEqual({ allergens: [], none: true, unknown: [] });
    },
  );

  it('knows the labels of each food fact line', () => {
    expect(foodFactLine('Contains: milk')).toEqual({ field: 'allergens', value: 'milk' });
    expect(foodFactLine('Allergens: soy')).toEqual({ field: 'allergens', value: 'soy' });
    expect(foodFactLine('Contains no allergens')?.field).toBe('allergens');
    expect(foodFactLine('Storage: freezer')?.field).toBe('storage');
    expect(foodFactLine('Keep frozen at -18°C.')).toEqual({
      field: 'storage',
      value: 'Keep frozen at -18°C.',
    });
    expect(foodFactLine('To heat: microwave')?.field).toBe('reheating');
    expect(foodFactLine('Reheat: stovetop')?.field).toBe('reheating');
    expect(foodFactLine('Ingredients - beef')).toEqual({ field: 'ingredients', value: 'beef' });
    expect(foodFactLine('Ingredients : beef')?.field).toBe('ingredients');
    expect(foodFactLine('Contains seven vegetables')).toBeNull();
    expect(foodFactLine('Reheat-ready in minutes')).toBeNull();
  });
});

describe('food fact lines in a block', () => {
  it('joins wrapped ingredients until the next label or detail line', () => {
    const { facts, rest } = takeFoodFacts(
      [
        'A rich sauce.',
        'Ingredients: beef (40%), tomato,',
        'onion, carrot, garlic.',
        'Contains: milk, wheat',
        'Keep frozen.',
        'Reheat: microwave 3 minutes',
        'until hot.',
        'Price: $16.90',
      ],
      isDetailLine,
    );
    expect(facts).toEqual({
      ingredients: 'beef (40%), tomato, onion, carrot, garlic',
      allergens: ['wheat', 'milk'],
      storage: 'Keep frozen.',
      reheating: 'microwave 3 minutes until hot.',
      unknownAllergens: [],
    });
    expect(rest).toEqual(['A rich sauce.', 'Price: $16.90']);
  });

  it('leaves a block without food facts as it was', () => {
    const lines = ['A rich sauce.', 'Price: $16.90'];
    expect(takeFoodFacts(lines, isDetailLine)).toEqual({ facts: null, rest: lines });
  });

  it('reads a catalogue block with food facts, its description unchanged', () => {
    const { products } = findProducts([
      block(
        'Beef Bolognese',
        [
          'Slow-cooked beef.',
          'Ingredients: beef, tomato,',
          'onion.',
          'Allergens: none',
          '9 cubes',
          'Price: $16.90',
        ],
        780,
      ),
    ]);
    expect(products[0]).toMatchObject({
      description: 'Slow-cooked beef.',
      priceCents: 1690,
      foodFacts: { ingredients: 'beef, tomato, onion', allergenFree: true },
    });
  });
});

describe('food facts in review rows', () => {
  const base = {
    name: 'Beef Bolognese',
    description: 'Slow-cooked beef.',
    priceCents: 1690,
    priceWarning: null,
    cubesPerPack: 9,
    tags: ['beef'],
    isVegetarian: false,
    isKidFriendly: true,
    isBestseller: true,
    badgesKnown: true,
  };

  it('names the food facts that changed, taking the unstated ones from the product', () => {
    const [row] = reviewRows(
      [{ ...base, foodFacts: { allergens: ['wheat', 'milk'], unknownAllergens: [] } }],
      [BOLOGNESE],
    );
    expect(row?.match?.changes).toEqual(['allergens']);
    expect(row).toMatchObject({ ingredients: 'Beef, tomato.', allergenFree: false });
    expect(row?.warnings).toEqual([]);
    expect(foodFactsSummary(row ?? {})).toBe(
      'Ingredients ✓, Contains: wheat, gluten, milk, Storage ✓, Reheating ✓',
    );
  });

  it('warns (and so unticks) a row naming unknown allergens or ingredients without allergens', () => {
    const [unknown, undeclared] = reviewRows(
      [
        { ...base, name: 'Stew', foodFacts: { allergens: [], unknownAllergens: ['gluten'] } },
        { ...base, name: 'Soup', foodFacts: { ingredients: 'Leek.', unknownAllergens: [] } },
      ],
      [],
    );
    expect(unknown?.warnings).toHaveLength(1);
    expect(unknown?.warnings[0]).toContain('"gluten"');
    expect(undeclared?.warnings).toEqual([expect.stringContaining('no allergens')]);
  });

  it('adds no food fact fields when the PDF states none', () => {
    expect(rowFoodFacts(undefined, BOLOGNESE)).toEqual({});
    const [row] = reviewRows([base], [BOLOGNESE]);
    expect(row && 'ingredients' in row).toBe(false);
  });

  it('refuses to apply ingredients with no allergens, as the product form does', () => {
    const fields = { ...base, token: 't', ingredients: 'Leek.' };
    expect(ImportApplyRowSchema.safeParse(fields).success).toBe(false);
    expect(ImportApplyRowSchema.safeParse({ ...fields, allergenFree: true }).success).toBe(true);
  });
});

/** A table page: a header line and one single-line row per entry, cells at the header's x. */
const table = (header: string[], rows: string[][]): TextItem[] => [
  ...header.map((text, column) => at(text, 50 + column * 110, 780)),
  ...rows.flatMap((cells, row) =>
    cells.map((text, column) => at(text, 50 + column * 110, 760 - row * 20)),
  ),
];

describe('food fact columns of a table', () => {
  it('reads Ingredients, Contains, Storage and Reheat columns beside a Description', () => {
    const { layout, products } = findProducts([
      table(
        ['Product', 'Description', 'Ingredients', 'Contains', 'Storage', 'Reheat', 'Price'],
        [
          ['Fish Pie', 'Hoki pie.', 'Hoki, leek, cream.', 'fish, dairy', 'Frozen', 'Oven', '$18'],
          ['Dahl', 'Lentils.', 'Lentils, spices.', 'None', 'Frozen', 'Pot', '$14.50'],
        ],
      ),
    ]);
    expect(layout).toBe('table');
    expect(products.map((product) => [product.description, product.foodFacts])).toEqual([
      [
        'Hoki pie.',
        {
          ingredients: 'Hoki, leek, cream',
          allergens: ['fish', 'milk'],
          storage: 'Frozen',
          reheating: 'Oven',
          unknownAllergens: [],
        },
      ],
      [
        'Lentils.',
        {
          ingredients: 'Lentils, spices',
          allergenFree: true,
          storage: 'Frozen',
          reheating: 'Pot',
          unknownAllergens: [],
        },
      ],
    ]);
  });

  it('keeps an Ingredients column alone as the description, as such sheets always read', () => {
    const { products } = findProducts([
      table(['Product', 'Ingredients', 'Price'], [['Fish Pie', 'Hoki, leek, cream.', '$18.00']]),
    ]);
    expect(products[0]?.description).toBe('Hoki, leek, cream.');
    expect(products[0]?.foodFacts).toBeUndefined();
  });
});
