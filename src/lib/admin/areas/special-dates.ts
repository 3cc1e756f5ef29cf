import { z } from 'zod';
import {
  NewSpecialDateRequestSchema,
  SpecialDateUpdateRequestSchema,
} from '../../delivery/requests.ts';
import { CalendarDateSchema, SpecialDateSchema } from '../../delivery/slots.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { specialDatesScreens } from '../area-screens/special-dates.ts';

/** A public holiday as staff see it: whether every zone is closed then, and what is set. */
export const HolidayStatusSchema = z.object({
  date: z.string(),
  name: z.string(),
  /** A Monday (or Tuesday) off because the holiday itself fell on a weekend ("Mondayised"). */
  substitute: z.boolean(),
  closed: z.boolean(),
  specialDate: SpecialDateSchema.nullable(),
});
export type HolidayStatus = z.output<typeof HolidayStatusSchema>;

/** Closed and extra days, and the public holidays: admins and staff. */
export const specialDatesArea = defineArea({
  id: 'special-dates',
  screens: specialDatesScreens,
  api: {
    holidays: {
      method: 'GET',
      path: '/api/admin/special-dates/holidays',
      roles: ALL_ROLES,
      answer: z.array(HolidayStatusSchema),
    },
    closeHoliday: {
      method: 'POST',
      path: '/api/admin/special-dates/holidays/:date/close',
      roles: ALL_ROLES,
      /** `confirmBookings=true` closes it although orders are booked that day (else 409). */
      query: z.object({ confirmBookings: z.literal('true').optional() }),
      answer: SpecialDateSchema,
    },
    list: {
      method: 'GET',
      path: '/api/admin/special-dates',
      roles: ALL_ROLES,
      query: z.object({ from: CalendarDateSchema.optional() }),
      answer: z.array(SpecialDateSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/special-dates/:date',
      roles: ALL_ROLES,
      answer: SpecialDateSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/special-dates',
      roles: ALL_ROLES,
      body: NewSpecialDateRequestSchema,
      answer: SpecialDateSchema,
    },
    put: {
      method: 'PUT',
      path: '/api/admin/special-dates/:date',
      roles: ALL_ROLES,
      body: SpecialDateUpdateRequestSchema,
      answer: SpecialDateSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/special-dates/:date',
      roles: ALL_ROLES,
      answer: z.object({ date: z.string(), deleted: z.literal(true) }),
    },
  },
  refusals: {
    hasExtraWindows: 'has_extra_windows',
    /** Closing zones on a day with orders booked in them: the answer lists them. */
    hasBookings: 'has_bookings',
  },
});
