// Issue 22: the import read only the layouts of its own samples. These read catalogues set other
// ways: from the pieces pdf.js gives for generated PDFs (scripts/pdf-layouts.ts), and from
// pieces placed by hand to pin each rule of how blocks are found.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BADGE_LINE_PRICE,
  FONTS_AND_BREAK,
  INLINE_DETAILS,
  PRICE_ABOVE,
  TWO_COLUMNS,
  type LayoutProduct,
} from '../../scripts/pdf-layouts.ts';
import {
  findProducts,
  type FoundProduct,
  type TextItem,
} from '../../src/lib/products/pdf-import/index.ts';
import type { SourceBox } from '../../src/lib/products/pdf-import/source.ts';
import { PDF_LIMITS, pagesOfText } from '../../src/server/catalog/product-import/read-pdf.ts';

const expected = (product: LayoutProduct): FoundProduct => ({
  name: product.name,
  description: product.description,
  priceCents: product.priceCents,
  priceWarning: null,
  cubesPerPack: product.cubes,
  tags: [],
  isVegetarian: product.vegetarian === true,
  isKidFriendly: product.kidFriendly === true,
  isBestseller: product.bestseller === true,
  badgesKnown: true,
  // Where it was read: a box on a page (its numbers are the reader's, tested apart).
  source: expect.objectContaining({ page: expect.any(Number) as number }) as SourceBox,
});

async function piecesOf(name: string): Promise<TextItem[][]> {
  const bytes = new Uint8Array(readFileSync(`tests/fixtures/pdfs/${name}`));
  return (await pagesOfText(bytes, PDF_LIMITS)).pages;
}

describe('catalogue layouts of other shapes, as pdf.js reads them', () => {
  it.each([
    ['layout-badge-line-price.pdf', BADGE_LINE_PRICE],
    ['layout-two-columns.pdf', TWO_COLUMNS],
    ['layout-inline-details.pdf', INLINE_DETAILS],
    ['layout-price-above.pdf', PRICE_ABOVE],
    ['layout-fonts-page-break.pdf', FONTS_AND_BREAK],
  ])('%s: every product whole, and no intro or footer read as one', async (file, products) => {
    const { layout, products: found } = findProducts(await piecesOf(file));
    expect(layout).toBe('catalogue');
    expect(found).toEqual(products.map(expected));
  });
});

/** A piece of text; `font` names its font as pdf.js does (same name, same font). */
const at = (str: string, x: number, y: number, fontSize = 10, font = 'regular'): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  height: fontSize,
  fontSize,
  font,
});

const names = (pages: TextItem[][]) => findProducts(pages).products.map((product) => product.name);

describe('how blocks are found', () => {
  it('takes a price set larger at the right of the badge line (the finding of issue 22)', () => {
    const page = [
      at('Autumn menu', 50, 800, 22, 'bold'),
      at('Golden Kumara Soup', 50, 760, 14, 'bold'),
      at('Roasted kumara and ginger.', 50, 742),
      at('Pack of 9 · Veggie · Kid friendly', 50, 728, 9),
      at('$16.90', 500, 728, 13, 'bold'),
      at('Butter Chicken', 50, 690, 14, 'bold'),
      at('Creamy and mild.', 50, 672),
      at('Pack of 9 · Kid friendly', 50, 658, 9),
      at('$18.50', 500, 658, 13, 'bold'),
    ];
    expect(findProducts([page]).products).toMatchObject([
      { name: 'Golden Kumara Soup', priceCents: 1690, cubesPerPack: 9, isVegetarian: true },
      { name: 'Butter Chicken', priceCents: 1850, isKidFriendly: true, isVegetarian: false },
    ]);
  });

  it('starts a product at a bold line set at the size of the text', () => {
    const page = [
      at('Cauliflower Cheese Bake', 50, 760, 11, 'bold'),
      at('Three cheeses and broccoli.', 50, 745, 11),
      at('Pack of 9 · Veggie · Kid friendly   $16.90', 50, 730, 11),
      at('Minted Pea Risotto', 50, 700, 11, 'bold'),
      at('Veggie · Pack of 9   $15.20', 50, 685, 11),
      at('Peas, mint and parmesan.', 50, 670, 11),
    ];
    expect(findProducts([page]).products).toMatchObject([
      {
        name: 'Cauliflower Cheese Bake',
        priceCents: 1690,
        description: 'Three cheeses and broccoli.',
      },
      { name: 'Minted Pea Risotto', priceCents: 1520, description: 'Peas, mint and parmesan.' },
    ]);
  });

  it('reads a two-column page column by column, a title and a footer across both', () => {
    const column = (x: number, top: number, name: string, price: string) => [
      at(name, x, top, 13, 'bold'),
      at('A description that wraps', x, top - 16),
      at('onto a second line.', x, top - 28),
      at('9 cubes | Vegetarian', x, top - 42, 9, 'italic'),
      at(price, x + 180, top - 42, 10, 'bold'),
    ];
    const page = [
      at('The Larder, a catalogue set across the whole width of the page', 50, 800, 12),
      ...column(50, 760, 'Thai Green Curry', 'NZ$16.50'),
      ...column(320, 755, 'Lamb Rogan Josh', 'NZ$18.90'),
      ...column(50, 690, 'Mushroom Stroganoff', 'NZ$15.90'),
      ...column(320, 685, 'Pork and Fennel Ragu', 'NZ$17.50'),
      at('Cube Kitchen Ltd, 12 Kitchen Lane, Auckland, hello@cubekitchen.nz', 50, 40, 8),
    ];
    expect(findProducts([page]).products.map((found) => [found.name, found.priceCents])).toEqual([
      ['Thai Green Curry', 1650],
      ['Mushroom Stroganoff', 1590],
      ['Lamb Rogan Josh', 1890],
      ['Pork and Fennel Ragu', 1750],
    ]);
  });

  it('gives a price set above a name to that name, not to the block above', () => {
    const block = (top: number, price: string, name: string) => [
      at(price, 50, top, 13, 'bold'),
      at(name, 50, top - 22, 15, 'bold'),
      at('Described in a line.', 50, top - 40),
      at('Vegetarian · 9 cubes', 50, top - 53, 9, 'italic'),
    ];
    const page = [
      ...block(760, '$17.20', 'Beef Bolognese'),
      ...block(660, '$14.90', 'Kumara Sauce'),
      // A name that wraps, under its price.
      at('$18.00', 50, 560, 13, 'bold'),
      at('Roast Vegetable and Ricotta', 50, 538, 15, 'bold'),
      at('Lasagne', 50, 521, 15, 'bold'),
      at('Described in a line.', 50, 503),
      at('Vegetarian', 50, 490, 9, 'italic'),
    ];
    expect(findProducts([page]).products.map((found) => [found.name, found.priceCents])).toEqual([
      ['Beef Bolognese', 1720],
      ['Kumara Sauce', 1490],
      ['Roast Vegetable and Ricotta Lasagne', 1800],
    ]);
  });

  it('takes a price boxed beside the name, or ending its description, out of the text', () => {
    const page = [
      at('Harvest Minestrone', 50, 760, 16, 'serif'),
      at('$13.90', 460, 757, 12, 'serif'),
      at('Beans and pasta in broth.', 50, 740, 9),
      at('Beef Cheeks', 50, 700, 16, 'serif'),
      at('Braised in red wine. Serves two. $22.90', 50, 680, 9),
    ];
    expect(findProducts([page]).products).toMatchObject([
      { name: 'Harvest Minestrone', priceCents: 1390, description: 'Beans and pasta in broth.' },
      { name: 'Beef Cheeks', priceCents: 2290, description: 'Braised in red wine. Serves two.' },
    ]);
  });

  it('ends a food fact at a detail line, the description after it its own', () => {
    const page = [
      at('Beef Ragu', 50, 760, 14, 'bold'),
      at('Ingredients: beef, tomato, onion', 50, 742),
      at('Contains: celery', 50, 729),
      at('9 cubes · $16.90', 50, 716),
      at('A rich sauce for pasta.', 50, 703),
    ];
    expect(findProducts([page]).products).toMatchObject([
      {
        name: 'Beef Ragu',
        description: 'A rich sauce for pasta.',
        priceCents: 1690,
        foodFacts: { ingredients: 'beef, tomato, onion', unknownAllergens: ['celery'] },
      },
    ]);
  });

  it('goes on with a description over a page break, past a running header and footer', () => {
    const furnish = (page: number) => [
      at('Cube Kitchen · Winter range', 50, 810, 8),
      at(`Cube Kitchen Ltd · hello@cubekitchen.nz · page ${String(page)}`, 50, 30, 8),
    ];
    const pages = [
      [
        ...furnish(1),
        at('Beef Cheeks', 50, 120, 16, 'serif'),
        at('Braised for six hours', 50, 100, 9),
        at('in red wine and garlic', 50, 88, 9),
      ],
      [
        ...furnish(2),
        at('until they fall apart.', 50, 770, 9),
        at('Serves 2 · 9-pack · Bestseller', 50, 758, 9, 'mono'),
        at('Price $22.90', 50, 746, 9, 'mono'),
      ],
    ];
    expect(findProducts(pages).products).toEqual([
      {
        name: 'Beef Cheeks',
        description: 'Braised for six hours in red wine and garlic until they fall apart.',
        priceCents: 2290,
        priceWarning: null,
        cubesPerPack: 9,
        tags: [],
        isVegetarian: false,
        isKidFriendly: false,
        isBestseller: true,
        badgesKnown: true,
        // The block starts on page 1: its box is there.
        source: expect.objectContaining({ page: 1 }) as SourceBox,
      },
    ]);
  });

  it('keeps prose set apart below the last product (a contact footer) out of its description', () => {
    const page = [
      at('Smoky Bean Chilli', 50, 760, 14, 'bold'),
      at('Beans and capsicum.', 50, 742),
      at('12 cubes · Veggie', 50, 728, 9),
      at('$19.50', 500, 728, 13, 'bold'),
      at('Call us on 09 555 0123. Free delivery on orders over $60.00.', 50, 640),
    ];
    expect(findProducts([page]).products).toMatchObject([
      { name: 'Smoky Bean Chilli', description: 'Beans and capsicum.', priceCents: 1950 },
    ]);
    // Under a heading of its own, a contact note is still no product: it has no detail, and a
    // threshold ending its prose ("orders over $60") is no price.
    const contact = [at('Questions?', 50, 760, 14, 'bold'), at('We reply within a day.', 50, 742)];
    expect(names([contact])).toEqual([]);
    expect(names([[...contact, at('Free delivery on orders over $60', 50, 729)]])).toEqual([]);
  });

  it('reads a long catalogue and a pile of pieces on one spot in linear work', () => {
    const pages: TextItem[][] = [];
    for (let index = 0; index < 2000; index += 1) {
      if (index % 10 === 0) pages.push([]);
      const top = 780 - (index % 10) * 70;
      pages
        .at(-1)
        ?.push(
          at(`Meal ${String(index + 1)}`, 50, top, 14, 'bold'),
          at('Slow-cooked and frozen in cubes.', 50, top - 18),
          at(`9 cubes · $${String(10 + (index % 80))}.90`, 50, top - 31),
        );
    }
    const { products } = findProducts(pages);
    expect(products).toHaveLength(2000);
    expect(products[1999]).toMatchObject({ name: 'Meal 2000', priceCents: 8990 });
    // One line of 40,000 pieces set apart: as many parts as pieces, each a price.
    const row = Array.from({ length: 40_000 }, (_, index) => at('$1.00', 50 + index * 40, 600));
    expect(findProducts([[at('Many Prices', 50, 620, 14, 'bold'), ...row]]).products).toMatchObject(
      [{ name: 'Many Prices', priceCents: 100 }],
    );
    const pile = Array.from({ length: 30_000 }, () => at('Bomb', 50, 600, 14, 'bold'));
    expect(findProducts([[at('Catalogue', 50, 800, 22), ...pile]]).products).toEqual([]);
  });
});
