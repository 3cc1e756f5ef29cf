import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { FaqSchema, SiteConfigSchema, TestimonialSchema } from './lib/content.ts';

// The same schemas validate these files for the API (src/server/content.ts).
const testimonials = defineCollection({
  loader: file('content/testimonials.json'),
  schema: TestimonialSchema,
});

const faqs = defineCollection({
  loader: file('content/faqs.json'),
  schema: FaqSchema,
});

const site = defineCollection({
  loader: file('content/site.json', {
    parser: (text) => [{ id: 'site', ...(JSON.parse(text) as Record<string, unknown>) }],
  }),
  schema: SiteConfigSchema.extend({ id: FaqSchema.shape.id }),
});

export const collections = { testimonials, faqs, site };
