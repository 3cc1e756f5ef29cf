// The record of an order being moved (reschedule), written before the new place is taken and
// removed once the old one is given back. One left behind past the grace period means the
// request died between steps: the maintenance job then gives back whichever of the two places
// the order no longer names, so no place is held twice and none is lost.
import { z } from 'zod';
import { OrderDateSchema, SlotIdSchema } from '../../lib/orders/request.ts';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { samePlace } from '../../lib/orders/reschedule.ts';
import { recordCollection } from '../blobs/records.ts';
import { releaseSlot } from '../delivery/reservations.ts';
import { syncOrderDerived } from './order-derived.ts';
import { getOrder, reindexOrderDate } from './orders.ts';
import { PLACEMENT_GRACE_MS } from './placements.ts';

const DatedSlotSchema = z.object({ date: OrderDateSchema, slotId: SlotIdSchema });

/** An order's move in flight: the place it had and the place it is taking. */
export const MoveIntentSchema = z.object({
  orderId: z.uuid(),
  moveId: z.string().regex(/^[\w-]{1,64}$/),
  startedAt: z.iso.datetime(),
  from: DatedSlotSchema,
  to: DatedSlotSchema,
});
export type MoveIntent = z.output<typeof MoveIntentSchema>;

/** Moves in flight, `order-moves/<orderId>/<moveId>`: few, only orders being moved. */
export const moveIntents = recordCollection({ prefix: 'order-moves', schema: MoveIntentSchema });

const intentId = (intent: Pick<MoveIntent, 'orderId' | 'moveId'>) =>
  `${intent.orderId}/${intent.moveId}`;

/** Records that an order is about to take a new place (before it takes it). */
export async function openMoveIntent(intent: MoveIntent): Promise<void> {
  await moveIntents.createOnce(intentId(intent), intent);
}

/** Forgets a move whose places are settled: the order holds exactly the one it names. */
export async function closeMoveIntent(
  intent: Pick<MoveIntent, 'orderId' | 'moveId'>,
): Promise<void> {
  await moveIntents.delete(intentId(intent));
}

/** Whether any move of the order is younger than the grace period (a request still at work). */
async function moveInFlight(orderId: string, now: Date): Promise<boolean> {
  const open = await moveIntents.list(`${orderId}/`);
  return open.some((intent) => now.getTime() - Date.parse(intent.startedAt) < PLACEMENT_GRACE_MS);
}

/**
 * Settles one move left behind: each of its two places the order does not name (any more, or
 * yet) is given back, and the order's lists follow its date. Skipped while another move of the
 * same order is in flight. Says which places were freed, as `<orderId> <date>/<slotId>`.
 */
async function settleMove(intent: MoveIntent, now: Date): Promise<string[] | null> {
  if (await moveInFlight(intent.orderId, now)) return null;
  const order = await getOrder(intent.orderId);
  const freed: string[] = [];
  for (const place of [intent.from, intent.to]) {
    if (order && samePlace(order.fulfilment, place)) continue;
    const { released } = await releaseSlot({ ...place, orderId: intent.orderId });
    if (released) freed.push(`${intent.orderId} ${place.date}/${place.slotId}`);
  }
  if (order && samePlace(order.fulfilment, intent.to)) {
    await reindexOrderDate(order, intent.from.date);
    await syncOrderDerived(order);
  }
  await closeMoveIntent(intent);
  return freed;
}

/**
 * The maintenance job's part for moves a request left half-done (it died between taking the new
 * place, changing the order and giving the old place back): frees every place held by an order
 * that no longer names that slot. Safe to run again and alongside itself.
 */
export async function settleAbandonedMoves(
  now: Date,
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<string[]> {
  const freed: string[] = [];
  for (const intent of await moveIntents.list()) {
    if (budget.spent()) break;
    if (now.getTime() - Date.parse(intent.startedAt) < PLACEMENT_GRACE_MS) continue;
    freed.push(...((await settleMove(intent, now)) ?? []));
  }
  return freed;
}
