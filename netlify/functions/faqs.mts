import type { Config } from '@netlify/functions';
import { CDN_SECONDS, FAQS_CACHE_TAG, publicCacheHeaders } from '../../src/server/cdn-cache.ts';
import { listFaqs } from '../../src/server/content.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/faqs: the questions editors keep in content/faqs.json. */
export default methodHandler({
  GET: () => json(listFaqs(), 200, publicCacheHeaders(CDN_SECONDS.faqs, [FAQS_CACHE_TAG])),
});

export const config: Config = { path: '/api/faqs' };
