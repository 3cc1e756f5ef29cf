import { z } from 'zod';
import { SlotRequestSchema } from '../../delivery/requests.ts';
import {
  CalendarSlotSchema,
  SlotCalendarQuerySchema,
  SlotCalendarSchema,
} from '../../delivery/slot-calendar.ts';
import { SlotDateChangeSchema } from '../../delivery/slot-dates.ts';
import { SlotSchema } from '../../delivery/slots.ts';
import { DeliveryIdSchema } from '../../delivery/zones.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { deliverySlotsScreens } from '../area-screens/delivery-slots.ts';

/** Weekly delivery and pickup windows, and the four weeks ahead date by date: admins and staff. */
export const deliverySlotsArea = defineArea({
  id: 'delivery-slots',
  screens: deliverySlotsScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/delivery-slots',
      roles: ALL_ROLES,
      query: z.object({ zoneId: DeliveryIdSchema.optional() }),
      answer: z.array(SlotSchema),
    },
    calendar: {
      method: 'GET',
      path: '/api/admin/delivery-slots/calendar',
      roles: ALL_ROLES,
      query: SlotCalendarQuerySchema,
      answer: SlotCalendarSchema,
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
    changeDate: {
      method: 'PUT',
      path: '/api/admin/delivery-slots/:slotId/dates/:date',
      roles: ALL_ROLES,
      body: SlotDateChangeSchema,
      answer: CalendarSlotSchema,
    },
  },
  refusals: { overlap: 'slot_overlap', belowBooked: 'below_booked' },
});
