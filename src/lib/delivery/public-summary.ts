// What the public delivery page shows of the live delivery set-up: each active zone's area, fee
// rules and weekly windows in words, so the page never repeats figures staff keep in the admin.
import { formatNZD } from '../money.ts';
import { timeRangeLabel } from './labels.ts';
import { weekdayName } from './slot-overlap.ts';
import type { Slot } from './slots.ts';
import type { Zone } from './zones.ts';

/** One weekly window as the page lists it, e.g. "Tuesday, 4:00pm–6:00pm". */
export interface PublicWindow {
  label: string;
  /** When ordering closes, e.g. "Order 24 hours ahead". */
  cutoff: string;
}

/** One delivery zone or pickup point, in words. */
export interface PublicZone {
  id: string;
  name: string;
  kind: 'delivery' | 'pickup';
  /** Suburbs then postcodes, e.g. "Papamoa, Wairakei (postcode 3118)"; the address for pickup. */
  area: string;
  fee: string;
  minimum: string;
  windows: PublicWindow[];
}

/** "Order 24 hours ahead", "Order 2 days ahead", "Order up to the start". */
export function cutoffText(hours: number): string {
  if (hours === 0) return 'Order up to the start';
  if (hours >= 48 && hours % 24 === 0) return `Order ${String(hours / 24)} days ahead`;
  return `Order ${String(hours)} ${hours === 1 ? 'hour' : 'hours'} ahead`;
}

/** A zone's fee in words: "Free", "$5.00", "$5.00, free from $50.00". */
export function feeText(zone: Pick<Zone, 'feeCents' | 'freeDeliveryThresholdCents'>): string {
  const { feeCents, freeDeliveryThresholdCents: threshold } = zone;
  if (feeCents === 0 || threshold === 0) return 'Free';
  return threshold === null
    ? formatNZD(feeCents)
    : `${formatNZD(feeCents)}, free from ${formatNZD(threshold)}`;
}

/** A zone's minimum order in words: "No minimum" or "$30.00". */
export function minimumText(minimumOrderCents: number): string {
  return minimumOrderCents === 0 ? 'No minimum' : formatNZD(minimumOrderCents);
}

function areaText(zone: Zone): string {
  if (zone.kind === 'pickup') return zone.pickupAddress ?? '';
  const postcodes = zone.postcodes.length
    ? `${zone.postcodes.length === 1 ? 'postcode' : 'postcodes'} ${zone.postcodes.join(', ')}`
    : '';
  if (zone.suburbs.length === 0) return postcodes.replace(/^p/, 'P');
  return postcodes ? `${zone.suburbs.join(', ')} (${postcodes})` : zone.suburbs.join(', ');
}

/** A zone's active weekly windows, Monday first and by start time. */
function windowsOf(zone: Zone, slots: readonly Slot[]): PublicWindow[] {
  return slots
    .filter((slot) => slot.active && slot.zoneId === zone.id)
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
    .map((slot) => ({
      label: `${weekdayName(slot.weekday)}, ${timeRangeLabel(slot.start, slot.end)}`,
      cutoff: cutoffText(slot.cutoffHours),
    }));
}

/**
 * The delivery page's zones: active ones only, delivery zones before pickup, each by name. A zone
 * with no active window is left out: shoppers could not book it anyway.
 */
export function publicDeliveryZones(zones: readonly Zone[], slots: readonly Slot[]): PublicZone[] {
  return zones
    .filter((zone) => zone.active)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
    .map((zone) => ({
      id: zone.id,
      name: zone.name,
      kind: zone.kind,
      area: areaText(zone),
      fee: feeText(zone),
      minimum: minimumText(zone.minimumOrderCents),
      windows: windowsOf(zone, slots),
    }))
    .filter((zone) => zone.windows.length > 0);
}
