import type { Dashboard } from '../../lib/admin/areas/dashboard.ts';
import { bankAccountSet } from '../../lib/checkout/payment-methods.ts';
import {
  ordersSummaryOf,
  type DashboardOrder,
  type NextDelivery,
  type OrdersSummary,
} from '../../lib/admin/dashboard.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { needsRestock } from '../../lib/inventory/stock-status.ts';
import type { OrderListRow } from '../../lib/orders/order-list.ts';
import { isOnSale, lowStockThresholdOf } from '../../lib/products/product.ts';
import { stockLevels } from '../catalog/catalog.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { contactMessageSummary } from '../public-forms/contact-messages.ts';
import { mailServerConfigured } from '../mail/smtp.ts';
import { currentSetupWarnings } from '../system/setup-warnings.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import { scanOrderRows } from '../orders/order-list.ts';
import { moneyOwed } from '../orders/money-owed.ts';
import { figuresOfDayAndWeek } from './day-figures.ts';
import { readShopSettings } from '../settings.ts';
import { subscribers } from '../newsletters/subscribers/subscribers.ts';
import { drillOverdue } from '../../lib/recall/drill.ts';
import { lastFinishedDrillAt } from '../recall/drills.ts';
import { recentMissedDeliveries } from '../standing-orders/missed-deliveries.ts';
import { standingSummary } from '../standing-orders/staff-standing-orders.ts';

/** Most contact messages the dashboard lists. */
const RECENT_MESSAGES_SHOWN = 10;

/** A product at or below the low-stock threshold. */
export type LowStockProduct = Dashboard['lowStock'][number];

/** An order's list row reduced to what the dashboard sums up: status, total, placed, slot. */
export function toDashboardOrder(row: OrderListRow): DashboardOrder {
  const { date, slotId, slotLabel, method, zoneId } = row;
  return {
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    status: row.status,
    totalCents: row.totalCents,
    placedAt: row.placedAt,
    delivery: { date, slotId, slotLabel, method, zoneId },
  };
}

/**
 * The orders to hand over from `today` on, from the orders list's index keys of the few
 * half-months such orders can have been placed in (never all history, never an order read).
 */
async function upcomingOrders(today: string): Promise<DashboardOrder[]> {
  const found: DashboardOrder[] = [];
  await scanOrderRows({ from: today }, null, (row) => {
    found.push(toDashboardOrder(row));
    return true;
  });
  return found;
}

/**
 * The dashboard's order figures at `now`: today's and this week's derived figures (two reads),
 * what is still owed (one listing) and the next orders to hand over; flat with the years.
 */
export async function orderFigures(now: Date): Promise<OrdersSummary> {
  const today = nzDateOf(now);
  const [figures, owed, upcoming] = await Promise.all([
    figuresOfDayAndWeek(today),
    moneyOwed(),
    upcomingOrders(today),
  ]);
  return ordersSummaryOf({ ...figures, owed, upcoming });
}

/**
 * The next deliveries with their zone's (or pickup point's) name from the catalogue snapshot; a
 * zone deleted since shows its id.
 */
function withZoneNames(
  deliveries: readonly NextDelivery[],
  catalogue: CatalogueSnapshot,
): Dashboard['nextDeliveries'] {
  const names = new Map(catalogue.zones.map((zone) => [zone.id, zone.name]));
  return deliveries.map((delivery) => ({
    ...delivery,
    zoneName: names.get(delivery.zoneId) ?? delivery.zoneId,
  }));
}

/**
 * Products on sale (active: drafts are not sold yet, archived ones no longer) with at most
 * their low-stock threshold on hand (their own, else the shop's `threshold`; none recorded counts
 * as none), fewest first.
 */
export async function lowStockProducts(
  threshold: number,
  catalogue?: CatalogueSnapshot,
): Promise<LowStockProduct[]> {
  const all = (catalogue ?? (await catalogueSnapshot())).products.filter(isOnSale);
  const levels = await Promise.all(all.map((product) => stockLevels.get(product.id)));
  return all
    .map((product, index) => ({
      productId: product.id,
      name: product.name,
      onHand: levels[index]?.onHand ?? 0,
      threshold: lowStockThresholdOf(product, threshold),
    }))
    .filter((product) => needsRestock(product.onHand, product.threshold))
    .sort((a, b) => a.onHand - b.onHand || a.name.localeCompare(b.name, 'en-NZ'));
}

/** Builds the dashboard from the data there is: orders, stock, messages, subscribers, payments. */
export async function buildDashboard(now = new Date()): Promise<Dashboard> {
  const [settings, catalogue] = await Promise.all([readShopSettings(), catalogueSnapshot()]);
  const [summary, lowStock, messages, subscriberIds, standing, missed, lastDrill] =
    await Promise.all([
      orderFigures(now),
      lowStockProducts(settings.lowStockThreshold, catalogue),
      contactMessageSummary(RECENT_MESSAGES_SHOWN),
      subscribers.listIds(),
      standingSummary(),
      recentMissedDeliveries(now),
      lastFinishedDrillAt(),
    ]);
  const { nextDeliveries, ...figures } = summary;
  return {
    generatedAt: now.toISOString(),
    orders: figures,
    nextDeliveries: withZoneNames(nextDeliveries, catalogue),
    lowStock,
    contactMessages: messages,
    subscribers: { count: subscriberIds.length },
    standingOrders: standing,
    missedDeliveries: missed,
    payments: { cardPayments: cardPaymentsEnabled(), bankTransfer: bankAccountSet(settings) },
    email: { configured: mailServerConfigured() },
    setupWarnings: currentSetupWarnings(settings),
    recallDrill: { lastFinishedAt: lastDrill, overdue: drillOverdue(lastDrill, now) },
  };
}
