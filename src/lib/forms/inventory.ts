import { z } from 'zod';
import { multiLineField } from './plain-text.ts';

/** Most packs one product's stock level may be set to; more is a typing slip. */
export const MAX_ON_HAND = 100_000;

/** PUT /api/admin/inventory/{productId}: how many packs can be sold from now on (a stocktake). */
export const InventoryChangeRequestSchema = z.object({
  onHand: z
    .int({ error: 'Enter a whole number of packs' })
    .min(0, 'Stock cannot be negative')
    .max(MAX_ON_HAND, `Use at most ${MAX_ON_HAND} packs`),
});
export type InventoryChangeRequest = z.output<typeof InventoryChangeRequestSchema>;

/** Why staff change stock by hand; each either adds, removes, or sets a counted level. */
export const ADJUSTMENT_REASONS = [
  'received',
  'stocktake',
  'damaged',
  'thawed',
  'spoiled',
  'correction',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

const packs = z
  .int({ error: 'Enter a whole number of packs' })
  .max(MAX_ON_HAND, `Use at most ${MAX_ON_HAND} packs`);
const positivePacks = packs.min(1, 'Enter at least 1 pack');
const note = multiLineField(
  z.string().trim().max(500, 'Keep the note under 500 characters'),
).optional();

/**
 * POST /api/admin/inventory/{productId}/adjustments: a delivery received (adds), a stocktake
 * (the packs counted on the shelf, held ones included: the server subtracts those held for
 * orders not yet packed), packs damaged, thawed or spoiled (removes), or a correction either
 * way (a signed number of packs).
 */
export const InventoryAdjustmentRequestSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('received'), quantity: positivePacks, note }),
  z.object({
    reason: z.literal('stocktake'),
    countedOnShelf: packs.min(0, 'Stock cannot be negative'),
    note,
  }),
  z.object({ reason: z.enum(['damaged', 'thawed', 'spoiled']), quantity: positivePacks, note }),
  z.object({
    reason: z.literal('correction'),
    quantity: packs
      .min(-MAX_ON_HAND, `Use at most ${MAX_ON_HAND} packs`)
      .refine((value) => value !== 0, 'A correction changes stock by at least 1 pack'),
    note,
  }),
]);
export type InventoryAdjustmentRequest = z.output<typeof InventoryAdjustmentRequestSchema>;

/**
 * The packs an adjustment leaves for sale, given what is for sale now and (for a stocktake) the
 * packs held on the shelf for orders not yet packed; null when it would take more than there is
 * (stock never goes below zero).
 */
export function onHandAfter(
  onHand: number,
  adjustment: InventoryAdjustmentRequest,
  heldOnShelf = 0,
): number | null {
  let next: number;
  switch (adjustment.reason) {
    case 'stocktake':
      next = adjustment.countedOnShelf - heldOnShelf;
      break;
    case 'received':
    case 'correction':
      next = onHand + adjustment.quantity;
      break;
    default:
      next = onHand - adjustment.quantity;
  }
  return next < 0 ? null : Math.min(next, MAX_ON_HAND);
}
