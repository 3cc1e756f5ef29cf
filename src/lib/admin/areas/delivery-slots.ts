import { z } from 'zod';
import { SlotRequestSchema } from '../../delivery/requests.ts';
import { SlotSchema } from '../../delivery/slots.ts';
import { DeliveryIdSchema } from '../../delivery/zones.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';

/** Weekly delivery and pickup windows: admins and staff. */
export const deliverySlotsArea = defineArea({
  id: 'delivery-slots',
  screens: [],
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/delivery-slots',
      roles: ALL_ROLES,
      query: z.object({ zoneId: DeliveryIdSchema.optional() }),
      answer: z.array(SlotSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/delivery-slots/:id',
      roles: ALL_ROLES,
      answer: SlotSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/delivery-slots',
      roles: ALL_ROLES,
      body: SlotRequestSchema,
      answer: SlotSchema,
    },
    replace: {
      method: 'PUT',
      path: '/api/admin/delivery-slots/:id',
      roles: ALL_ROLES,
      body: SlotRequestSchema,
      answer: SlotSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/delivery-slots/:id',
      roles: ALL_ROLES,
      answer: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
  },
});
