// The screens of the dashboard admin area, apart from its API contract (../areas/dashboard.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The dashboard area's screens: paths, titles, who opens them (its API: ../areas/dashboard.ts). */
export const dashboardScreens = [
  {
    id: 'dashboard',
    path: '/admin/dashboard',
    title: 'Dashboard',
    roles: ALL_ROLES,
    nav: { label: 'Dashboard', order: 10 },
  },
] as const satisfies readonly AdminScreen[];
