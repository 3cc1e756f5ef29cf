import { z } from 'zod';
import { addDays, isoWeekdayOf, nzDateOf } from '../delivery/nz-time.ts';
import { compareSlots } from '../orders/dispatch.ts';

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
 * Orders placed over a period and their revenue. Both count the same orders: every one but the
 * cancelled and the refunded in full, which are only counted apart, so staff see why they are
 * left out. Revenue is the order totals (GST inclusive) as placed; a part refund is not taken
 * off (the orders CSV lists it under Refunded), so the CSV's Revenue column adds up to it.
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

/** Orders that are no sale: counted apart, never as orders or revenue. */
const NOT_COUNTED: ReadonlySet<string> = new Set(['cancelled', 'refunded']);
/** Orders with nothing left to hand over: never in the next deliveries. */
const HANDED_OVER_OR_VOID: ReadonlySet<string> = new Set([
  'delivered',
  'collected',
  'cancelled',
  'refunded',
]);
/** Most orders the next deliveries list. */
export const MAX_NEXT_DELIVERIES = 10;

/** Whether an order counts as an order and as revenue (see OrderTally): not cancelled or refunded. */
export function countsAsRevenue(status: string): boolean {
  return !NOT_COUNTED.has(status);
}

/** The Monday of the week a calendar date falls in (weeks start on Monday in New Zealand). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekdayOf(date));
}

function tally(orders: readonly DashboardOrder[]): OrderTally {
  const counted = orders.filter((order) => countsAsRevenue(order.status));
  return {
    count: counted.length,
    revenueCents: counted.reduce((sum, order) => sum + order.totalCents, 0),
    cancelled: orders.filter((order) => order.status === 'cancelled').length,
    refunded: orders.filter((order) => order.status === 'refunded').length,
  };
}

/**
 * The orders still to hand over from today on, soonest first: by date, then the window's start
 * (compareSlots), then zone and order number. Delivered, collected, cancelled and refunded
 * orders are done with and left out.
 */
function upcomingDeliveries(orders: readonly DashboardOrder[], today: string): NextDelivery[] {
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
 * The dashboard's order figures at `now`: orders placed today and this week (Monday to Sunday,
 * Auckland time) with their revenue (cancelled and refunded orders counted apart, see
 * OrderTally), everything awaiting payment, and the next orders to deliver or collect.
 */
export function summariseOrders(orders: readonly DashboardOrder[], now: Date): OrdersSummary {
  const today = nzDateOf(now);
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const placedOn = orders.map((order) => ({ order, date: nzDateOf(new Date(order.placedAt)) }));
  const awaiting = orders.filter((order) => order.status === 'awaiting_payment');
  return {
    today: tally(placedOn.filter(({ date }) => date === today).map(({ order }) => order)),
    week: tally(
      placedOn.filter(({ date }) => date >= monday && date <= sunday).map(({ order }) => order),
    ),
    awaitingPayment: {
      count: awaiting.length,
      totalCents: awaiting.reduce((sum, order) => sum + order.totalCents, 0),
    },
    nextDeliveries: upcomingDeliveries(orders, today),
  };
}
