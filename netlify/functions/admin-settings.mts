import type { Config } from '@netlify/functions';
import { SettingsUpdateRequestSchema } from '../../src/lib/forms/settings.ts';
import { requireRole } from '../../src/server/auth/guard.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';

const ADMINS_ONLY = ['admin'] as const;

/** GET and PUT /api/admin/settings: the shop's settings, for admins only (staff get 403). */
export default methodHandler({
  async GET(request) {
    await requireRole(request, ADMINS_ONLY);
    return json(await readSettingsSnapshot());
  },
  async PUT(request) {
    assertSameSite(request);
    const { user } = await requireRole(request, ADMINS_ONLY);
    const { revision, ...settings } = await readJsonBody(request, SettingsUpdateRequestSchema);
    return json(await saveShopSettings(user, settings, revision));
  },
});

export const config: Config = { path: '/api/admin/settings' };
