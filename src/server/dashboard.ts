import type { Dashboard } from '../lib/admin/areas/dashboard.ts';
import { summariseOrders, type DashboardOrder } from '../lib/dashboard.ts';
import type { Order } from '../lib/orders/order.ts';
import { products, stockLevels } from './catalog.ts';
import { contactMessages } from './contact-messages.ts';
import { orders } from './orders/orders.ts';
import { readShopSettings } from './settings.ts';
import { subscribers } from './subscribers.ts';

/** Most contact messages the dashboard lists. */
const RECENT_MESSAGES_SHOWN = 10;

/** A product at or below the low-stock threshold. */
export type LowStockProduct = Dashboard['lowStock'][number];

/** An order reduced to what the dashboard sums up: status, total, when placed, its slot. */
export function toDashboardOrder(order: Order): DashboardOrder {
  const { date, slotId, slotLabel } = order.fulfilment;
  return {
    status: order.status,
    totalCents: order.totals.totalCents,
    placedAt: order.placedAt,
    delivery: { date, slotId, slotLabel },
  };
}

/** Every order, reduced to what the dashboard sums up. */
export async function ordersForDashboard(): Promise<DashboardOrder[]> {
  return (await orders.list()).map(toDashboardOrder);
}

/** Products with at most `threshold` packs on hand (none recorded counts as none), fewest first. */
export async function lowStockProducts(threshold: number): Promise<LowStockProduct[]> {
  const all = await products.list();
  const levels = await Promise.all(all.map((product) => stockLevels.get(product.id)));
  return all
    .map((product, index) => ({
      productId: product.id,
      name: product.name,
      onHand: levels[index]?.onHand ?? 0,
      threshold,
    }))
    .filter((product) => product.onHand <= threshold)
    .sort((a, b) => a.onHand - b.onHand || a.name.localeCompare(b.name, 'en-NZ'));
}

async function contactMessageSummary(): Promise<Dashboard['contactMessages']> {
  const all = await contactMessages.list();
  return {
    open: all.filter((message) => message.status === 'new').length,
    recent: all
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .slice(0, RECENT_MESSAGES_SHOWN),
  };
}

/** Builds the dashboard from the data there is: orders, stock, messages and subscribers. */
export async function buildDashboard(now = new Date()): Promise<Dashboard> {
  const settings = await readShopSettings();
  const [orders, lowStock, messages, subscriberIds] = await Promise.all([
    ordersForDashboard(),
    lowStockProducts(settings.lowStockThreshold),
    contactMessageSummary(),
    subscribers.listIds(),
  ]);
  const { nextDeliveries, ...orderFigures } = summariseOrders(orders, now);
  return {
    generatedAt: now.toISOString(),
    orders: orderFigures,
    nextDeliveries,
    lowStock,
    contactMessages: messages,
    subscribers: { count: subscriberIds.length },
  };
}
