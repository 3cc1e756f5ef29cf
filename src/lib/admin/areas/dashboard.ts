import { z } from 'zod';
import { ContactMessageFieldsSchema } from '../../forms/contact.ts';
import { SystemCheckLineSchema } from './system.ts';
import { ALL_ROLES, ADMINS_ONLY, defineArea } from '../contract.ts';
import { TIMED_ID_PARAM } from '../../api/route-params.ts';
import { dashboardScreens } from '../area-screens/dashboard.ts';

/** A message sent through the contact form, kept for staff until they mark it handled. */
export const ContactMessageSchema = ContactMessageFieldsSchema.extend({
  id: z.string().min(1),
  receivedAt: z.iso.datetime(),
  status: z.enum(['new', 'handled']),
  handledAt: z.iso.datetime().optional(),
  handledBy: z.string().optional(),
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** Orders and revenue of a period (see OrderTally), and the cancelled and refunded left out. */
const TallySchema = z.object({
  count: z.int().nonnegative(),
  revenueCents: z.int(),
  cancelled: z.int().nonnegative(),
  refunded: z.int().nonnegative(),
});

/** GET /api/admin/dashboard: everything the dashboard shows, read in one go. */
export const DashboardSchema = z.object({
  generatedAt: z.iso.datetime(),
  orders: z.object({
    today: TallySchema,
    week: TallySchema,
    awaitingPayment: z.object({ count: z.int().nonnegative(), totalCents: z.int() }),
  }),
  /** The next orders to deliver or collect, soonest first, each with its zone's name. */
  nextDeliveries: z.array(
    z.object({
      orderId: z.string(),
      number: z.string(),
      customerName: z.string(),
      date: z.string(),
      slotId: z.string(),
      slotLabel: z.string(),
      method: z.enum(['delivery', 'pickup']),
      zoneId: z.string(),
      zoneName: z.string(),
    }),
  ),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      onHand: z.int().nonnegative(),
      threshold: z.int().nonnegative(),
    }),
  ),
  contactMessages: z.object({
    open: z.int().nonnegative(),
    recent: z.array(ContactMessageSchema),
  }),
  subscribers: z.object({ count: z.int().nonnegative() }),
  /** Active standing orders and their value a week (a delivery at today's prices / its weeks). */
  standingOrders: z.object({
    active: z.int().nonnegative(),
    weeklyValueCents: z.int().nonnegative(),
  }),
  /**
   * Standing-order deliveries the job could not make by their slot's cut-off (moved or skipped;
   * the shopper was emailed), of the last week and any later date: staff must look at them.
   */
  missedDeliveries: z.array(
    z.object({
      standingOrderId: z.string(),
      date: z.string(),
      cutoffAt: z.iso.datetime(),
      outcome: z.enum(['moved', 'skipped']),
      movedTo: z.string().optional(),
      note: z.string(),
      at: z.iso.datetime(),
    }),
  ),
  /** Which ways to pay the checkout offers now, so staff see when one is off and why. */
  payments: z.object({ cardPayments: z.boolean(), bankTransfer: z.boolean() }),
  /** Whether a mail server is set (SMTP_URL); without one no email leaves the outbox. */
  email: z.object({ configured: z.boolean() }),
  /** The mail and bank-account lines of the system check that need something done. */
  setupWarnings: z.array(SystemCheckLineSchema),
  /** When the last recall drill was finished, and whether the next is due (over 11 months). */
  recallDrill: z.object({ lastFinishedAt: z.iso.datetime().nullable(), overdue: z.boolean() }),
});
export type Dashboard = z.output<typeof DashboardSchema>;

/** The dashboard and the contact messages it lists: everyone reads, admins mark handled. */
export const dashboardArea = defineArea({
  id: 'dashboard',
  screens: dashboardScreens,
  api: {
    get: { method: 'GET', path: '/api/admin/dashboard', roles: ALL_ROLES, answer: DashboardSchema },
    message: {
      method: 'GET',
      path: '/api/admin/contact-messages/:id',
      params: { id: TIMED_ID_PARAM },
      roles: ALL_ROLES,
      answer: ContactMessageSchema,
    },
    markHandled: {
      method: 'POST',
      path: '/api/admin/contact-messages/:id/handled',
      params: { id: TIMED_ID_PARAM },
      roles: ADMINS_ONLY,
      answer: ContactMessageSchema,
    },
  },
});
