// The screens of the delivery-slots admin area, apart from its API contract (../areas/delivery-slots.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The delivery-slots area's screens: paths, titles, who opens them (its API: ../areas/delivery-slots.ts). */
export const deliverySlotsScreens = [
  {
    id: 'delivery-slots',
    path: '/admin/delivery-slots',
    title: 'Delivery slots',
    roles: ALL_ROLES,
    nav: { label: 'Delivery slots', order: 55 },
  },
] as const satisfies readonly AdminScreen[];
