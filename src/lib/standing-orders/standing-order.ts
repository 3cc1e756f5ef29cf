// A standing order: the same packs delivered (or picked up) every week, two weeks or four weeks
// on one weekly slot, each delivery made into a real order by the standing-order job shortly
// before the slot's cut-off. Pure: the record's shape and the dates it runs on.
import { z } from 'zod';
import { FrequencySchema, WhenUnavailableSchema, type Frequency } from './standing-choice.ts';
import { addDays } from '../delivery/nz-time.ts';
import { CalendarDateSchema } from '../delivery/slots.ts';
import { DeliveryIdSchema } from '../delivery/zones.ts';
import { PromoCodeSchema } from '../orders/promo.ts';
import {
  AddressSchema,
  CustomerSchema,
  OrderItemsSchema,
  PaymentMethodSchema,
  SlotIdSchema,
} from '../orders/request.ts';
import { OrderActorSchema } from '../orders/status.ts';

/** Where each delivery goes: the weekly slot (its id names the weekday and window) of a zone. */
export const StandingFulfilmentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('delivery'),
    address: AddressSchema,
    zoneId: DeliveryIdSchema,
    slotId: SlotIdSchema,
  }),
  z.object({ method: z.literal('pickup'), zoneId: DeliveryIdSchema, slotId: SlotIdSchema }),
]);
export type StandingFulfilment = z.output<typeof StandingFulfilmentSchema>;

export const STANDING_STATUSES = ['active', 'paused', 'cancelled'] as const;
export const StandingStatusSchema = z.enum(STANDING_STATUSES);
export type StandingStatus = z.output<typeof StandingStatusSchema>;

/** The card a card standing order is charged on, saved through Stripe Checkout in setup mode. */
export const SavedCardSchema = z.object({
  stripeCustomerId: z.string().min(1).max(255),
  paymentMethodId: z.string().min(1).max(255),
  brand: z.string().max(40).optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});
export type SavedCard = z.output<typeof SavedCardSchema>;

/** What happened to one delivery date: an order made (maybe moved or cut down), or skipped. */
export const StandingRunSchema = z.object({
  /** The delivery date the standing order was due on. */
  date: CalendarDateSchema,
  at: z.iso.datetime(),
  outcome: z.enum(['made', 'skipped', 'failed']),
  orderId: z.uuid().optional(),
  orderNumber: z.string().optional(),
  /** The date the order was made for, when a full or closed slot moved it. */
  movedTo: CalendarDateSchema.optional(),
  /** A sentence for the shopper and staff, e.g. "Beef Bolognese was out of stock". */
  note: z.string().max(500).optional(),
});
export type StandingRun = z.output<typeof StandingRunSchema>;

/** Runs kept on the record (the orders themselves stay findable by customer). */
export const MAX_KEPT_RUNS = 26;

/** A standing order as stored under `standing-orders/<id>`. */
export const StandingOrderSchema = z.object({
  id: z.uuid(),
  status: StandingStatusSchema,
  createdAt: z.iso.datetime(),
  /** The customer index id (hash of the lower-cased email) the standing order is listed under. */
  customerId: z.string().min(1).max(100),
  customer: CustomerSchema,
  fulfilment: StandingFulfilmentSchema,
  items: OrderItemsSchema,
  everyWeeks: FrequencySchema,
  /** The next delivery date not yet made into an order (skipped dates are passed over). */
  nextDate: CalendarDateSchema,
  /** Future delivery dates the shopper skipped. */
  skipDates: z.array(CalendarDateSchema).max(52).default([]),
  /** Paused: no orders are made for deliveries before this date (absent: until resumed). */
  pausedUntil: CalendarDateSchema.optional(),
  whenUnavailable: WhenUnavailableSchema,
  paymentMethod: PaymentMethodSchema,
  card: SavedCardSchema.optional(),
  /** A promo code that applies to every order (one that says so); others apply to the first. */
  promoCode: PromoCodeSchema.optional(),
  notes: z.string().max(500).default(''),
  /** A reminder email before each cut-off; the shopper can switch it off. */
  reminders: z.boolean().default(true),
  /** The order checkout placed when the standing order began. */
  firstOrderId: z.uuid(),
  runs: z.array(StandingRunSchema).max(MAX_KEPT_RUNS).default([]),
  /**
   * The NZ day the job next has work on it (the next delivery's reminder, then its order): its
   * key `standing-orders-due/<day>/<id>` is how the job finds it. Null when cancelled, or paused
   * with no date to resume.
   */
  dueOn: CalendarDateSchema.nullable(),
  /** The delivery date whose reminder was sent (so it is sent once). */
  remindedFor: CalendarDateSchema.optional(),
  cancelled: z
    .object({ at: z.iso.datetime(), actor: OrderActorSchema, reason: z.string().max(500) })
    .optional(),
});
export type StandingOrder = z.output<typeof StandingOrderSchema>;

/**
 * The first delivery date from the next one that the standing order sends: skipped dates and a
 * pause are passed over. Null when cancelled or paused without a date (or 52 dates all skipped).
 */
export function nextSendingDate(order: StandingOrder): string | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'paused' && order.pausedUntil === undefined) return null;
  let date = order.nextDate;
  for (let index = 0; index < 60; index += 1) {
    if (deliversOn(order, date)) return date;
    date = followingDate(date, order.everyWeeks);
  }
  return null;
}

/** The delivery after `date` on the standing order's rhythm. */
export function followingDate(date: string, everyWeeks: Frequency): string {
  return addDays(date, 7 * everyWeeks);
}

/** Whether a delivery date is one the standing order sends (not skipped, not paused over). */
export function deliversOn(order: StandingOrder, date: string): boolean {
  if (order.status === 'cancelled') return false;
  if (order.skipDates.includes(date)) return false;
  if (order.status === 'paused')
    return order.pausedUntil !== undefined && date >= order.pausedUntil;
  return true;
}

/**
 * The standing order's delivery dates from its next date on, `count` of them, with whether each
 * will be sent (a skipped or paused-over date is listed, marked not sent, so it can be unskipped).
 */
export function upcomingDates(
  order: StandingOrder,
  count: number,
): { date: string; sends: boolean }[] {
  const dates: { date: string; sends: boolean }[] = [];
  let date = order.nextDate;
  for (let index = 0; index < count; index += 1) {
    dates.push({ date, sends: deliversOn(order, date) });
    date = followingDate(date, order.everyWeeks);
  }
  return dates;
}

/** The standing order's packs per delivery. */
export function packsOf(order: Pick<StandingOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The runs kept after adding one: newest last, the oldest dropped past MAX_KEPT_RUNS. */
export function withRun(runs: readonly StandingRun[], run: StandingRun): StandingRun[] {
  return [...runs.filter((kept) => kept.date !== run.date), run].slice(-MAX_KEPT_RUNS);
}

/**
 * The standing order's own cut-off: this long before the slot's cut-off the job makes the order
 * (every 5 minutes in that hour, so a missed run is made up), and changes after it apply to the
 * following delivery. The slot's cut-off still stands for everyone else.
 */
export const MAKE_LEAD_MS = 60 * 60_000;

/** The reminder goes this long before the standing order's cut-off. */
export const REMINDER_LEAD_MS = 48 * 60 * 60_000;

/** The moment changes stop applying to a delivery, from its slot's cut-off (ISO instants). */
export function changeByOf(slotCutoffAt: string): string {
  return new Date(Date.parse(slotCutoffAt) - MAKE_LEAD_MS).toISOString();
}

/** The moment the job first looks at a delivery: when its reminder is due. */
export function firstDueOf(slotCutoffAt: string): string {
  return new Date(Date.parse(changeByOf(slotCutoffAt)) - REMINDER_LEAD_MS).toISOString();
}
