// Reading a price list's key of marks, and what the review is told where the reading is a guess:
// marks a key explains set badges and leave the name; others stay and are reported; two prices,
// a name across the columns and the box each row was read from.
import { describe, expect, it } from 'vitest';
import {
  findProducts,
  reviewRows,
  type TextItem,
} from '../../src/lib/products/pdf-import/index.ts';
import { legendOfLine, readMarks } from '../../src/lib/products/pdf-import/legend.ts';
import { boxOf } from '../../src/lib/products/pdf-import/source.ts';

const at = (str: string, x: number, y: number, fontSize = 10, font = 'regular'): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  height: fontSize,
  fontSize,
  font,
});

describe('a key of marks', () => {
  it.each([
    ['Key: (V) vegetarian · KF = kid friendly · ★ bestseller', ['V', 'KF', '★']],
    ['(V) vegetarian   GF = gluten free', ['V', 'GF']],
    ['Legend: Ⓥ vegetarian', ['Ⓥ']],
  ])('reads "%s"', (line, marks) => {
    expect([...(legendOfLine(line)?.keys() ?? [])]).toEqual(marks);
  });

  it.each([
    '★ Bestseller',
    'Vegetarian · Kid friendly',
    'Our vegetarian range is made fresh every week.',
  ])('takes "%s" for no key (a product line or prose)', (line) => {
    expect(legendOfLine(line)).toBeNull();
  });

  it('takes the marks it explains off either end of a name, and sets their badges and tags', () => {
    const legend = legendOfLine('Key: (V) vegetarian · KF = kid friendly · GF = gluten free');
    expect(readMarks('(V) Pumpkin Soup KF (GF)', legend ?? new Map())).toEqual({
      name: 'Pumpkin Soup',
      badges: { isVegetarian: true, isKidFriendly: true },
      tags: ['gluten-free'],
      unexplained: [],
    });
  });

  it('keeps a mark no key explains in the name, and reports it', () => {
    expect(readMarks('Pumpkin Soup (GF)', new Map())).toMatchObject({
      name: 'Pumpkin Soup (GF)',
      unexplained: ['(GF)'],
    });
    // A name may start with capitals of its own; only a sign or a bracketed code there is a mark.
    expect(readMarks('BBQ Pork Sauce', new Map()).unexplained).toEqual([]);
  });

  it('reads a menu with leaders and a key whole: badges set, names clean', () => {
    const page = [
      at('Key: (V) vegetarian · ★ bestseller', 50, 800, 9),
      at('Pumpkin Soup (V) ★', 50, 770, 12, 'bold'),
      at('..........................', 200, 770, 9),
      at('$14.50', 500, 770, 9, 'bold'),
      at('Roasted pumpkin and sage.', 50, 756, 9),
      at('Beef Ragù', 50, 730, 12, 'bold'),
      at('..........................', 200, 730, 9),
      at('$18.90', 500, 730, 9, 'bold'),
      at('Slow-cooked beef and tomato.', 50, 716, 9),
    ];
    expect(findProducts([page]).products).toMatchObject([
      { name: 'Pumpkin Soup', priceCents: 1450, isVegetarian: true, isBestseller: true },
      { name: 'Beef Ragù', priceCents: 1890, isVegetarian: false, isBestseller: false },
    ]);
  });
});

describe('where a reading is a guess', () => {
  it('starts a row with two prices unticked, naming both', () => {
    const page = [
      at('Pumpkin Soup', 50, 770, 12, 'bold'),
      at('Roasted pumpkin and sage.', 50, 756, 9),
      at('Pack of 9 · $14.50', 50, 744, 9),
      at('Was $16.50', 50, 732, 9),
      at('Beef Ragù', 50, 700, 12, 'bold'),
      at('Slow-cooked beef.', 50, 686, 9),
      at('Pack of 9 · $18.90', 50, 674, 9),
    ];
    const [soup, ragu] = reviewRows(findProducts([page]).products, []);
    expect(soup?.priceCents).toBe(1450);
    expect(soup?.warnings).toEqual([
      expect.stringContaining('Two prices found ($14.50 and $16.50)'),
    ]);
    expect(ragu?.warnings).toEqual([]);
  });

  it('gives each row the box on its page it was read from', () => {
    const page = [
      at('Pumpkin Soup', 50, 770, 12, 'bold'),
      at('Roasted pumpkin and sage.', 50, 756, 9),
      at('$14.50', 50, 744, 9),
    ];
    const [soup] = findProducts([[], page]).products;
    expect(soup?.source).toEqual(boxOf(2, page));
    expect(soup?.source).toMatchObject({ page: 2, x: 50, width: 112.5 });
  });
});

describe('a list that sets no name apart', () => {
  it('takes each paragraph’s first line for its name, and says it guessed', () => {
    const page = [
      at('Pumpkin Soup', 50, 770, 9),
      at('Roasted pumpkin and sage.', 50, 759, 9),
      at('Pack of 9 · $14.50', 50, 748, 9),
      at('Beef Ragù', 50, 726, 9),
      at('Slow-cooked beef and tomato.', 50, 715, 9),
      at('Pack of 9 · $18.90', 50, 704, 9),
    ];
    const rows = reviewRows(findProducts([page]).products, []);
    expect(rows).toMatchObject([
      { name: 'Pumpkin Soup', description: 'Roasted pumpkin and sage.', priceCents: 1450 },
      { name: 'Beef Ragù', description: 'Slow-cooked beef and tomato.', priceCents: 1890 },
    ]);
    for (const row of rows) {
      expect(row.warnings).toEqual([expect.stringContaining('first line was taken as the name')]);
    }
  });
});
