import type { Config } from '@netlify/functions';
import { topNoticesCss } from '../../src/lib/marketing/top-notices-css.ts';
import {
  BANNER_CACHE_TAG,
  CDN_SECONDS,
  publicCacheHeaders,
  STORE_STATUS_CACHE_TAG,
} from '../../src/server/cdn-cache.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { readPublicBanner } from '../../src/server/marketing/banner.ts';
import { readStoreStatus } from '../../src/server/settings.ts';

/**
 * GET /api/top-notices.css: the stylesheet every public page loads with its own, which shows the
 * paused notice and the site banner above the header (TopNotices.astro). Kept by the CDN as long
 * as the store status (the shorter life) and purged with either.
 */
export default methodHandler({
  GET: async () => {
    const now = new Date();
    const [status, { banner }] = await Promise.all([readStoreStatus(), readPublicBanner(now)]);
    const css = topNoticesCss({ paused: status.open ? null : status.message, banner }, now);
    return new Response(css, {
      headers: {
        'Content-Type': 'text/css; charset=utf-8',
        ...publicCacheHeaders(CDN_SECONDS.storeStatus, [STORE_STATUS_CACHE_TAG, BANNER_CACHE_TAG]),
        ...API_SECURITY_HEADERS,
      },
    });
  },
});

export const config: Config = { path: '/api/top-notices.css' };
