// The screens of the special-dates admin area, apart from its API contract (../areas/special-dates.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { CalendarDateSchema } from '../../delivery/slots.ts';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The special-dates area's screens: paths, titles, who opens them (its API: ../areas/special-dates.ts). */
export const specialDatesScreens = [
  {
    id: 'special-dates',
    path: '/admin/special-dates',
    title: 'Special dates',
    roles: ALL_ROLES,
    nav: { label: 'Special dates', order: 60 },
  },
  {
    id: 'special-date-new',
    path: '/admin/special-dates/new',
    title: 'Add a closed or extra day',
    roles: ALL_ROLES,
  },
  {
    id: 'special-date-edit',
    path: '/admin/special-dates/:date/edit',
    title: 'Edit special date',
    roles: ALL_ROLES,
    params: z.object({ date: CalendarDateSchema }),
  },
] as const satisfies readonly AdminScreen[];
