import type { Config } from '@netlify/functions';
import { siteApi } from '../../src/lib/public-api/site.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { readTopNoticesCss } from '../../src/server/marketing/top-notices.ts';

/**
 * GET /api/top-notices.css (siteApi.topNotices): the stylesheet every public page loads with its
 * own, which shows the paused notice and the site banner above the header (TopNotices.astro).
 * Kept by the CDN as long as the store status (the shorter life) and purged with either.
 */
export default publicHandler(siteApi, {
  topNotices: () => readTopNoticesCss(),
});

export const config: Config = { path: '/api/top-notices.css' };
