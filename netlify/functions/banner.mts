import type { Config } from '@netlify/functions';
import { siteApi } from '../../src/lib/public-api/site.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { readPublicBanner } from '../../src/server/marketing/banner.ts';

/** GET /api/banner (siteApi.banner): `{banner}`, what shoppers may see (null when off or over). */
export default publicHandler(siteApi, {
  banner: () => readPublicBanner(),
});

export const config: Config = { path: '/api/banner' };
