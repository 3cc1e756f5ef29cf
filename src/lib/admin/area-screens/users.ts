// The screens of the users admin area, apart from its API contract (../areas/users.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { ADMINS_ONLY, type AdminScreen } from '../contract.ts';

/** The users area's screens: paths, titles, who opens them (its API: ../areas/users.ts). */
export const usersScreens = [
  {
    id: 'users',
    path: '/admin/users',
    title: 'Users',
    roles: ADMINS_ONLY,
    nav: { label: 'Users', order: 90 },
  },
  { id: 'user-new', path: '/admin/users/new', title: 'New user', roles: ADMINS_ONLY },
  {
    id: 'user-edit',
    path: '/admin/users/:userId/edit',
    title: 'Edit user',
    roles: ADMINS_ONLY,
    params: z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) }),
  },
] as const satisfies readonly AdminScreen[];
