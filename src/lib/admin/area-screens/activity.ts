// The screens of the activity admin area, apart from its API contract (../areas/activity.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { ADMINS_ONLY, type AdminScreen } from '../contract.ts';

/** The activity area's screens: paths, titles, who opens them (its API: ../areas/activity.ts). */
export const activityScreens = [
  {
    id: 'activity',
    path: '/admin/activity',
    title: 'Activity log',
    roles: ADMINS_ONLY,
    nav: { label: 'Activity', order: 95 },
  },
] as const satisfies readonly AdminScreen[];
