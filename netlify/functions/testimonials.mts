import type { Config } from '@netlify/functions';
import {
  CDN_SECONDS,
  publicCacheHeaders,
  TESTIMONIALS_CACHE_TAG,
} from '../../src/server/cdn-cache.ts';
import { listTestimonials } from '../../src/server/content.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/testimonials: the testimonials editors keep in content/testimonials.json. */
export default methodHandler({
  GET: () =>
    json(
      listTestimonials(),
      200,
      publicCacheHeaders(CDN_SECONDS.testimonials, [TESTIMONIALS_CACHE_TAG]),
    ),
});

export const config: Config = { path: '/api/testimonials' };
