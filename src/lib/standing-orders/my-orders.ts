// How My deliveries sorts the shopper's orders: the ones made and still to come (with whether
// they are paid) apart from the ones delivered, collected, cancelled or refunded.
import { formatNZD } from '../money.ts';
import type { OrderStatus } from '../orders/status.ts';
import type { PastOrderView } from './my-deliveries.ts';

/** The states of an order that is made but not yet handed over. */
const COMING: ReadonlySet<OrderStatus> = new Set([
  'awaiting_payment',
  'paid',
  'packed',
  'out_for_delivery',
]);

/** Whether an order is still to come (made, not yet delivered, collected or cancelled). */
export const isComingUp = (order: Pick<PastOrderView, 'status'>): boolean =>
  COMING.has(order.status);

/** The orders still to come, soonest first, and the rest as they were given (newest first). */
export function splitOrders(orders: readonly PastOrderView[]): {
  comingUp: PastOrderView[];
  done: PastOrderView[];
} {
  return {
    comingUp: orders
      .filter(isComingUp)
      .sort((a, b) => a.date.localeCompare(b.date) || a.placedAt.localeCompare(b.placedAt)),
    done: orders.filter((order) => !isComingUp(order)),
  };
}

/** "Paid" or "Awaiting payment of $45.00", for an order still to come. */
export function paymentStateLabel(order: Pick<PastOrderView, 'status' | 'totalCents'>): string {
  return order.status === 'awaiting_payment'
    ? `Awaiting payment of ${formatNZD(order.totalCents)}`
    : 'Paid';
}

/** What a done order's row says beside it: nothing for a delivered or collected one. */
export function doneStateLabel(order: Pick<PastOrderView, 'status'>): string {
  if (order.status === 'cancelled') return 'Cancelled';
  if (order.status === 'refunded') return 'Refunded';
  return '';
}

/**
 * What cancelling a standing order leaves: its orders already made are not cancelled with it
 * (cancel changes only the standing order), so each still comes. Empty when none is made.
 */
export function stillComingSentence(
  standingOrderId: string,
  orders: readonly PastOrderView[],
): string {
  return orders
    .filter((order) => order.standingOrderId === standingOrderId && isComingUp(order))
    .map(
      (order) =>
        `Order ${order.number} for ${order.dateLabel} is already made and still comes (${paymentStateLabel(order).toLowerCase()}): to cancel it too, contact us.`,
    )
    .join(' ');
}
