// The screens of the delivery-zones admin area, apart from its API contract (../areas/delivery-zones.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { DeliveryIdSchema } from '../../delivery/zones.ts';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The delivery-zones area's screens: paths, titles, who opens them (its API: ../areas/delivery-zones.ts). */
export const deliveryZonesScreens = [
  {
    id: 'delivery-zones',
    path: '/admin/delivery-zones',
    title: 'Delivery zones',
    roles: ALL_ROLES,
    nav: { label: 'Delivery zones', order: 50 },
  },
  {
    id: 'delivery-zone-new',
    path: '/admin/delivery-zones/new',
    title: 'Add zone',
    roles: ALL_ROLES,
  },
  {
    id: 'delivery-zone-edit',
    path: '/admin/delivery-zones/:zoneId/edit',
    title: 'Edit zone',
    roles: ALL_ROLES,
    params: z.object({ zoneId: DeliveryIdSchema }),
  },
] as const satisfies readonly AdminScreen[];
