// The shape of GET /api/delivery/options, shared by the server that builds it and the checkout
// that reads it. Written with zod/mini: the checkout checks this answer as it opens, and mini's
// core costs about a quarter of zod's full build in the page's first script (the schemas parse
// the same on the server).
import { z } from 'zod/mini';

/** A zone as the checkout sees it: who it is and its fee rules, without its suburb lists. */
export const ZoneSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  feeCents: z.int().check(z.nonnegative()),
  /** Subtotal from which delivery is free; null when it never becomes free (unless fee is 0). */
  freeDeliveryThresholdCents: z.nullable(z.int().check(z.nonnegative())),
  minimumOrderCents: z.int().check(z.nonnegative()),
});
export type ZoneSummary = z.output<typeof ZoneSummarySchema>;

/** One open slot in the picker. `label` is the full "Tue 24 Nov, 4:00pm–6:00pm". */
export const OptionSlotSchema = z.object({
  slotId: z.string(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  remaining: z.int(),
});
export type OptionSlot = z.output<typeof OptionSlotSchema>;

/** One day of the picker, e.g. `{date: '2026-11-24', label: 'Tue 24 Nov', slots}`. */
export const OptionDaySchema = z.object({
  date: z.string(),
  label: z.string(),
  slots: z.array(OptionSlotSchema),
});
export type OptionDay = z.output<typeof OptionDaySchema>;

/** The pickup point with its address and its open slots. */
export const PickupOptionSchema = z.extend(ZoneSummarySchema, {
  pickupAddress: z.string(),
  days: z.array(OptionDaySchema),
});
export type PickupOption = z.output<typeof PickupOptionSchema>;

/** The whole answer: the address's zone (or null) and its days, and pickup (or null). */
export const DeliveryOptionsSchema = z.object({
  zone: z.nullable(ZoneSummarySchema),
  days: z.array(OptionDaySchema),
  pickup: z.nullable(PickupOptionSchema),
});
export type DeliveryOptions = z.output<typeof DeliveryOptionsSchema>;
