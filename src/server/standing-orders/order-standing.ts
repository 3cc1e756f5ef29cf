// The confirmation page of a standing order's first order manages that one standing order by the
// order's access token: its placer made the standing order, so the token may read and change it.
// It never reaches another standing order or order of the same email address: the token proves
// one order, and only the standing order with that order's id (the one it began) answers to it.
import { DomainError } from '../../lib/api/domain-error.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import type { OrderStandingView } from '../../lib/standing-orders/order-standing.ts';
import { listShopProducts } from '../catalog/catalog.ts';
import { deliverySlots } from '../delivery/store.ts';
import { getOrderForShopper } from '../orders/orders.ts';
import { standingChangesBy } from './my-deliveries-changes.ts';
import { standingView } from './my-deliveries-view.ts';
import { standingOrders } from './standing-orders.ts';

/**
 * The standing order the order `orderId` began, when `token` is that order's access token; 404
 * otherwise (unknown order, wrong token, an order that began none or a later order of one), so
 * nobody learns whether an order or a standing order exists.
 */
async function standingOfOrder(orderId: string, token: string): Promise<StandingOrder> {
  const order = await getOrderForShopper(orderId, token);
  // A standing order's id is its first order's id: only that order stands for it.
  const standing =
    order && order.standingOrder?.id === order.id ? await standingOrders.get(order.id) : null;
  if (!standing) throw new DomainError('not_found', { message: 'There is no such order.' });
  return standing;
}

/** Changes made here are emailed as made on the confirmation page, not on My deliveries. */
const fromOrderPage = standingChangesBy({ kind: 'order-page' });

/** Reads and changes a first order's standing order, each proved by the order's access token. */
export const orderStanding = {
  async read(orderId: string, token: string, now = new Date()): Promise<OrderStandingView> {
    const standing = await standingOfOrder(orderId, token);
    const [slots, meals] = await Promise.all([
      deliverySlots.list(),
      listShopProducts(now.getTime()),
    ]);
    const prices = new Map(meals.map((meal) => [meal.id, meal]));
    const view = await standingView(standing, slots, prices, now);
    const { id, status, scheduleLabel, items, upcoming, pausedUntil } = view;
    return { id, status, scheduleLabel, items, upcoming, pausedUntil };
  },

  async skip(orderId: string, token: string, date: string): Promise<string> {
    const { id, customerId } = await standingOfOrder(orderId, token);
    return fromOrderPage.skip(customerId, id, date);
  },

  async unskip(orderId: string, token: string, date: string): Promise<string> {
    const { id, customerId } = await standingOfOrder(orderId, token);
    return fromOrderPage.unskip(customerId, id, date);
  },

  async pause(orderId: string, token: string, until: string): Promise<string> {
    const { id, customerId } = await standingOfOrder(orderId, token);
    return fromOrderPage.pause(customerId, id, until);
  },

  async resume(orderId: string, token: string): Promise<string> {
    const { id, customerId } = await standingOfOrder(orderId, token);
    return fromOrderPage.resume(customerId, id);
  },

  async cancel(orderId: string, token: string, reason: string): Promise<string> {
    const { id, customerId } = await standingOfOrder(orderId, token);
    return fromOrderPage.cancel(customerId, id, reason);
  },
};
