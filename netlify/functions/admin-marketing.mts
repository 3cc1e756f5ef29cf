import type { Config } from '@netlify/functions';
import { marketingArea } from '../../src/lib/admin/areas/marketing.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import { readBanner, saveBanner } from '../../src/server/marketing/banner.ts';
import {
  createPromo,
  getPromo,
  listPromos,
  replacePromo,
} from '../../src/server/marketing/promo-admin.ts';
import { restockReminderStats } from '../../src/server/marketing/restock-reminders.ts';

/** Promo codes and the site banner (marketingArea). */
export default areaHandler(marketingArea, {
  listPromos: () => listPromos(),
  getPromo: ({ params }) => getPromo(params.code),
  createPromo: async ({ actor, body }) => created(await createPromo(actor, body)),
  replacePromo: ({ actor, params, body }) => replacePromo(actor, params.code, body),
  getBanner: () => readBanner(),
  saveBanner: ({ actor, body }) => saveBanner(actor, body),
  restockReminderStats: () => restockReminderStats(),
});

export const config: Config = {
  path: [
    '/api/admin/promo-codes',
    '/api/admin/promo-codes/:code',
    '/api/admin/banner',
    '/api/admin/restock-reminders/stats',
  ],
};
