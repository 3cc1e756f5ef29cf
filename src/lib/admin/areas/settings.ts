import { z } from 'zod';
import { SettingsSchema, SettingsUpdateRequestSchema } from '../../forms/settings.ts';
import { ADMINS_ONLY, defineArea } from '../contract.ts';
import { settingsScreens } from '../area-screens/settings.ts';

/** The settings with the revision an editor must send back (0 and no date: never saved). */
export const SettingsSnapshotSchema = z.object({
  settings: SettingsSchema,
  revision: z.int().nonnegative(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SettingsSnapshot = z.output<typeof SettingsSnapshotSchema>;

/** The shop's settings: admins only. */
export const settingsArea = defineArea({
  id: 'settings',
  screens: settingsScreens,
  api: {
    get: {
      method: 'GET',
      path: '/api/admin/settings',
      roles: ADMINS_ONLY,
      answer: SettingsSnapshotSchema,
    },
    save: {
      method: 'PUT',
      path: '/api/admin/settings',
      roles: ADMINS_ONLY,
      body: SettingsUpdateRequestSchema,
      answer: SettingsSnapshotSchema,
    },
  },
  refusals: { stale: 'stale_settings' },
});
