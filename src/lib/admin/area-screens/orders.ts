// The screens of the orders admin area, apart from its API contract (../areas/orders.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

const orderParams = z.object({ orderId: z.uuid().transform((id) => id.toLowerCase()) });

/** The orders area's screens: paths, titles, who opens them (its API: ../areas/orders.ts). */
export const ordersScreens = [
  {
    id: 'prep-list',
    path: '/admin/orders/prep-list',
    title: 'Kitchen prep list',
    roles: ALL_ROLES,
  },
  {
    id: 'run-sheet',
    path: '/admin/orders/run-sheet',
    title: 'Run sheet',
    roles: ALL_ROLES,
  },
  {
    id: 'packing-slips',
    path: '/admin/orders/slips',
    title: 'Packing slips',
    roles: ALL_ROLES,
  },
  {
    id: 'packing-slip',
    path: '/admin/orders/:id/slip',
    title: 'Packing slip',
    roles: ALL_ROLES,
    params: z.object({ id: z.uuid() }),
  },
  {
    id: 'order-receipt',
    path: '/admin/orders/:id/receipt',
    title: 'Receipt',
    roles: ALL_ROLES,
    params: z.object({ id: z.uuid() }),
  },
  {
    id: 'credit-note',
    path: '/admin/orders/:id/credit-notes/:refundId',
    title: 'Credit note',
    roles: ALL_ROLES,
    params: z.object({ id: z.uuid(), refundId: z.string().regex(/^rf-[\w-]{1,61}$/) }),
  },
  {
    id: 'order-edit',
    path: '/admin/orders/:orderId/edit',
    title: 'Edit order',
    roles: ALL_ROLES,
    params: orderParams,
  },
  {
    id: 'orders',
    path: '/admin/orders',
    title: 'Orders',
    roles: ALL_ROLES,
    nav: { label: 'Orders', order: 20 },
  },
  {
    id: 'order',
    path: '/admin/orders/:orderId',
    title: 'Order',
    roles: ALL_ROLES,
    params: orderParams,
  },
] as const satisfies readonly AdminScreen[];
