import { z } from 'zod';
import {
  DashboardOrderSchema,
  summariseOrders,
  type DashboardOrder,
  type DeliveryGroup,
  type OrdersSummary,
} from '../lib/dashboard.ts';
import { recordCollection } from './blobs/records.ts';
import { products, stockLevels } from './catalog.ts';
import { contactMessages, type ContactMessage } from './contact-messages.ts';
import { readShopSettings } from './settings.ts';
import { subscribers } from './subscribers.ts';

/** Most contact messages the dashboard lists. */
const RECENT_MESSAGES_SHOWN = 10;

/** A product at or below the low-stock threshold. */
export interface LowStockProduct {
  productId: string;
  name: string;
  onHand: number;
  threshold: number;
}

/** GET /api/admin/dashboard: everything the dashboard shows, read in one go. */
export interface Dashboard {
  generatedAt: string;
  orders: Omit<OrdersSummary, 'nextDeliveries'>;
  nextDeliveries: DeliveryGroup[];
  lowStock: LowStockProduct[];
  contactMessages: { open: number; recent: ContactMessage[] };
  subscribers: { count: number };
}

/**
 * Orders as stored under `orders/`, read without assuming their shape: issue 5 (checkout and
 * orders, built in parallel) owns that shape and its schema.
 */
const storedOrders = recordCollection({ prefix: 'orders', schema: z.unknown() });

/**
 * Issue 5: turn one stored order into what the dashboard needs (status, total, time placed and
 * delivery date and slot). Until then only records already in that shape count.
 */
function toDashboardOrder(record: unknown): DashboardOrder | null {
  const parsed = DashboardOrderSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/**
 * Every order, reduced to what the dashboard sums up. Nothing is stored under `orders/` until
 * issue 5 lands, so for now this is empty; issue 5 only has to adapt `toDashboardOrder`.
 */
export async function ordersForDashboard(): Promise<DashboardOrder[]> {
  const records = await storedOrders.list();
  return records.flatMap((record) => toDashboardOrder(record) ?? []);
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
