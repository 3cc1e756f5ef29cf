// Erasing a person's standing orders (a Privacy Act erasure): each is cancelled, so the job makes
// nothing more for it (a cancelled order has no due day, so its `standing-orders-due/` key goes),
// and stripped of the person; its saved card is detached at Stripe before the reference is
// forgotten, and the deliveries being made, whose stored requests repeat the person's details, go.
import {
  withStandingCardForgotten,
  withStandingContactErased,
} from '../../lib/customers/privacy.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { standingOrderForExport } from '../../lib/standing-orders/standing-export.ts';
import { detachSavedCard } from '../payments/saved-cards.ts';
import { standingMakes } from './standing-makes.ts';
import { saveStandingOrder, standingOrdersOf } from './standing-orders.ts';

/** What erasing a person's standing orders did. */
export interface StandingErasure {
  standingOrders: number;
  cardsDetached: number;
}

/**
 * Cancels and strips every standing order of the customer, detaches each saved card and forgets
 * it, and deletes the records of its deliveries being made. Safe to repeat: until its card is
 * detached a standing order stays filed under the customer, so a repeat after Stripe was out of
 * reach finds it again.
 */
export async function eraseStandingOrdersOf(
  customerId: string,
  actor: OrderActor,
  now: Date,
): Promise<StandingErasure> {
  const found = await standingOrdersOf(customerId);
  let cardsDetached = 0;
  for (const order of found) {
    const stripped = await saveStandingOrder(order.id, (current) =>
      withStandingContactErased(current, actor, now),
    );
    const { card } = stripped.data;
    if (card) {
      await detachSavedCard(card.paymentMethodId);
      cardsDetached += 1;
    }
    await saveStandingOrder(order.id, withStandingCardForgotten);
    const makes = await standingMakes.listIds(`${order.id}/`);
    await Promise.all(makes.map((id) => standingMakes.delete(id)));
  }
  return { standingOrders: found.length, cardsDetached };
}

/** The customer's standing orders as the privacy export shows them (no Stripe ids). */
export async function standingOrdersForExport(customerId: string) {
  return (await standingOrdersOf(customerId)).map(standingOrderForExport);
}
