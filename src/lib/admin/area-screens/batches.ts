// The screens of the batches admin area, apart from its API contract (../areas/batches.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The batches area's screens: paths, titles, who opens them (its API: ../areas/batches.ts). */
export const batchesScreens = [
  {
    id: 'batches',
    path: '/admin/batches',
    title: 'Batches',
    roles: ALL_ROLES,
    nav: { label: 'Batches', order: 45 },
  },
] as const satisfies readonly AdminScreen[];
