// The screens of the accounts admin area, apart from its API contract (../areas/accounts.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The accounts area's screens: paths, titles, who opens them (its API: ../areas/accounts.ts). */
export const accountsScreens = [
  {
    id: 'accounts',
    path: '/admin/accounts',
    title: 'Accounts',
    roles: ALL_ROLES,
    permission: 'accounts',
    nav: { label: 'Accounts', order: 92 },
  },
] as const satisfies readonly AdminScreen[];
