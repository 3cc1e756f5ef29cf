import { z } from 'zod';
import { addDays, isoWeekdayOf, nzDateOf } from './delivery/nz-time.ts';

/** The little the dashboard needs of an order; stored orders (lib/orders) are mapped to this. */
export const DashboardOrderSchema = z.object({
  status: z.string().min(1),
  totalCents: z.int().nonnegative(),
  placedAt: z.iso.datetime({ offset: true }),
  delivery: z
    .object({ date: z.iso.date(), slotId: z.string().min(1), slotLabel: z.string() })
    .nullable(),
});
export type DashboardOrder = z.output<typeof DashboardOrderSchema>;

/** Orders and their revenue over a period. */
export interface OrderTally {
  count: number;
  revenueCents: number;
}

/** How many orders one delivery slot on one day holds. */
export interface DeliveryGroup {
  date: string;
  slotId: string;
  slotLabel: string;
  orders: number;
}

/** The order figures of the dashboard. */
export interface OrdersSummary {
  today: OrderTally;
  week: OrderTally;
  awaitingPayment: { count: number; totalCents: number };
  nextDeliveries: DeliveryGroup[];
}

/** Orders that brought no money in: left out of revenue and of the deliveries to come. */
const VOID_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'refunded']);
/** Most delivery slots the dashboard lists. */
export const MAX_DELIVERY_GROUPS = 10;

/** The Monday of the week a calendar date falls in (weeks start on Monday in New Zealand). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekdayOf(date));
}

function tally(orders: readonly DashboardOrder[]): OrderTally {
  return {
    count: orders.length,
    revenueCents: orders
      .filter((order) => !VOID_STATUSES.has(order.status))
      .reduce((sum, order) => sum + order.totalCents, 0),
  };
}

function upcomingDeliveries(orders: readonly DashboardOrder[], today: string): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const { status, delivery } of orders) {
    if (!delivery || delivery.date < today || VOID_STATUSES.has(status)) continue;
    const key = `${delivery.date} ${delivery.slotId}`;
    const group = groups.get(key) ?? { ...delivery, orders: 0 };
    group.orders += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.slotId.localeCompare(b.slotId))
    .slice(0, MAX_DELIVERY_GROUPS);
}

/**
 * The dashboard's order figures at `now`: orders placed today and this week (Monday to Sunday,
 * Auckland time) with their revenue (cancelled and refunded orders count as orders but bring no
 * revenue), everything awaiting payment, and the next delivery slots (by date, then slot id)
 * with how many live orders each holds.
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
