// What the shopper's "My deliveries" page sends and gets: the sign-in by emailed code, each
// change to a standing order (one schema per form, used by the form and the route alike), and
// the page's view of their standing orders and past orders.
import { z } from 'zod';
import { CalendarDateSchema } from '../delivery/slots.ts';
import { emailField } from '../forms/email.ts';
import { AddressSchema, OrderItemsSchema, SlotIdSchema } from '../orders/request.ts';
import { OrderStatusSchema } from '../orders/status.ts';
import { FrequencySchema, WhenUnavailableSchema } from './standing-choice.ts';
import { StandingStatusSchema } from './standing-order.ts';
import { multiLineField, oneLineField } from '../forms/plain-text.ts';

const EmailSchema = emailField({
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
});

/** POST /api/my-deliveries/code: email me a sign-in code. */
export const DeliveriesCodeRequestSchema = z.object({ email: EmailSchema });

/** POST /api/my-deliveries/sign-in: the emailed code. */
export const DeliveriesSignInSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'Enter the 6-digit code from the email' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
export type DeliveriesSignIn = z.output<typeof DeliveriesSignInSchema>;

/** Skip or unskip one delivery. */
export const DeliveryDateSchema = z.object({ date: CalendarDateSchema });

/** Pause until a date (deliveries from that date on come again). */
export const PauseSchema = z.object({ until: CalendarDateSchema });

/** New meals and packs for each delivery. */
export const ItemsChangeSchema = z.object({ items: OrderItemsSchema });

/** Another weekly slot of the same zone. */
export const SlotChangeSchema = z.object({
  slotId: SlotIdSchema.min(1, 'Choose a day and time'),
});

/** Another delivery address; another zone's address comes with one of that zone's slots. */
export const AddressChangeSchema = z.object({
  address: AddressSchema,
  slotId: SlotIdSchema.min(1, 'Choose a day and time'),
});

/** Reminder emails on or off. */
export const RemindersChangeSchema = z.object({ reminders: z.boolean() });

/** Cancel, with why. */
export const CancelSchema = z.object({
  reason: multiLineField(
    z
      .string({ error: 'Please tell us why' })
      .trim()
      .min(1, 'Please tell us why')
      .max(500, 'Use at most 500 characters'),
  ),
});

/** GET /api/my-deliveries/weekly-slots?postcode=: the weekly times at an address. */
export const WeeklySlotsQuerySchema = z.object({
  postcode: z
    .string({ error: 'Postcode must be 4 digits' })
    .trim()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  suburb: oneLineField(z.string().trim().max(60)).optional(),
});

/** A weekly time a shopper can choose, e.g. "Thursday, 4:00pm–6:00pm". */
export const WeeklySlotChoiceSchema = z.object({ slotId: z.string(), label: z.string() });
export type WeeklySlotChoice = z.output<typeof WeeklySlotChoiceSchema>;

/** The weekly times at an address: its zone (null outside every zone) and slots. */
export const WeeklySlotsSchema = z.object({
  zone: z.object({ id: z.string(), name: z.string() }).nullable(),
  slots: z.array(WeeklySlotChoiceSchema),
});

/** One upcoming delivery of a standing order. */
export const UpcomingDeliverySchema = z.object({
  date: z.string(),
  label: z.string(),
  sends: z.boolean(),
  skipped: z.boolean(),
  /** Its order is made (or being made): changes apply from the following delivery. */
  locked: z.boolean(),
  /** "Wed 2 Dec, 4:00pm": the last moment a change applies to this delivery. */
  changeByLabel: z.string(),
});

/** A standing order as its shopper sees it. */
export const StandingOrderViewSchema = z.object({
  id: z.string(),
  status: StandingStatusSchema,
  everyWeeks: FrequencySchema,
  /** "every Thursday, 4:00pm–6:00pm". */
  scheduleLabel: z.string(),
  method: z.enum(['delivery', 'pickup']),
  slotId: z.string(),
  zoneId: z.string(),
  address: AddressSchema.nullable(),
  addressLine: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.int(),
      unitPriceCents: z.int(),
      onSale: z.boolean(),
    }),
  ),
  /** The meals at today's prices (delivery fee and promos aside). */
  mealsCents: z.int(),
  upcoming: z.array(UpcomingDeliverySchema),
  /** Deliveries whose orders are made already: changes reach the ones after them. */
  made: z.array(z.object({ date: z.string(), label: z.string(), orderNumber: z.string() })),
  pausedUntil: z.string().nullable(),
  reminders: z.boolean(),
  whenUnavailable: WhenUnavailableSchema,
  paymentMethod: z.enum(['bank_transfer', 'card']),
  /** The saved card of a card standing order (brand and last four digits only), or null. */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  slotChoices: z.array(WeeklySlotChoiceSchema),
});
export type StandingOrderView = z.output<typeof StandingOrderViewSchema>;

/** One of the shopper's orders with its receipt (coming up or done, by its status). */
export const PastOrderViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  /** The delivery or pickup date, YYYY-MM-DD. */
  date: z.string(),
  dateLabel: z.string(),
  status: OrderStatusSchema,
  paymentMethod: z.enum(['bank_transfer', 'card']),
  /** The standing order that made it (or that it began), or null for a one-off order. */
  standingOrderId: z.string().nullable(),
  totalCents: z.int(),
  receiptUrl: z.string(),
  /** Each meal as ordered, and how many of its packs were refunded back into stock (not sent). */
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.int(),
      refunded: z.int().nonnegative(),
    }),
  ),
});
export type PastOrderView = z.output<typeof PastOrderViewSchema>;

/** A meal the item editor offers, at today's price. */
export const CatalogMealSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.int(),
  inStock: z.boolean(),
});
export type CatalogMeal = z.output<typeof CatalogMealSchema>;

/** GET /api/my-deliveries: everything the page shows. */
export const MyDeliveriesSchema = z.object({
  email: z.string(),
  standingOrders: z.array(StandingOrderViewSchema),
  pastOrders: z.array(PastOrderViewSchema),
  meals: z.array(CatalogMealSchema),
});
export type MyDeliveries = z.output<typeof MyDeliveriesSchema>;

/** What a change answers: the sentence to show (it says when a change waits a delivery). */
export const ChangeDoneSchema = z.object({ message: z.string() });

/** The sign-in and code answers. */
export const DeliveriesMessageSchema = z.object({ message: z.string() });
