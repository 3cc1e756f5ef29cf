// The screens of the system admin area, apart from its API contract (../areas/system.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { ADMINS_ONLY, type AdminScreen } from '../contract.ts';

/** The system area's screens: paths, titles, who opens them (its API: ../areas/system.ts). */
export const systemScreens = [
  {
    id: 'system',
    path: '/admin/settings/system',
    title: 'System check',
    roles: ADMINS_ONLY,
  },
] as const satisfies readonly AdminScreen[];
