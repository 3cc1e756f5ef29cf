import { z } from 'zod';
import { SLUG_PATTERN } from '../slug.ts';

const text = z.string().trim().min(1);

/** Ids in URLs: lower-case letters, digits and dashes, the same rule as product ids. */
export const SlugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and dashes')
  .max(80);

/** A picture served by the site itself from one folder of public/images, never another host. */
export function sitePictureIn(folder: 'blog' | 'recipes') {
  return z
    .string()
    .regex(
      new RegExp(`^/images/${folder}/[a-z0-9-]+\\.(?:svg|png|jpe?g|webp|avif)$`),
      `Images live in public/images/${folder}/`,
    );
}

/** A blog post's frontmatter in content/blog/<slug>.mdx; the file name is the post's slug. */
export const BlogPostSchema = z.object({
  title: text.max(120),
  description: text.max(300),
  // YAML gives a Date for `2026-10-14`; plain text (tests, editors quoting it) is coerced the same.
  publishedAt: z.coerce.date(),
  author: text.max(80),
  image: sitePictureIn('blog'),
  imageAlt: text.max(200),
  tags: z.array(text.max(40)).min(1).max(8),
});
export type BlogPost = z.output<typeof BlogPostSchema>;

/** One meal a recipe uses: how many cubes go in and how many packs to buy for it. */
export const RecipeCubesSchema = z.object({
  productId: SlugSchema,
  cubes: z.int().positive().max(90),
  packs: z.int().positive().max(10),
});
export type RecipeCubes = z.output<typeof RecipeCubesSchema>;

/** How hard a recipe is, from a first-timer's point of view. */
export const DifficultySchema = z.enum(['Easy', 'Medium', 'Hard']);
export type Difficulty = z.output<typeof DifficultySchema>;

/** A recipe's frontmatter in content/recipes/<id>.mdx; the MDX body holds the numbered method. */
export const RecipeSchema = z.object({
  title: text.max(120),
  description: text.max(300),
  image: sitePictureIn('recipes'),
  imageAlt: text.max(200),
  prepMinutes: z.int().nonnegative().max(600),
  cookMinutes: z.int().nonnegative().max(600),
  serves: z.int().positive().max(24),
  difficulty: DifficultySchema,
  cubes: z
    .array(RecipeCubesSchema)
    .min(1)
    .refine(
      (uses) => new Set(uses.map((use) => use.productId)).size === uses.length,
      'List each meal once',
    ),
  ingredients: z.array(text.max(200)).min(1),
});
export type Recipe = z.output<typeof RecipeSchema>;

/** A shop that sells the cubes, listed on /find-meals from content/stockists.json. */
export const StockistSchema = z.object({
  id: SlugSchema,
  name: text.max(120),
  address: text.max(160),
  suburb: text.max(80),
  town: text.max(80),
  hours: text.max(160),
  notes: text.max(300).optional(),
});
export type Stockist = z.output<typeof StockistSchema>;

/** Minutes from starting to eating: what a busy parent wants to know first. */
export function totalMinutes(recipe: Pick<Recipe, 'prepMinutes' | 'cookMinutes'>): number {
  return recipe.prepMinutes + recipe.cookMinutes;
}

/** The cart lines for a recipe: one line per meal, as many packs as the recipe says to buy. */
export function packsForRecipe(
  recipe: Pick<Recipe, 'cubes'>,
): { productId: string; quantity: number }[] {
  return recipe.cubes.map(({ productId, packs }) => ({ productId, quantity: packs }));
}

/** Whether the packs a recipe says to buy hold at least the cubes it uses. */
export function packsCoverCubes(use: RecipeCubes, cubesPerPack: number): boolean {
  return use.packs * cubesPerPack >= use.cubes;
}

/** Posts newest first (ties by slug), without changing the input. */
export function sortPostsNewestFirst<T extends { id: string; data: Pick<BlogPost, 'publishedAt'> }>(
  posts: readonly T[],
): T[] {
  return [...posts].sort(
    (a, b) =>
      b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id),
  );
}

// Frontmatter dates are calendar days (midnight UTC), so they are shown in UTC to keep the day.
const postDate = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's date as New Zealanders write it, e.g. "14 October 2026". */
export function formatPostDate(date: Date): string {
  return postDate.format(date);
}

/** A post's date for `<time datetime>`, e.g. "2026-10-14". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Minutes as a reader says them: "45 min", "1 hr", "1 hr 15 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** Minutes as an ISO 8601 duration for schema.org, e.g. 75 -> "PT1H15M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes === 0) return 'PT0M';
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** The numbered steps of a recipe's MDX body as plain text, for search engines' recipe cards. */
export function methodSteps(body: string): string[] {
  return body
    .split('\n')
    .flatMap((line) => /^\d+\.\s+(.+)$/.exec(line.trim())?.slice(1) ?? [])
    .map((step) => step.replace(/\*\*|__|`/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'));
}
