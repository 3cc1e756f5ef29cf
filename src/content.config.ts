import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { BlogPostSchema, RecipeSchema } from './lib/content/editorial.ts';
import { PolicyPageSchema } from './lib/content/policies.ts';

// Blog posts, recipes and policies: one MDX file each; the file name is the id used in the URL.
// The JSON content (site, testimonials, FAQs, stockists) is read through src/server/content/content.ts.
const blog = defineCollection({
  loader: glob({ pattern: '*.mdx', base: 'content/blog' }),
  schema: BlogPostSchema,
});

const recipes = defineCollection({
  loader: glob({ pattern: '*.mdx', base: 'content/recipes' }),
  schema: RecipeSchema,
});

// The shop's policies (terms, privacy, refunds, delivery): one MDX file per page, e.g. /terms.
const policies = defineCollection({
  loader: glob({ pattern: '*.mdx', base: 'content/policies' }),
  schema: PolicyPageSchema,
});

export const collections = { blog, recipes, policies };
