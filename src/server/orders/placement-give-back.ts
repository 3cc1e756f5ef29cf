import type { OrderActor } from '../../lib/orders/status.ts';
import { releaseSlot } from '../delivery/reservations.ts';
import { releaseStock } from '../inventory/order-stock.ts';
import { abandonPlacement, noteGivenBack, type Placement } from './placements.ts';
import { releasePromoUse } from './promos.ts';

/**
 * Gives back whatever a placement's order may have taken: stock, slot place, promo use. Each
 * step is idempotent (a hold the order does not have is left alone). Only for a placement that
 * is abandoned: no order can be confirmed for its id any more.
 */
export async function releaseHolds(placement: Placement, by: OrderActor): Promise<void> {
  const { orderId } = placement;
  if (placement.promoCode) await releasePromoUse(placement.promoCode, orderId);
  await releaseStock(placement.lines, orderId, by);
  await releaseSlot({ ...placement.slot, orderId });
}

/**
 * What an attempt that failed does with what its order took: first it abandons the placement
 * (a conditional write that loses to an attempt with the same key confirming the order), and
 * only if the placement is abandoned does it give the holds back. Says what it found.
 */
export async function giveBackUnlessConfirmed(
  placement: Placement,
  by: OrderActor,
  now: Date,
): Promise<'given-back' | 'confirmed' | 'gone'> {
  const state = await abandonPlacement(placement.orderId, now);
  if (state === 'confirmed' || state === 'gone') return state;
  await releaseHolds(placement, by);
  await noteGivenBack(placement.orderId, now);
  return 'given-back';
}
