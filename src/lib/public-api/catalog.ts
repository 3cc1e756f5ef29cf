// What the shop shows of itself: its meals, the FAQs and the testimonials. Read by anyone and
// kept by the CDN, purged by tag when they change (src/server/http/cdn-cache.ts).
import { z } from 'zod';
import { FaqSchema, TestimonialSchema } from '../content/content.ts';
import { ShopProductSchema } from '../products/product.ts';
import { defineGroup, PUBLIC } from './group.ts';

/** The shop's catalogue and content; every route a cached GET. */
export const catalogApi = defineGroup({
  id: 'catalog',
  api: {
    products: {
      method: 'GET',
      path: '/api/products',
      roles: PUBLIC,
      answer: z.array(ShopProductSchema),
      cache: 'products',
    },
    product: {
      method: 'GET',
      path: '/api/products/:id',
      roles: PUBLIC,
      answer: ShopProductSchema,
      cache: 'product',
    },
    faqs: {
      method: 'GET',
      path: '/api/faqs',
      roles: PUBLIC,
      answer: z.array(FaqSchema),
      cache: 'faqs',
    },
    testimonials: {
      method: 'GET',
      path: '/api/testimonials',
      roles: PUBLIC,
      answer: z.array(TestimonialSchema),
      cache: 'testimonials',
    },
  },
  refusals: {},
});
