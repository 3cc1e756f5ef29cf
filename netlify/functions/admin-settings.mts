import type { Config } from '@netlify/functions';
import { settingsArea } from '../../src/lib/admin/areas/settings.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';

/** The shop's settings (settingsArea): read, and save with the revision the form loaded. */
export default areaHandler(settingsArea, {
  get: () => readSettingsSnapshot(),
  save: ({ actor, body: { revision, ...settings } }) => saveShopSettings(actor, settings, revision),
});

export const config: Config = { path: '/api/admin/settings' };
