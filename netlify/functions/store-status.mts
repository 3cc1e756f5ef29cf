import type { Config } from '@netlify/functions';
import { siteApi } from '../../src/lib/public-api/site.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { readStoreStatus } from '../../src/server/settings.ts';

/** GET /api/store-status (siteApi.storeStatus): `{open, message}`, for the paused notice. */
export default publicHandler(siteApi, {
  storeStatus: () => readStoreStatus(),
});

export const config: Config = { path: '/api/store-status' };
