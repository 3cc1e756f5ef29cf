import { z } from 'zod';

/** The shop's time zone: "today" and "this week" are Pacific/Auckland days. */
export const SHOP_TIME_ZONE = 'Pacific/Auckland';

/** The little the dashboard needs of an order; issue 5's orders are mapped to this. */
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

const shopDateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Auckland at an instant, whatever the daylight saving. */
export function shopDateOf(instant: Date): string {
  const part = (type: string) =>
    shopDateParts.formatToParts(instant).find((candidate) => candidate.type === type)?.value;
  return `${part('year') ?? ''}-${part('month') ?? ''}-${part('day') ?? ''}`;
}

/** A calendar date `days` later (or earlier); plain date arithmetic, so no clock changes apply. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in (weeks start on Monday in New Zealand). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
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
  const today = shopDateOf(now);
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const placedOn = orders.map((order) => ({ order, date: shopDateOf(new Date(order.placedAt)) }));
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
