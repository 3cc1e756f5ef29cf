// GET /api/delivery/options: its shape (options-schema.ts, shared by the server that builds it and
// the checkout that reads it) and how the server builds its parts.
import { groupByDay, type SlotInstance } from './availability.ts';
import { dayLabel } from './labels.ts';
import type { OptionDay, ZoneSummary } from './options-schema.ts';
import type { Zone } from './zones.ts';

export {
  DeliveryOptionsSchema,
  OptionDaySchema,
  OptionSlotSchema,
  PickupOptionSchema,
  ZoneSummarySchema,
  type DeliveryOptions,
  type OptionDay,
  type OptionSlot,
  type PickupOption,
  type ZoneSummary,
} from './options-schema.ts';

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
