import { z } from 'zod';
import { BannerSnapshotSchema, BannerUpdateRequestSchema } from '../../marketing/banner.ts';
import {
  NewPromoRequestSchema,
  PromoUpdateRequestSchema,
  PromoViewSchema,
} from '../../marketing/promo-requests.ts';
import { RestockReminderStatsSchema } from '../../marketing/restock-stats.ts';
import { ADMINS_ONLY, ALL_ROLES, defineArea } from '../contract.ts';
import { marketingScreens } from '../area-screens/marketing.ts';

/** Promo codes and the site banner: admins change them, staff may look. */
export const marketingArea = defineArea({
  id: 'marketing',
  screens: marketingScreens,
  api: {
    listPromos: {
      method: 'GET',
      path: '/api/admin/promo-codes',
      roles: ALL_ROLES,
      answer: z.array(PromoViewSchema),
    },
    getPromo: {
      method: 'GET',
      path: '/api/admin/promo-codes/:code',
      roles: ALL_ROLES,
      answer: PromoViewSchema,
    },
    createPromo: {
      method: 'POST',
      path: '/api/admin/promo-codes',
      roles: ADMINS_ONLY,
      body: NewPromoRequestSchema,
      answer: PromoViewSchema,
    },
    replacePromo: {
      method: 'PUT',
      path: '/api/admin/promo-codes/:code',
      roles: ADMINS_ONLY,
      body: PromoUpdateRequestSchema,
      answer: PromoViewSchema,
    },
    getBanner: {
      method: 'GET',
      path: '/api/admin/banner',
      roles: ALL_ROLES,
      answer: BannerSnapshotSchema,
    },
    saveBanner: {
      method: 'PUT',
      path: '/api/admin/banner',
      roles: ADMINS_ONLY,
      body: BannerUpdateRequestSchema,
      answer: BannerSnapshotSchema,
    },
    restockReminderStats: {
      method: 'GET',
      path: '/api/admin/restock-reminders/stats',
      roles: ALL_ROLES,
      answer: RestockReminderStatsSchema,
    },
  },
  refusals: {
    /** The code exists already. */
    promoExists: 'promo_exists',
    /** Kind or value changed on a code that orders have used. */
    promoUsed: 'promo_used',
    /** Someone saved the code (or the banner) since this editor loaded it. */
    stale: 'stale_promo',
  },
});
