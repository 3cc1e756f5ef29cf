// The screens of the standing-orders admin area, apart from its API contract (../areas/standing-orders.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

const standingParams = z.object({ standingOrderId: z.uuid().transform((id) => id.toLowerCase()) });

/** The standing-orders area's screens: paths, titles, who opens them (its API: ../areas/standing-orders.ts). */
export const standingOrdersScreens = [
  {
    id: 'standing-orders',
    path: '/admin/standing-orders',
    title: 'Standing orders',
    roles: ALL_ROLES,
    nav: { label: 'Standing orders', order: 22 },
  },
  {
    id: 'standing-forecast',
    path: '/admin/standing-orders/forecast',
    title: 'Forecast',
    roles: ALL_ROLES,
  },
  {
    id: 'standing-order',
    path: '/admin/standing-orders/:standingOrderId',
    title: 'Standing order',
    roles: ALL_ROLES,
    params: standingParams,
  },
] as const satisfies readonly AdminScreen[];
