// The shape of GET /api/delivery/options, shared by the server that builds it and the checkout
// that reads it.
import { z } from 'zod';
import { groupByDay, type SlotInstance } from './availability.ts';
import { dayLabel } from './labels.ts';
import type { Zone } from './zones.ts';

/** A zone as the checkout sees it: who it is and its fee rules, without its suburb lists. */
export const ZoneSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  feeCents: z.int().nonnegative(),
  /** Subtotal from which delivery is free; null when it never becomes free (unless fee is 0). */
  freeDeliveryThresholdCents: z.int().nonnegative().nullable(),
  minimumOrderCents: z.int().nonnegative(),
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
export const PickupOptionSchema = ZoneSummarySchema.extend({
  pickupAddress: z.string(),
  days: z.array(OptionDaySchema),
});
export type PickupOption = z.output<typeof PickupOptionSchema>;

/** The whole answer: the address's zone (or null) and its days, and pickup (or null). */
export const DeliveryOptionsSchema = z.object({
  zone: ZoneSummarySchema.nullable(),
  days: z.array(OptionDaySchema),
  pickup: PickupOptionSchema.nullable(),
});
export type DeliveryOptions = z.output<typeof DeliveryOptionsSchema>;

/** A zone without its area lists. */
export function summarizeZone(zone: Zone): ZoneSummary {
  return {
    id: zone.id,
    name: zone.name,
    kind: zone.kind,
    feeCents: zone.feeCents,
    freeDeliveryThresholdCents: zone.freeDeliveryThresholdCents,
    minimumOrderCents: zone.minimumOrderCents,
  };
}

/** Open slot instances as picker days. */
export function optionDays(slots: readonly SlotInstance[]): OptionDay[] {
  return groupByDay(slots, dayLabel).map(({ date, label, slots: daySlots }) => ({
    date,
    label,
    slots: daySlots.map(({ slotId, start, end, label: slotLabel, remaining }) => ({
      slotId,
      start,
      end,
      label: slotLabel,
      remaining,
    })),
  }));
}
