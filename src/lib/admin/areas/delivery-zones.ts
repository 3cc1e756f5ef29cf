import { z } from 'zod';
import { NewZoneRequestSchema, ZoneUpdateRequestSchema } from '../../delivery/requests.ts';
import { ZoneSchema } from '../../delivery/zones.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { deliveryZonesScreens } from '../area-screens/delivery-zones.ts';

/** Someone outside the delivery zones who asked to hear when the shop delivers to them. */
export const DeliveryInterestSchema = z.object({
  email: z.string().min(3),
  postcode: z.string().regex(/^\d{4}$/),
  suburb: z.string(),
  firstAskedAt: z.iso.datetime(),
  lastAskedAt: z.iso.datetime(),
});
export type DeliveryInterest = z.output<typeof DeliveryInterestSchema>;

/** Delivery zones and pickup points, and who asked for a zone: admins and staff. */
export const deliveryZonesArea = defineArea({
  id: 'delivery-zones',
  screens: deliveryZonesScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/delivery-zones',
      roles: ALL_ROLES,
      answer: z.array(ZoneSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/delivery-zones/:id',
      roles: ALL_ROLES,
      answer: ZoneSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/delivery-zones',
      roles: ALL_ROLES,
      body: NewZoneRequestSchema,
      answer: ZoneSchema,
    },
    replace: {
      method: 'PUT',
      path: '/api/admin/delivery-zones/:id',
      roles: ALL_ROLES,
      body: ZoneUpdateRequestSchema,
      answer: ZoneSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/delivery-zones/:id',
      roles: ALL_ROLES,
      answer: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
    interest: {
      method: 'GET',
      path: '/api/admin/delivery-interest',
      roles: ALL_ROLES,
      permission: 'customerExports',
      answer: z.array(DeliveryInterestSchema),
    },
  },
  refusals: {
    zoneHasSlots: 'zone_has_slots',
    /** An active zone would claim a postcode or suburb another active zone claims. */
    zoneClash: 'zone_clash',
    /** Deactivating a zone with orders booked from today on: the answer lists them. */
    hasFutureBookings: 'has_future_bookings',
  },
});
