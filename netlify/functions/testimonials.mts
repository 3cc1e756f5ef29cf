import type { Config } from '@netlify/functions';
import { catalogApi } from '../../src/lib/public-api/catalog.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { listTestimonials } from '../../src/server/content/content.ts';

/** GET /api/testimonials (catalogApi.testimonials): those editors keep in content/testimonials.json. */
export default publicHandler(catalogApi, {
  testimonials: () => Promise.resolve(listTestimonials()),
});

export const config: Config = { path: '/api/testimonials' };
