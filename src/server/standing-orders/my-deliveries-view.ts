// What My deliveries shows a signed-in shopper: their standing orders (at today's prices, with the
// next deliveries and the weekly times they may move to), their past orders from the customer
// index (never a scan of every order) and the meals they may add.
import { addressLine } from '../../lib/customers/customer.ts';
import { dayLabel } from '../../lib/delivery/labels.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Slot } from '../../lib/delivery/slots.ts';
import { packedLinesOf } from '../../lib/orders/packed-lines.ts';
import type {
  MyDeliveries,
  PastOrderView,
  StandingOrderView,
  WeeklySlotChoice,
} from '../../lib/standing-orders/my-deliveries.ts';
import {
  madeDeliveries,
  upcomingDeliveries,
  weeklySlotLabel,
} from '../../lib/standing-orders/standing-changes.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { listShopProducts, products } from '../catalog/catalog.ts';
import { customerSummaries } from '../customers/customer-records.ts';
import { deliverySlots } from '../delivery/store.ts';
import { confirmationPath } from '../orders/after-placement.ts';
import { orders } from '../orders/orders.ts';
import { standingOrdersOf } from './standing-orders.ts';

/** Past orders shown, newest first. */
export const PAST_ORDERS_SHOWN = 20;

/** The active weekly slots of a zone, by weekday and start, as the shopper picks them. */
export function weeklyChoices(slots: readonly Slot[], zoneId: string): WeeklySlotChoice[] {
  return slots
    .filter((slot) => slot.active && slot.zoneId === zoneId)
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
    .map((slot) => ({ slotId: slot.id, label: weeklySlotLabel(slot) }));
}

/** Today's price and name of each meal on sale, by id. */
export type Prices = ReadonlyMap<string, { name: string; priceCents: number }>;

/** One standing order as its shopper sees it, at today's prices. */
export async function standingView(
  order: StandingOrder,
  slots: readonly Slot[],
  prices: Prices,
  now: Date,
): Promise<StandingOrderView> {
  const slot = slots.find((found) => found.id === order.fulfilment.slotId) ?? null;
  const items = await Promise.all(
    order.items.map(async (item) => {
      const priced = prices.get(item.productId);
      const name = priced?.name ?? (await products.get(item.productId))?.name ?? item.productId;
      return {
        productId: item.productId,
        name,
        quantity: item.quantity,
        unitPriceCents: priced?.priceCents ?? 0,
        onSale: priced !== undefined,
      };
    }),
  );
  const { fulfilment } = order;
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  const rhythm = order.everyWeeks === 1 ? 'every week' : `every ${String(order.everyWeeks)} weeks`;
  return {
    id: order.id,
    status: order.status,
    everyWeeks: order.everyWeeks,
    scheduleLabel: slot ? `${rhythm}, ${weeklySlotLabel(slot)}` : rhythm,
    method: fulfilment.method,
    slotId: fulfilment.slotId,
    zoneId: fulfilment.zoneId,
    address,
    addressLine: address ? addressLine(address) : 'Pickup from our kitchen',
    items,
    mealsCents: items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0),
    upcoming: order.status === 'cancelled' ? [] : upcomingDeliveries(order, slot, now),
    made: madeDeliveries(order, nzDateOf(now)),
    pausedUntil: order.pausedUntil ?? null,
    reminders: order.reminders,
    whenUnavailable: order.whenUnavailable,
    paymentMethod: order.paymentMethod,
    // Never the Stripe ids: only what the shopper recognises their card by.
    card: order.card ? { brand: order.card.brand ?? null, last4: order.card.last4 ?? null } : null,
    slotChoices: weeklyChoices(slots, fulfilment.zoneId),
  };
}

async function pastOrders(customerId: string): Promise<PastOrderView[]> {
  const summary = await customerSummaries.get(customerId);
  const entries = Object.values(summary?.orders ?? {})
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
    .slice(0, PAST_ORDERS_SHOWN);
  const found = await Promise.all(entries.map((entry) => orders.get(entry.orderId)));
  return found.flatMap((order) =>
    order
      ? [
          {
            id: order.id,
            number: order.number,
            placedAt: order.placedAt,
            date: order.fulfilment.date,
            dateLabel: dayLabel(order.fulfilment.date),
            status: order.status,
            paymentMethod: order.paymentMethod,
            standingOrderId: order.standingOrder?.id ?? null,
            totalCents: order.totals.totalCents,
            receiptUrl: confirmationPath(order),
            items: packedLinesOf(order).map(({ productId, name, ordered, refunded }) => ({
              productId,
              name,
              quantity: ordered,
              refunded,
            })),
          },
        ]
      : [],
  );
}

/** Everything My deliveries shows the customer. */
export async function myDeliveriesOf(customerId: string, now = new Date()): Promise<MyDeliveries> {
  const [standing, slots, meals, past] = await Promise.all([
    standingOrdersOf(customerId),
    deliverySlots.list(),
    listShopProducts(now.getTime()),
    pastOrders(customerId),
  ]);
  const prices: Prices = new Map(meals.map((meal) => [meal.id, meal]));
  return {
    email: standing[0]?.customer.email ?? '',
    standingOrders: await Promise.all(
      standing.map((order) => standingView(order, slots, prices, now)),
    ),
    pastOrders: past,
    meals: meals.map(({ id, name, priceCents, inStock }) => ({ id, name, priceCents, inStock })),
  };
}
