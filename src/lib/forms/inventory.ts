import { z } from 'zod';

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
