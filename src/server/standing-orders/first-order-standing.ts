// What a standing order's first order tells the shopper on its confirmation page and email: that
// it repeats, on which weekday and window, and the link to My deliveries.
import { dayLabel } from '../../lib/delivery/labels.ts';
import type { Order } from '../../lib/orders/order.ts';
import { WHEN_UNAVAILABLE_LABELS } from '../../lib/standing-orders/standing-choice.ts';
import { standingScheduleLabel } from '../../lib/standing-orders/standing-labels.ts';
import { customerIdOf } from '../customers/customer-records.ts';
import { deliveriesLinkUrl } from './deliveries-link.ts';
import { standingOrders } from './standing-orders.ts';

/** A first order's standing order, as the shopper reads it. */
export interface StandingNote {
  /** "every Thursday, 4:00pm–6:00pm, from Thu 3 Dec". */
  schedule: string;
  /** What happens when a time is full or a meal is out, e.g. "Move it to the next open slot". */
  whenUnavailable: string;
  /** The signed My deliveries link. */
  manageUrl: string;
}

/** The standing order an order began (its first order only), or null. */
export async function standingNoteOf(order: Order, origin: string): Promise<StandingNote | null> {
  if (order.standingOrder?.id !== order.id) return null;
  const standing = await standingOrders.get(order.id);
  if (!standing) return null;
  const { date, slotLabel } = order.fulfilment;
  const prefix = `${dayLabel(date)}, `;
  const window = slotLabel.startsWith(prefix) ? slotLabel.slice(prefix.length) : slotLabel;
  return {
    schedule: standingScheduleLabel(standing.everyWeeks, date, window),
    whenUnavailable: WHEN_UNAVAILABLE_LABELS[standing.whenUnavailable],
    manageUrl: await deliveriesLinkUrl(origin, customerIdOf(order.customer.email)),
  };
}
