import type { Dashboard } from '../../lib/admin/areas/dashboard.ts';
import { bankAccountSet } from '../../lib/checkout/payment-methods.ts';
import {
  ordersSummaryOf,
  type NextDelivery,
  type OrdersSummary,
} from '../../lib/admin/dashboard.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { needsRestock } from '../../lib/inventory/stock-status.ts';
import { isOnSale, lowStockThresholdOf } from '../../lib/products/product.ts';
import { drillOverdue } from '../../lib/recall/drill.ts';
import { standingValueSummary } from '../../lib/standing-orders/staff-list.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { onHandIn, stockSnapshot } from '../inventory/stock-snapshot.ts';
import { mailServerConfigured } from '../mail/smtp.ts';
import { cardPaymentsEnabled } from '../payments/stripe-client.ts';
import { readShopSettings } from '../settings.ts';
import { stillRecent } from '../standing-orders/missed-deliveries.ts';
import { todaysPricesOf } from '../standing-orders/staff-standing-orders.ts';
import { currentSetupWarnings } from '../system/setup-warnings.ts';
import { dashboardBoard } from './dashboard-board-sections.ts';
import { figuresOfDayAndWeek } from './day-figures.ts';
import type { OrdersOnBoard } from './orders-on-board.ts';

/** A product at or below the low-stock threshold. */
export type LowStockProduct = Dashboard['lowStock'][number];

/**
 * The dashboard's order figures at `now`: today's and this week's derived figures (two reads),
 * and what is owed and the next orders to hand over from the board read by the caller.
 */
export async function orderFigures(now: Date, board: OrdersOnBoard): Promise<OrdersSummary> {
  const figures = await figuresOfDayAndWeek(nzDateOf(now));
  return ordersSummaryOf({ ...figures, owed: board.owed, upcoming: board.upcoming });
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
 * as none), fewest first. Stock comes from the stock snapshot: one read for every product.
 */
export async function lowStockProducts(
  threshold: number,
  catalogue?: CatalogueSnapshot,
): Promise<LowStockProduct[]> {
  const [all, stock] = await Promise.all([
    catalogue ? catalogue.products : catalogueSnapshot().then((found) => found.products),
    stockSnapshot(),
  ]);
  return all
    .filter(isOnSale)
    .map((product) => ({
      productId: product.id,
      name: product.name,
      onHand: onHandIn(stock, product.id),
      threshold: lowStockThresholdOf(product, threshold),
    }))
    .filter((product) => needsRestock(product.onHand, product.threshold))
    .sort((a, b) => a.onHand - b.onHand || a.name.localeCompare(b.name, 'en-NZ'));
}

/**
 * Builds the dashboard from the data there is: orders, stock, messages, subscribers, payments.
 * Flat with the years and the records: the settings, the catalogue and stock snapshots, today's
 * and this week's figures and the dashboard board, one read each.
 */
export async function buildDashboard(now = new Date()): Promise<Dashboard> {
  const [settings, catalogue, board] = await Promise.all([
    readShopSettings(),
    catalogueSnapshot(),
    dashboardBoard(),
  ]);
  const [summary, lowStock] = await Promise.all([
    orderFigures(now, board.orders),
    lowStockProducts(settings.lowStockThreshold, catalogue),
  ]);
  const { nextDeliveries, ...figures } = summary;
  const lastDrill = board.drill.lastFinishedAt;
  return {
    generatedAt: now.toISOString(),
    orders: figures,
    nextDeliveries: withZoneNames(nextDeliveries, catalogue),
    lowStock,
    contactMessages: board.messages,
    subscribers: board.subscribers,
    standingOrders: standingValueSummary(Object.values(board.standing), todaysPricesOf(catalogue)),
    missedDeliveries: stillRecent(board.missed, now),
    payments: { cardPayments: cardPaymentsEnabled(), bankTransfer: bankAccountSet(settings) },
    email: { configured: mailServerConfigured() },
    setupWarnings: currentSetupWarnings(settings),
    recallDrill: { lastFinishedAt: lastDrill, overdue: drillOverdue(lastDrill, now) },
  };
}
