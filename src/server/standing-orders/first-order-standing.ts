// What a standing order's first order tells the shopper on its confirmation page and email: that
// it repeats, on which weekday and window, and (in the email only) where to sign in to My
// deliveries. Neither carries a sign-in token: whoever places an order may type any address, so
// nothing a checkout shows or sends opens that address's account.
import { dayLabel } from '../../lib/delivery/labels.ts';
import type { Order } from '../../lib/orders/order.ts';
import { WHEN_UNAVAILABLE_LABELS } from '../../lib/standing-orders/standing-choice.ts';
import { standingScheduleLabel } from '../../lib/standing-orders/standing-labels.ts';
import { myDeliveriesPageUrl } from './deliveries-link.ts';
import { standingOrders } from './standing-orders.ts';

/** A first order's standing order, as the shopper reads it. */
export interface StandingNote {
  /** "every Thursday, 4:00pm–6:00pm, from Thu 3 Dec". */
  schedule: string;
  /** What happens when a time is full or a meal is out, e.g. "Move it to the next open slot". */
  whenUnavailable: string;
  /**
   * My deliveries' sign-in page with the order's address filled in, for the email: signing in
   * still takes a code sent to that inbox, so the link opens nothing by itself.
   */
  signInUrl: string;
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
    signInUrl: myDeliveriesPageUrl(origin, order.customer.email),
  };
}
