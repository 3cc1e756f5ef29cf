import type { Config } from '@netlify/functions';
import {
  CDN_SECONDS,
  publicCacheHeaders,
  STORE_STATUS_CACHE_TAG,
} from '../../src/server/cdn-cache.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { readStoreStatus } from '../../src/server/settings.ts';

/** GET /api/store-status: `{open, message}`, so the public site can say when the store is paused. */
export default methodHandler({
  GET: async () =>
    json(
      await readStoreStatus(),
      200,
      publicCacheHeaders(CDN_SECONDS.storeStatus, [STORE_STATUS_CACHE_TAG]),
    ),
});

export const config: Config = { path: '/api/store-status' };
