// One date's change to a slot (capacity, packs, closed), kept apart from the weekly template.
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? undefined
    : value;

/** The most packs a window may carry, in the weekly template or on one date; blank for no limit. */
export const MaxPacksSchema = z.preprocess(
  blankToUndefined,
  z
    .int({ error: 'Enter how many packs fit, or leave it blank' })
    .min(1, 'At least 1 pack')
    .max(5000, 'At most 5,000 packs')
    .optional(),
);

/**
 * PUT /api/admin/delivery-slots/{slotId}/dates/{date}, and what is stored for that date: each
 * field left out follows the weekly template, so `{}` puts the date back to the template.
 */
export const SlotDateChangeSchema = z.object({
  capacity: z.preprocess(
    blankToUndefined,
    z
      .int({ error: 'Enter how many orders fit, or leave it blank' })
      .min(0, 'The capacity cannot be negative')
      .max(500, 'At most 500 orders')
      .optional(),
  ),
  maxPacks: MaxPacksSchema,
  closed: z.boolean({ error: 'Choose whether the slot is closed that day' }).optional(),
});
export type SlotDateChange = z.output<typeof SlotDateChangeSchema>;

/** The same change without the keys left out, as stored in the booking document. */
export function storedOverride(change: SlotDateChange): SlotDateChange | undefined {
  const stored: SlotDateChange = {};
  if (change.capacity !== undefined) stored.capacity = change.capacity;
  if (change.maxPacks !== undefined) stored.maxPacks = change.maxPacks;
  if (change.closed) stored.closed = true;
  return Object.keys(stored).length > 0 ? stored : undefined;
}
