// The shape of GET /api/delivery/options, shared by the server that builds it and the checkout
// that reads it.
import { groupByDay, type SlotInstance } from './availability.ts';
import { dayLabel } from './labels.ts';
import type { Zone, ZoneFeeRules } from './zones.ts';

/** A zone as the checkout sees it: who it is and its fee rules, without its suburb lists. */
export interface ZoneSummary extends ZoneFeeRules {
  id: string;
  name: string;
  kind: 'delivery' | 'pickup';
}

/** One open slot in the picker. `label` is the full "Tue 24 Nov, 4:00pm–6:00pm". */
export interface OptionSlot {
  slotId: string;
  start: string;
  end: string;
  label: string;
  remaining: number;
}

/** One day of the picker, e.g. `{date: '2026-11-24', label: 'Tue 24 Nov', slots}`. */
export interface OptionDay {
  date: string;
  label: string;
  slots: OptionSlot[];
}

/** The pickup point with its address and its open slots. */
export interface PickupOption extends ZoneSummary {
  pickupAddress: string;
  days: OptionDay[];
}

/** The whole answer: the address's zone (or null) and its days, and pickup (or null). */
export interface DeliveryOptions {
  zone: ZoneSummary | null;
  days: OptionDay[];
  pickup: PickupOption | null;
}

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
