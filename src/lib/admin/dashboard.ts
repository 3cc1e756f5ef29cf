import { z } from 'zod';
import { addDays, isoWeekdayOf } from '../delivery/nz-time.ts';
import { compareSlots } from '../orders/dispatch.ts';
import type { DayFigures } from './day-figures.ts';

/** The little the dashboard needs of an order; the orders list's index rows are mapped to this. */
export const DashboardOrderSchema = z.object({
  id: z.string().min(1),
  number: z.string().min(1),
  customerName: z.string(),
  status: z.string().min(1),
  totalCents: z.int().nonnegative(),
  placedAt: z.iso.datetime({ offset: true }),
  delivery: z
    .object({
      date: z.iso.date(),
      slotId: z.string().min(1),
      slotLabel: z.string(),
      method: z.enum(['delivery', 'pickup']),
      zoneId: z.string(),
    })
    .nullable(),
});
export type DashboardOrder = z.output<typeof DashboardOrderSchema>;

/**
 * Orders placed over a period and the money of the period. The orders counted are every one
 * placed then but the cancelled and the refunded in full, which are only counted apart, so staff
 * see why they are left out. Revenue is money received then less money refunded then (the
 * ledger's entries, money-ledger.ts): an unpaid order adds nothing until it is paid.
 */
export interface OrderTally {
  count: number;
  revenueCents: number;
  cancelled: number;
  refunded: number;
}

/** One order still to be delivered or collected, as the dashboard lists it. */
export interface NextDelivery {
  orderId: string;
  number: string;
  customerName: string;
  date: string;
  slotId: string;
  slotLabel: string;
  method: 'delivery' | 'pickup';
  zoneId: string;
}

/** The order figures of the dashboard. */
export interface OrdersSummary {
  today: OrderTally;
  week: OrderTally;
  awaitingPayment: { count: number; totalCents: number };
  nextDeliveries: NextDelivery[];
}

/** Orders with nothing left to hand over: never in the next deliveries. */
const HANDED_OVER_OR_VOID: ReadonlySet<string> = new Set([
  'delivered',
  'collected',
  'cancelled',
  'refunded',
]);
/** Most orders the next deliveries list. */
export const MAX_NEXT_DELIVERIES = 10;

/** The Monday of the week a calendar date falls in (weeks start on Monday in New Zealand). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekdayOf(date));
}

/** A period's tally from its figures (a day's, or a week's sum): revenue is received − refunded. */
export function tallyOf(figures: DayFigures): OrderTally {
  return {
    count: figures.count,
    revenueCents: figures.receivedCents - figures.refundedCents,
    cancelled: figures.cancelled,
    refunded: figures.refunded,
  };
}

/**
 * The orders still to hand over from today on, soonest first: by date, then the window's start
 * (compareSlots), then zone and order number. Delivered, collected, cancelled and refunded
 * orders are done with and left out.
 */
export function upcomingDeliveries(
  orders: readonly DashboardOrder[],
  today: string,
): NextDelivery[] {
  const upcoming: NextDelivery[] = [];
  for (const order of orders) {
    const { delivery } = order;
    if (!delivery || delivery.date < today || HANDED_OVER_OR_VOID.has(order.status)) continue;
    upcoming.push({
      orderId: order.id,
      number: order.number,
      customerName: order.customerName,
      ...delivery,
    });
  }
  return upcoming
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        compareSlots(a, b) ||
        a.zoneId.localeCompare(b.zoneId) ||
        a.number.localeCompare(b.number, 'en-NZ', { numeric: true }),
    )
    .slice(0, MAX_NEXT_DELIVERIES);
}

/**
 * The dashboard's order figures: today's and this week's tallies (from their derived figures),
 * what is still owed (awaitingPayment: the orders that owe and the sum they owe), and the next
 * orders to deliver or collect from the orders still to hand over.
 */
export function ordersSummaryOf(parts: {
  today: DayFigures;
  week: DayFigures;
  owed: { count: number; totalCents: number };
  upcoming: readonly DashboardOrder[];
}): OrdersSummary {
  return {
    today: tallyOf(parts.today),
    week: tallyOf(parts.week),
    awaitingPayment: parts.owed,
    nextDeliveries: upcomingDeliveries(parts.upcoming, parts.today.date),
  };
}
