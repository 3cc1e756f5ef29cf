// The screens of the recall admin area, apart from its API contract (../areas/recall.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The recall area's screens: paths, titles, who opens them (its API: ../areas/recall.ts). */
export const recallScreens = [
  {
    id: 'recall',
    path: '/admin/recall',
    title: 'Recall',
    roles: ALL_ROLES,
    nav: { label: 'Recall', order: 47 },
  },
  {
    id: 'recall-report',
    path: '/admin/recall/report',
    title: 'Tracing report',
    roles: ALL_ROLES,
  },
] as const satisfies readonly AdminScreen[];
