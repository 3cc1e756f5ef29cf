import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { BlogPostSchema, RecipeSchema } from './lib/editorial.ts';

// Blog posts and recipes: one MDX file each; the file name is the id used in the URL.
// The JSON content (site, testimonials, FAQs, stockists) is read through src/server/content.ts.
const blog = defineCollection({
  loader: glob({ pattern: '*.mdx', base: 'content/blog' }),
  schema: BlogPostSchema,
});

const recipes = defineCollection({
  loader: glob({ pattern: '*.mdx', base: 'content/recipes' }),
  schema: RecipeSchema,
});

export const collections = { blog, recipes };
