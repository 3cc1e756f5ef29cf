import { describe, expect, it } from 'vitest';
import type { SourceBox } from '../../src/lib/products/pdf-import/source.ts';
import { linesOfPage } from '../../src/lib/products/pdf-import/lines.ts';
import {
  findProducts,
  reviewRows,
  type FoundProduct,
  type TextItem,
} from '../../src/lib/products/pdf-import/index.ts';
import {
  findPack,
  findPrice,
  isDetailLine,
  priceOfCell,
} from '../../src/lib/products/pdf-import/values.ts';
import { at } from '../fixtures/pdf-text.ts';
import { STORED_BOLOGNESE } from '../fixtures/products.ts';

describe('lines', () => {
  it('groups pieces on one baseline left to right, with spaces where gaps show them', () => {
    const lines = linesOfPage(
      [at('world', 80, 700.4), at('Hello', 50, 700), at(' ', 76, 700), at('Next', 50, 686)],
      1,
    );
    expect(lines.map((line) => line.text)).toEqual(['Hello world', 'Next']);
  });
});

describe('prices and pack sizes', () => {
  it.each([
    ['$12.50', 1250],
    ['NZ$12.50', 1250],
    ['12.50', 1250],
    ['12.50 NZD', 1250],
    ['NZD 12.50', 1250],
    ['Price: $14', 1400],
    ['RRP $1,000.00', 100_000],
    ['$12.5', 1250],
    ['-- $14.90', 1490],
    ['Kumara – $15.90', 1590],
  ])('reads %s as %i cents', (text, cents) => {
    expect(findPrice(text)).toMatchObject({ cents });
  });

  it.each([
    ['$999,999,999,999,999,999.99', 'is over $1,000.00, the most a product may cost'],
    ['RRP $1,250.00', 'is over $1,000.00, the most a product may cost'],
    ['NZ$1e9', 'is written as a power of ten'],
    ['$2.5E+2', 'is written as a power of ten'],
    ['14.90e3', 'is written as a power of ten'],
    ['-$5.00', 'is negative'],
    ['$-5.00', 'is negative'],
    ['\u22125.00 NZD', 'is negative'],
    ['$1,25', 'could not be read'],
    ['$12.505', 'could not be read'],
  ])('never reads %s as a number: the price %s', (text, why) => {
    expect(findPrice(text)).toEqual({
      cents: null,
      match: expect.any(String) as unknown,
      problem: `The price "${findPrice(text)?.match.trim() ?? ''}" ${why}: check the PDF and enter the right price.`,
    });
  });

  it('reads a price cell that is a plain number of dollars, with the same checks', () => {
    expect(priceOfCell('14')).toMatchObject({ cents: 1400 });
    expect(priceOfCell('-14')).toMatchObject({
      cents: null,
      problem: expect.stringContaining('is negative') as unknown,
    });
    expect(priceOfCell('99999999999999999999')).toMatchObject({
      cents: null,
      problem: expect.stringContaining('is over $1,000.00') as unknown,
    });
  });

  it('finds no price in prose without one', () => {
    expect(findPrice('Ready in 20 minutes, serves 4')).toBeNull();
  });

  it.each([
    ['9 cubes', 9],
    ['Pack of 12', 12],
    ['6 x cubes', 6],
  ])('reads %s as %i cubes', (text, cubes) => {
    expect(findPack(text)?.cubes).toBe(cubes);
  });

  it('tells detail lines from description prose', () => {
    expect(isDetailLine('Vegetarian | Kid friendly | Bestseller')).toBe(true);
    expect(isDetailLine('9 cubes · NZ$13.90')).toBe(true);
    expect(isDetailLine('Price: 16.00 NZD')).toBe(true);
    expect(isDetailLine('A vegetarian classic, loved by kids.')).toBe(false);
  });
});

/** A table page: optional header, rows of cells each wrapping onto lines 11 points apart. */
function tablePage(
  rows: { name: string[]; description: string[]; pack?: string; price?: string }[],
  header: boolean,
  pageNumber: number,
): TextItem[] {
  const items: TextItem[] = [];
  let y = 780;
  if (header) {
    items.push(at('Product', 50, y), at('Description', 170, y), at('Pack', 420, y));
    items.push(at('Price', 500, y));
    y -= 20;
  }
  for (const row of rows) {
    row.name.forEach((text, index) => items.push(at(text, 50, y - index * 11, 9)));
    row.description.forEach((text, index) => items.push(at(text, 170, y - index * 11, 9)));
    if (row.pack) items.push(at(row.pack, 420, y, 9));
    if (row.price) items.push(at(row.price, 500, y, 9));
    y -= Math.max(row.name.length, row.description.length) * 11 + 10;
  }
  items.push(at(`Page ${String(pageNumber)} of 3`, 50, 30, 8));
  return items;
}

describe('the table layout', () => {
  it('reads rows whose cells wrap, over pages with and without the header', () => {
    const pages = [
      tablePage(
        [
          {
            name: ['Kumara and Lentil', 'Dahl'],
            description: ['Red lentils and golden kumara simmered', 'with gentle spices.'],
            pack: '9 cubes',
            price: '$15.90',
          },
          {
            name: ['Beef Bolognese'],
            description: ['Slow-cooked beef.'],
            pack: '9',
            price: '17.50',
          },
        ],
        true,
        1,
      ),
      tablePage(
        [{ name: ['Fish Pie'], description: ['Hoki in a creamy', 'leek sauce.'], pack: '6 cubes' }],
        true,
        2,
      ),
      tablePage(
        [{ name: ['Teriyaki Chicken'], description: ['Glazed thigh.'], price: '12.50 NZD' }],
        false,
        3,
      ),
    ];
    const { layout, products } = findProducts(pages);
    expect(layout).toBe('table');
    expect(
      products.map(({ name, description, priceCents, cubesPerPack }) => ({
        name,
        description,
        priceCents,
        cubesPerPack,
      })),
    ).toEqual([
      {
        name: 'Kumara and Lentil Dahl',
        description: 'Red lentils and golden kumara simmered with gentle spices.',
        priceCents: 1590,
        cubesPerPack: 9,
      },
      {
        name: 'Beef Bolognese',
        description: 'Slow-cooked beef.',
        priceCents: 1750,
        cubesPerPack: 9,
      },
      {
        name: 'Fish Pie',
        description: 'Hoki in a creamy leek sauce.',
        priceCents: null,
        cubesPerPack: 6,
      },
      {
        name: 'Teriyaki Chicken',
        description: 'Glazed thigh.',
        priceCents: 1250,
        cubesPerPack: null,
      },
    ]);
    expect(products[0]?.badgesKnown).toBe(false);
  });

  it('takes every line as a row when no cell wraps', () => {
    const page = [
      at('Name', 50, 780),
      at('Price', 300, 780),
      at('Butter Chicken', 50, 760),
      at('$16.90', 300, 760),
      at('Super Veg Sauce', 50, 748),
      at('$14.90', 300, 748),
      at('Prices include GST.', 50, 720),
    ];
    expect(findProducts([page]).products.map((p) => [p.name, p.priceCents])).toEqual([
      ['Butter Chicken', 1690],
      ['Super Veg Sauce', 1490],
    ]);
  });
});

/** A catalogue block: a 14 pt name, 10 pt description lines and detail lines, 13 pt apart. */
function block(name: string, lines: string[], top: number): TextItem[] {
  return [
    at(name, 50, top, 14),
    ...lines.map((text, index) => at(text, 50, top - 20 - index * 13)),
  ];
}

describe('the catalogue layout', () => {
  it('reads a block per product over pages: name, wrapped description, badges, pack and price', () => {
    const pages = [
      [
        at('Stockist catalogue', 50, 800, 22),
        at('Order by Wednesday for delivery on Monday.', 50, 775),
        ...block(
          'Super Veg Sauce',
          [
            'Seven hidden vegetables in a',
            'smooth tomato sauce.',
            'Vegetarian | Kid friendly | Bestseller',
            '9 cubes',
            'Price: $14.90',
          ],
          740,
        ),
        ...block(
          'Butter Chicken',
          ['Creamy and mild.', 'Pack of 12  ·  NZ$16.90', 'Tags: chicken, curry'],
          600,
        ),
      ],
      [
        ...block(
          'Mushroom Stroganoff',
          ['Field mushrooms and paprika.', 'Vegetarian', '16.00 NZD'],
          780,
        ),
      ],
    ];
    const { layout, products } = findProducts(pages);
    expect(layout).toBe('catalogue');
    expect(products).toEqual<FoundProduct[]>([
      {
        name: 'Super Veg Sauce',
        description: 'Seven hidden vegetables in a smooth tomato sauce.',
        priceCents: 1490,
        priceWarning: null,
        cubesPerPack: 9,
        tags: [],
        isVegetarian: true,
        isKidFriendly: true,
        isBestseller: true,
        badgesKnown: true,
        source: expect.objectContaining({ page: 1 }) as SourceBox,
      },
      {
        name: 'Butter Chicken',
        description: 'Creamy and mild.',
        priceCents: 1690,
        priceWarning: null,
        cubesPerPack: 12,
        tags: ['chicken', 'curry'],
        isVegetarian: false,
        isKidFriendly: false,
        isBestseller: false,
        badgesKnown: true,
        source: expect.objectContaining({ page: 1 }) as SourceBox,
      },
      {
        name: 'Mushroom Stroganoff',
        description: 'Field mushrooms and paprika.',
        priceCents: 1600,
        priceWarning: null,
        cubesPerPack: null,
        tags: [],
        isVegetarian: true,
        isKidFriendly: false,
        isBestseller: false,
        badgesKnown: true,
        source: expect.objectContaining({ page: 2 }) as SourceBox,
      },
    ]);
  });

  it('finds no products in a letter under a letterhead', () => {
    const letter = [
      at('Cube Kitchen', 50, 800, 16),
      at('Dear stockist, thank you for a wonderful year.', 50, 760, 11),
      at('Kind regards,', 50, 740, 11),
    ];
    expect(findProducts([letter]).products).toEqual([]);
  });
});

const found = (fields: Partial<FoundProduct> = {}): FoundProduct => ({
  name: 'Harvest Minestrone',
  description: 'Beans, pasta and vegetables.',
  priceCents: 1390,
  priceWarning: null,
  cubesPerPack: 9,
  tags: [],
  isVegetarian: true,
  isKidFriendly: true,
  isBestseller: false,
  badgesKnown: true,
  ...fields,
});

describe('review rows', () => {
  it('marks what keeps a row from being imported as it is', () => {
    const [noPrice, longName, longText, noPack] = reviewRows(
      [
        found({ priceCents: null }),
        found({ name: 'Soup '.repeat(30) }),
        found({ name: 'Stew', description: 'x'.repeat(2001) }),
        found({ name: 'Pie', cubesPerPack: null }),
      ],
      [],
    );
    expect(noPrice?.warnings).toEqual(['No price found: enter one before importing.']);
    expect(noPrice?.priceCents).toBeNull();
    expect(longName?.warnings).toEqual(['Keep the name under 120 characters']);
    expect(longText?.warnings).toEqual(['Keep the description under 2000 characters']);
    // The shop sells packs of 9: a list that gives no pack size is no doubt.
    expect(noPack).toMatchObject({ cubesPerPack: 9, warnings: [] });
  });

  it('flags a name the PDF lists twice', () => {
    const rows = reviewRows([found(), found({ name: 'harvest  minestrone' })], []);
    expect(rows[1]?.warnings).toEqual(['Another row of this PDF has the same name.']);
  });

  it('matches a product by name, case and spacing ignored, and lists the fields that differ', () => {
    const [row] = reviewRows(
      [found({ name: 'beef  BOLOGNESE', description: 'Slow-cooked  beef.', priceCents: 1750 })],
      [STORED_BOLOGNESE],
    );
    expect(row?.match).toEqual({
      productId: 'beef-bolognese',
      changes: ['name', 'priceCents', 'isVegetarian', 'isBestseller'],
      shopPriceCents: 1690,
    });
  });

  it('takes what the PDF does not say from the product it matches', () => {
    const [row] = reviewRows(
      [
        found({
          name: 'Beef Bolognese',
          description: '',
          priceCents: 1750,
          cubesPerPack: null,
          isVegetarian: false,
          isKidFriendly: false,
          isBestseller: false,
          badgesKnown: false,
        }),
      ],
      [STORED_BOLOGNESE],
    );
    expect(row).toMatchObject({
      description: 'Slow-cooked beef.',
      cubesPerPack: 9,
      tags: ['beef'],
      isKidFriendly: true,
      isBestseller: true,
      match: { productId: 'beef-bolognese', changes: ['priceCents'] },
      warnings: [],
    });
  });
});

describe('prices the PDF gives but that cannot be taken', () => {
  it('leave the row without a price, warned (so unticked), never with the shop price', () => {
    const warning = 'The price "-$5.00" is negative: check the PDF and enter the right price.';
    const [row] = reviewRows(
      [found({ name: 'Beef Bolognese', priceCents: null, priceWarning: warning })],
      [STORED_BOLOGNESE],
    );
    expect(row).toMatchObject({ priceCents: null, warnings: [warning] });
  });

  it('are read out of a table cell as row warnings', () => {
    const page = [
      at('Product', 50, 780),
      at('Price', 400, 780),
      at('Beef Bolognese', 50, 760),
      at('$999,999,999,999,999,999.99', 400, 760),
      at('Butter Chicken', 50, 740),
      at('NZ$1e9', 400, 740),
      at('Lamb Hotpot', 50, 720),
      at('-$5.00', 400, 720),
    ];
    const { products } = findProducts([page]);
    expect(products.map((product) => [product.priceCents, product.priceWarning])).toEqual([
      [null, expect.stringContaining('is over $1,000.00') as unknown],
      [null, expect.stringContaining('power of ten') as unknown],
      [null, expect.stringContaining('is negative') as unknown],
    ]);
  });
});

/** A long price list as a spreadsheet prints it: 50 rows a page under a repeated header. */
function longPriceList(count: number): TextItem[][] {
  const pages: TextItem[][] = [];
  for (let first = 0; first < count; first += 50) {
    const items = [at('Product', 40, 800, 8), at('Pack', 330, 800, 8), at('Price', 480, 800, 8)];
    for (let index = first; index < Math.min(first + 50, count); index += 1) {
      const y = 785 - (index - first) * 15;
      items.push(at(`Meal ${String(index + 1)} Sauce`, 40, y, 8), at('9 cubes', 330, y, 8));
      items.push(at(`$${String(10 + (index % 80))}.90`, 480, y, 8));
    }
    pages.push(items);
  }
  return pages;
}

describe('large and hostile lists', () => {
  it('reads a 2,000 product price list, every row and price in order', () => {
    const { layout, products } = findProducts(longPriceList(2000));
    expect(layout).toBe('table');
    expect(products).toHaveLength(2000);
    expect(products[1999]).toMatchObject({
      name: 'Meal 2000 Sauce',
      priceCents: 8990,
      cubesPerPack: 9,
    });
    expect(
      products.every((product, index) => product.name === `Meal ${String(index + 1)} Sauce`),
    ).toBe(true);
  });

  it('reads 30,000 pieces of text piled on one spot (the shape of the XObject bomb)', () => {
    const pile = [
      at('Product', 50, 780),
      at('Price', 300, 780),
      ...Array.from({ length: 30_000 }, () => at('Bomb', 50, 600)),
    ];
    const { products } = findProducts([pile]);
    // One line of 30,000 words under the name column and no price: not a product.
    expect(products).toEqual([]);
  });

  it('reads a line of 40,000 pieces set apart (each joined with a space) in linear work', () => {
    const line = Array.from({ length: 40_000 }, (_, index) => at('Word', 50 + index * 30, 600));
    const { products } = findProducts([[at('Product', 50, 780), at('Price', 300, 780), ...line]]);
    // One row, its "price" words and no price: read (and warned) in well under the test's time.
    expect(products.map((product) => product.priceCents)).toEqual([null]);
  });
});
