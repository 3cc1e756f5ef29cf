import { z } from 'zod';
import { OrderDateSchema, PaymentMethodSchema, SlotIdSchema } from '../../lib/orders/request.ts';
import { PromoCodeSchema } from '../../lib/orders/promo.ts';
import { recordCollection } from '../blobs/records.ts';

/**
 * How long an order may take to place before the maintenance job treats it as abandoned: far
 * longer than any function may run, so a placement this old belongs to a request that died.
 */
export const PLACEMENT_GRACE_MS = 15 * 60 * 1000;

/**
 * An order being placed: what it may have taken (stock, a slot place, a promo use), written
 * before it takes anything and removed once the order is written and announced. One left
 * behind past the grace period means the request died half-way; the maintenance job then
 * finishes its work or gives back what it took.
 */
export const PlacementSchema = z.object({
  orderId: z.uuid(),
  startedAt: z.iso.datetime(),
  paymentMethod: PaymentMethodSchema,
  lines: z.array(z.object({ productId: z.string().min(1), quantity: z.int().positive() })).min(1),
  slot: z.object({ date: OrderDateSchema, slotId: SlotIdSchema }),
  promoCode: PromoCodeSchema.optional(),
});
export type Placement = z.output<typeof PlacementSchema>;

/** Open placements, one per order id: `placements/<orderId>`. Few: only orders in flight. */
export const placements = recordCollection({ prefix: 'placements', schema: PlacementSchema });

/** Records that an order is about to take stock, a slot and a promo use (once per order id). */
export async function openPlacement(placement: Placement): Promise<void> {
  await placements.createOnce(placement.orderId, placement);
}

/** Forgets a placement whose order is written and announced, or whose holds were given back. */
export async function closePlacement(orderId: string): Promise<void> {
  await placements.delete(orderId);
}
