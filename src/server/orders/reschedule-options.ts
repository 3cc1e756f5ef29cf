import type { OptionDay } from '../../lib/delivery/options.ts';
import type { Order } from '../../lib/orders/order.ts';
import {
  deliveryAddressOf,
  keepsTotals,
  movedMoney,
  packsOf,
  rescheduleRefusal,
  samePlace,
  type RescheduleOptions,
} from '../../lib/orders/reschedule.ts';
import { deliveryOptions } from '../delivery/options.ts';
import { findPromo } from './promos.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from './orders.ts';

/** Whether the order's promo made delivery free (it stays free wherever the order moves). */
export async function freeDeliveryByPromo(order: Order): Promise<boolean> {
  if (!order.promoCode) return false;
  return (await findPromo(order.promoCode))?.kind === 'free_delivery';
}

/** The order with this id, or 404. */
export async function existingOrder(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new HttpError(404);
  return order;
}

/** Open days without the order's own slot (a move there would change nothing). */
function otherSlots(days: readonly OptionDay[], order: Order): OptionDay[] {
  return days
    .map((day) => ({
      ...day,
      slots: day.slots.filter((slot) => !samePlace(order.fulfilment, { ...slot, date: day.date })),
    }))
    .filter((day) => day.slots.length > 0);
}

/**
 * GET …/reschedule-options: where the order may move, from the checkout's own rules (cut-off,
 * special dates, holidays, capacity and pack limits, read now), only slots with room for its
 * packs, with what its total and the amount due or over-paid would become each way.
 */
export async function rescheduleOptionsFor(
  id: string,
  now = new Date(),
): Promise<RescheduleOptions> {
  const order = await existingOrder(id);
  const packs = packsOf(order);
  const refusal = rescheduleRefusal(order.status);
  if (refusal) return { packs, delivery: null, pickup: null, refusal };
  const address = deliveryAddressOf(order);
  const [options, freeByPromo] = await Promise.all([
    deliveryOptions(
      address ? { postcode: address.postcode, suburb: address.suburb, packs } : { packs },
      now,
    ),
    freeDeliveryByPromo(order),
  ]);
  const { zone, pickup } = options;
  return {
    packs,
    delivery:
      zone && address
        ? {
            zone,
            days: otherSlots(options.days, order),
            money: movedMoney(
              order,
              zone,
              freeByPromo,
              keepsTotals(order.fulfilment, 'delivery', zone.id),
            ),
          }
        : null,
    pickup: pickup
      ? {
          zone: pickup,
          pickupAddress: pickup.pickupAddress,
          days: otherSlots(pickup.days, order),
          money: movedMoney(
            order,
            null,
            freeByPromo,
            keepsTotals(order.fulfilment, 'pickup', pickup.id),
          ),
        }
      : null,
    refusal: null,
  };
}
