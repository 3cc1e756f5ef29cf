// The screens of the settings admin area, apart from its API contract (../areas/settings.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { ADMINS_ONLY, type AdminScreen } from '../contract.ts';

/** The settings area's screens: paths, titles, who opens them (its API: ../areas/settings.ts). */
export const settingsScreens = [
  {
    id: 'settings',
    path: '/admin/settings',
    title: 'Settings',
    roles: ADMINS_ONLY,
    nav: { label: 'Settings', order: 100 },
  },
] as const satisfies readonly AdminScreen[];
