import type { Config } from '@netlify/functions';
import { BANNER_CACHE_TAG, CDN_SECONDS, publicCacheHeaders } from '../../src/server/cdn-cache.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { readPublicBanner } from '../../src/server/marketing/banner.ts';

/** GET /api/banner: `{banner}`, the site banner shoppers may see (null when off or over). */
export default methodHandler({
  GET: async () =>
    json(await readPublicBanner(), 200, publicCacheHeaders(CDN_SECONDS.banner, [BANNER_CACHE_TAG])),
});

export const config: Config = { path: '/api/banner' };
