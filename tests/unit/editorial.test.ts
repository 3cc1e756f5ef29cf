import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import stockists from '../../content/stockists.json' with { type: 'json' };
import {
  BlogPostSchema,
  RecipeSchema,
  StockistSchema,
  formatMinutes,
  formatPostDate,
  isoDay,
  isoDuration,
  methodSteps,
  packsCoverCubes,
  packsForRecipe,
  sortPostsNewestFirst,
  totalMinutes,
} from '../../src/lib/content/editorial.ts';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';

const root = new URL('../../', import.meta.url);

const post = {
  title: 'A five-night dinner plan',
  description: 'Monday to Friday dinners from one freezer drawer.',
  publishedAt: '2026-07-15',
  author: 'Mel Thompson',
  image: '/images/blog/weeknight-dinner-plan.svg',
  imageAlt: 'A weekly planner with a sauce cube for each day.',
  tags: ['meal planning'],
};

const recipe = {
  title: 'Super Veg mac and cheese',
  description: 'Creamy macaroni with hidden vegetables.',
  image: '/images/recipes/super-veg-mac-and-cheese.svg',
  imageAlt: 'A bowl of macaroni cheese.',
  prepMinutes: 5,
  cookMinutes: 15,
  serves: 4,
  difficulty: 'Easy',
  cubes: [{ productId: 'super-veg-sauce', cubes: 4, packs: 1 }],
  ingredients: ['4 Super Veg Sauce cubes', '350 g macaroni'],
};

const stockist = {
  id: 'mount-larder-deli',
  name: 'The Mount Larder Deli',
  address: '212 Maunganui Road',
  suburb: 'Mount Maunganui',
  town: 'Tauranga',
  hours: 'Every day, 7am to 5pm',
};

/** Reads a YAML scalar the way the content files write them: quoted text, numbers or plain text. */
function scalar(raw: string): unknown {
  const value = raw.trim();
  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  if (value.startsWith('"')) return JSON.parse(value) as unknown;
  return /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value;
}

/**
 * A small reader for the YAML subset our frontmatter uses (scalars, lists of scalars and lists of
 * flat objects), so the tests need no YAML dependency. Anything else fails loudly.
 */
function readMdx(file: URL): { data: Record<string, unknown>; body: string } {
  const source = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file.pathname} has no frontmatter`);
  const [, yaml = '', body = ''] = match;
  const data: Record<string, unknown> = {};
  let list: unknown[] | undefined;
  let item: Record<string, unknown> | undefined;
  for (const line of yaml.split('\n')) {
    const top = /^(\w+):\s*(.*)$/.exec(line);
    const entry = /^\s+-\s+(.*)$/.exec(line);
    const field = /^\s+(\w+):\s+(.*)$/.exec(line);
    if (top?.[1] !== undefined) {
      list = top[2] ? undefined : [];
      data[top[1]] = list ?? scalar(top[2] ?? '');
      item = undefined;
    } else if (entry?.[1] !== undefined && list) {
      const pair = /^(\w+):\s+(.*)$/.exec(entry[1]);
      item = pair?.[1] ? { [pair[1]]: scalar(pair[2] ?? '') } : undefined;
      list.push(item ?? scalar(entry[1]));
    } else if (field?.[1] !== undefined && item) {
      item[field[1]] = scalar(field[2] ?? '');
    } else if (line.trim()) {
      throw new Error(`${file.pathname}: cannot read the frontmatter line "${line}"`);
    }
  }
  return { data, body };
}

function contentFiles(folder: string): { id: string; file: URL }[] {
  const directory = new URL(`content/${folder}/`, root);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({ id: name.replace(/\.mdx$/, ''), file: new URL(name, directory) }));
}

const publicFile = (path: string) => existsSync(new URL(`public${path}`, root));
const words = (body: string) => body.split(/\s+/).filter(Boolean).length;

describe('BlogPostSchema', () => {
  it('accepts a post and reads its date as a calendar day', () => {
    const parsed = BlogPostSchema.parse(post);
    expect(isoDay(parsed.publishedAt)).toBe('2026-07-15');
  });

  it.each([
    'https://example.com/picture.svg',
    '//example.com/images/blog/picture.svg',
    '/images/recipes/picture.svg',
    '/images/blog/../meals/picture.svg',
    'images/blog/picture.svg',
  ])('rejects the image %j', (image) => {
    expect(BlogPostSchema.safeParse({ ...post, image }).success).toBe(false);
  });

  it('rejects an impossible date, no tags and a blank title', () => {
    expect(BlogPostSchema.safeParse({ ...post, publishedAt: 'soon' }).success).toBe(false);
    expect(BlogPostSchema.safeParse({ ...post, tags: [] }).success).toBe(false);
    expect(BlogPostSchema.safeParse({ ...post, title: '  ' }).success).toBe(false);
  });
});

describe('RecipeSchema', () => {
  it('accepts a recipe', () => {
    expect(RecipeSchema.parse(recipe).cubes).toEqual(recipe.cubes);
  });

  it.each([
    ['negative minutes', { prepMinutes: -5 }],
    ['fractional serves', { serves: 2.5 }],
    ['an unknown difficulty', { difficulty: 'Tricky' }],
    ['no cubes', { cubes: [] }],
    ['zero cubes', { cubes: [{ productId: 'super-veg-sauce', cubes: 0, packs: 1 }] }],
    ['zero packs', { cubes: [{ productId: 'super-veg-sauce', cubes: 4, packs: 0 }] }],
    ['a badly written product id', { cubes: [{ productId: 'Super Veg', cubes: 4, packs: 1 }] }],
    ['the same meal twice', { cubes: [recipe.cubes[0], recipe.cubes[0]] }],
    ['no ingredients', { ingredients: [] }],
  ])('rejects %s', (_, change) => {
    expect(RecipeSchema.safeParse({ ...recipe, ...change }).success).toBe(false);
  });
});

describe('StockistSchema', () => {
  it('accepts a stockist with or without notes', () => {
    expect(StockistSchema.parse(stockist)).toEqual(stockist);
    expect(StockistSchema.safeParse({ ...stockist, notes: 'Full range.' }).success).toBe(true);
  });

  it('rejects a blank name or hours and a badly written id', () => {
    expect(StockistSchema.safeParse({ ...stockist, name: '' }).success).toBe(false);
    expect(StockistSchema.safeParse({ ...stockist, hours: ' ' }).success).toBe(false);
    expect(StockistSchema.safeParse({ ...stockist, id: 'The Deli' }).success).toBe(false);
  });
});

describe('editorial helpers', () => {
  it('adds up a recipe’s time and formats minutes', () => {
    expect(totalMinutes({ prepMinutes: 20, cookMinutes: 45 })).toBe(65);
    expect(formatMinutes(20)).toBe('20 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(65)).toBe('1 hr 5 min');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(65)).toBe('PT1H5M');
  });

  it('turns a recipe into cart lines of packs', () => {
    const cubes = [
      { productId: 'beef-bolognese', cubes: 9, packs: 1 },
      { productId: 'super-veg-sauce', cubes: 12, packs: 2 },
    ];
    expect(packsForRecipe({ cubes })).toEqual([
      { productId: 'beef-bolognese', quantity: 1 },
      { productId: 'super-veg-sauce', quantity: 2 },
    ]);
  });

  it('checks that the packs to buy hold the cubes used', () => {
    expect(packsCoverCubes({ productId: 'x', cubes: 9, packs: 1 }, 9)).toBe(true);
    expect(packsCoverCubes({ productId: 'x', cubes: 10, packs: 1 }, 9)).toBe(false);
  });

  it('sorts posts newest first without changing the input', () => {
    const posts = ['2026-01-05', '2026-03-01', '2025-12-24'].map((day, index) => ({
      id: `post-${index}`,
      data: { publishedAt: new Date(day) },
    }));
    const sorted = sortPostsNewestFirst(posts);
    expect(sorted.map((p) => p.id)).toEqual(['post-1', 'post-0', 'post-2']);
    expect(posts[0]?.id).toBe('post-0');
  });

  it('formats a post date the New Zealand way, keeping the calendar day', () => {
    expect(formatPostDate(new Date('2026-07-15'))).toBe('15 July 2026');
    expect(formatPostDate(new Date('2026-01-01'))).toBe('1 January 2026');
  });

  it('reads the numbered steps of a method as plain text', () => {
    const body = '1. Boil the **pasta**.\n2. See [the sauce](/meals/x).\n\n**Tip:** Enjoy.\n';
    expect(methodSteps(body)).toEqual(['Boil the pasta.', 'See the sauce.']);
  });
});

describe('committed blog posts', () => {
  const posts = contentFiles('blog');

  it('has at least 4 posts', () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
  });

  it.each(posts)('$id has valid frontmatter, a drawn image and 300-600 words', ({ id, file }) => {
    const { data, body } = readMdx(file);
    const result = BlogPostSchema.safeParse(data);
    expect(result.error).toBeUndefined();
    expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(result.data?.image).toBe(`/images/blog/${id}.svg`);
    expect(publicFile(result.data?.image ?? '')).toBe(true);
    expect(words(body)).toBeGreaterThanOrEqual(300);
    expect(words(body)).toBeLessThanOrEqual(600);
  });
});

describe('committed recipes', () => {
  const recipes = contentFiles('recipes');
  const products = new Map(SEED_PRODUCTS.map(({ product }) => [product.id, product]));

  it('has at least 6 recipes', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(6);
  });

  it.each(recipes)(
    '$id has valid frontmatter, a drawn image and a numbered method',
    ({ id, file }) => {
      const { data, body } = readMdx(file);
      const result = RecipeSchema.safeParse(data);
      expect(result.error).toBeUndefined();
      expect(result.data?.image).toBe(`/images/recipes/${id}.svg`);
      expect(publicFile(result.data?.image ?? '')).toBe(true);
      expect(methodSteps(body).length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(recipes)('$id uses only seeded meals, with enough packs for its cubes', ({ file }) => {
    for (const use of RecipeSchema.parse(readMdx(file).data).cubes) {
      const product = products.get(use.productId);
      expect(product, `unknown product ${use.productId}`).toBeDefined();
      expect(packsCoverCubes(use, product?.cubesPerPack ?? 0)).toBe(true);
    }
  });
});

describe('committed stockists', () => {
  it('content/stockists.json parses with 5 to 7 stockists and unique ids', () => {
    const parsed = StockistSchema.array().parse(stockists);
    expect(parsed.length).toBeGreaterThanOrEqual(5);
    expect(parsed.length).toBeLessThanOrEqual(7);
    expect(new Set(parsed.map((s) => s.id)).size).toBe(parsed.length);
  });
});

describe('no external addresses in editorial content', () => {
  it.each([...contentFiles('blog'), ...contentFiles('recipes')])(
    '$id links only within the site',
    ({ file }) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/(?:https?:)?\/\/[a-z]/i);
    },
  );
});
