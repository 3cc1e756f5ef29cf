// What every public page may show above its header: whether the store is paused, the site
// banner, and the stylesheet that shows both (TopNotices.astro). Kept by the CDN, purged by tag.
import { z } from 'zod';
import { PublicBannerSchema } from '../marketing/banner.ts';
import { defineGroup, PUBLIC } from './group.ts';

/** GET /api/store-status: only whether the store is open, and why not (empty while open). */
export const StoreStatusSchema = z.object({ open: z.boolean(), message: z.string() });
export type StoreStatus = z.output<typeof StoreStatusSchema>;

/** The notices above every public page; read by anyone, cached by the CDN. */
export const siteApi = defineGroup({
  id: 'site',
  api: {
    storeStatus: {
      method: 'GET',
      path: '/api/store-status',
      roles: PUBLIC,
      answer: StoreStatusSchema,
      cache: 'storeStatus',
    },
    banner: {
      method: 'GET',
      path: '/api/banner',
      roles: PUBLIC,
      answer: z.object({ banner: PublicBannerSchema.nullable() }),
      cache: 'banner',
    },
    topNotices: {
      method: 'GET',
      path: '/api/top-notices.css',
      roles: PUBLIC,
      answer: z.string(),
      text: { contentType: 'text/css; charset=utf-8' },
      cache: 'topNotices',
    },
  },
  refusals: {},
});
