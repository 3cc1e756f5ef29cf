// A standing order begins with the order checkout placed: same items, same weekly slot, the same
// address and payment method, its next delivery one rhythm after the first.
import { invalidInput } from '../../lib/api/domain-error.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import {
  followingDate,
  type StandingFulfilment,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { customerIdOf } from '../customers/customer-records.ts';
import { reusedSlot } from '../delivery/store.ts';
import { createStandingOrder } from './standing-orders.ts';

/** What the checkout says when the chosen time is a one-off window (an extra day). */
export const WEEKLY_SLOT_NEEDED =
  'Standing orders need a weekly time. Choose one of the weekly times, or order just this once.';

/**
 * Refuses (422 on `standing`) a standing order whose chosen time is not a weekly slot, before
 * anything is taken: an extra day's window does not come round again.
 */
export async function checkStandingChoice(request: PlaceOrderRequest): Promise<void> {
  if (!request.standing) return;
  const slot = await reusedSlot.get(request.fulfilment.slotId);
  if (!slot?.active) throw invalidInput({ standing: WEEKLY_SLOT_NEEDED });
}

/**
 * Creates the standing order of a first order (its id is the order's, so a retried checkout
 * finds the one already made). Promo codes stay with the first order; a code that applies to
 * every delivery is carried over by the caller that knows the promo.
 */
export async function startStandingOrder(
  order: Order,
  request: PlaceOrderRequest,
  now = new Date(),
): Promise<StandingOrder | null> {
  if (!request.standing || !order.standingOrder) return null;
  const { fulfilment } = order;
  const standingFulfilment: StandingFulfilment =
    fulfilment.method === 'delivery'
      ? {
          method: 'delivery',
          address: fulfilment.address,
          zoneId: fulfilment.zone.id,
          slotId: fulfilment.slotId,
        }
      : { method: 'pickup', zoneId: fulfilment.zone.id, slotId: fulfilment.slotId };
  const { record } = await createStandingOrder({
    id: order.id,
    status: 'active',
    createdAt: now.toISOString(),
    customerId: customerIdOf(order.customer.email),
    customer: order.customer,
    fulfilment: standingFulfilment,
    items: order.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    everyWeeks: request.standing.everyWeeks,
    nextDate: followingDate(fulfilment.date, request.standing.everyWeeks),
    skipDates: [],
    whenUnavailable: request.standing.whenUnavailable,
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    reminders: true,
    firstOrderId: order.id,
    runs: [],
  });
  return record;
}
