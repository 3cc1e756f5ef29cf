import { z } from 'zod';
import { CalendarDateSchema } from '../../delivery/slots.ts';
import { ForecastSchema } from '../../standing-orders/forecast.ts';
import {
  StandingListQuerySchema,
  StandingListRowSchema,
} from '../../standing-orders/staff-list.ts';
import { StandingOrderSchema } from '../../standing-orders/standing-order.ts';
import { ALL_ROLES, ADMINS_ONLY, defineArea } from '../contract.ts';
import { oneLineField } from '../../forms/plain-text.ts';
import { standingOrdersScreens } from '../area-screens/standing-orders.ts';

/** A page of the standing orders list; `nextCursor` goes back as `cursor` for the page after. */
export const StandingListPageSchema = z.object({
  standingOrders: z.array(StandingListRowSchema),
  nextCursor: z.string().nullable(),
  /** How many standing orders the filters find in all. */
  total: z.int().nonnegative(),
});
export type StandingListPage = z.output<typeof StandingListPageSchema>;

/** One standing order as staff see it: the record, its meals priced today, dates and runs. */
export const StandingDetailSchema = z.object({
  order: StandingOrderSchema.omit({ card: true }).extend({
    card: z.object({ brand: z.string().optional(), last4: z.string().optional() }).optional(),
  }),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.int().positive(),
      /** Today's price of one pack; null when the meal is no longer sold. */
      unitPriceCents: z.int().nonnegative().nullable(),
    }),
  ),
  valueCents: z.int().nonnegative(),
  slotLabel: z.string(),
  zoneName: z.string(),
  nextDate: z.iso.date().nullable(),
  upcoming: z.array(z.object({ date: z.iso.date(), sends: z.boolean() })),
});
export type StandingDetail = z.output<typeof StandingDetailSchema>;

/** POST …/pause: until a date (its deliveries from then on go again) or until resumed. */
export const StandingPauseRequestSchema = z.object({
  until: z.preprocess((value) => (value === '' ? undefined : value), CalendarDateSchema.optional()),
  reason: oneLineField(
    z
      .string({ error: 'Say why (the customer asked, a failed payment…)' })
      .trim()
      .min(1, 'Say why (the customer asked, a failed payment…)')
      .max(500, 'Keep the reason to 500 characters'),
  ),
});
export type StandingPauseRequest = z.output<typeof StandingPauseRequestSchema>;

/** POST …/cancel: why, kept on the record and in the activity log. */
export const StandingCancelRequestSchema = StandingPauseRequestSchema.pick({ reason: true });

/**
 * Standing orders: the staff list, one standing order, pause and cancel on the customer's
 * behalf, and the kitchen's four-week forecast. Everyone reads and pauses; cancelling ends a
 * customer's deliveries for good, so it is for admins.
 */
export const standingOrdersArea = defineArea({
  id: 'standing-orders',
  screens: standingOrdersScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/standing-orders',
      roles: ALL_ROLES,
      query: StandingListQuerySchema,
      answer: StandingListPageSchema,
    },
    forecast: {
      method: 'GET',
      path: '/api/admin/standing-orders/forecast',
      roles: ALL_ROLES,
      answer: ForecastSchema,
    },
    forecastCsv: {
      method: 'GET',
      path: '/api/admin/standing-orders/forecast.csv',
      roles: ALL_ROLES,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    get: {
      method: 'GET',
      path: '/api/admin/standing-orders/:id',
      roles: ALL_ROLES,
      answer: StandingDetailSchema,
    },
    pause: {
      method: 'POST',
      path: '/api/admin/standing-orders/:id/pause',
      roles: ALL_ROLES,
      body: StandingPauseRequestSchema,
      answer: StandingDetailSchema,
    },
    cancel: {
      method: 'POST',
      path: '/api/admin/standing-orders/:id/cancel',
      roles: ADMINS_ONLY,
      body: StandingCancelRequestSchema,
      answer: StandingDetailSchema,
    },
  },
  refusals: { alreadyCancelled: 'standing_order_cancelled' },
});
