// A delivery day's run sheet kept as one derived record, `run-sheet-days/<YYYY-MM-DD>`: the sheet
// of every zone, built by buildRunSheet from the day's orders, with the zone of each slot's stops,
// so the sheet of one zone is cut from it without reading an order. `indexed` says how many
// orders the day's index held when it was built: a reader that finds another number (an order
// placed or moved a moment ago) builds the sheet from the orders instead.
import { z } from 'zod';
import type { Order } from './order.ts';
import { buildRunSheet, RunSheetSchema, type RunSheet } from './run-sheet.ts';

/** The prefix of the run sheet day records. */
export const RUN_SHEET_DAYS_PREFIX = 'run-sheet-days';

/** A day's run sheet of every zone, the zone of each of its slots, and its index count. */
export const RunSheetDaySchema = z.object({
  indexed: z.int().nonnegative(),
  sheet: RunSheetSchema,
  /** The zone id of each entry of `sheet.slots`, in the same order. */
  slotZoneIds: z.array(z.string()),
});
export type RunSheetDay = z.output<typeof RunSheetDaySchema>;

/** The record of a day from its orders (`indexed`: how many the day's index held). */
export function runSheetDayOf(
  date: string,
  orders: readonly Omit<Order, 'accessToken' | 'changes'>[],
  indexed: number,
): RunSheetDay {
  const sheet = buildRunSheet(date, null, orders);
  // A weekly slot belongs to one zone, so a slot id names its zone.
  const zoneOfSlot = new Map(
    orders.flatMap(({ fulfilment }) =>
      fulfilment.method === 'delivery' ? [[fulfilment.slotId, fulfilment.zone.id] as const] : [],
    ),
  );
  return {
    indexed,
    sheet,
    slotZoneIds: sheet.slots.map((slot) => zoneOfSlot.get(slot.slotId) ?? ''),
  };
}

/**
 * The sheet of `zoneId` (every zone when null) from the day's record: what buildRunSheet gives
 * for that zone, since its stops keep their van order when the other zones' slots are left out.
 */
export function runSheetOfDay(day: RunSheetDay, zoneId: string | null): RunSheet {
  const { sheet } = day;
  if (zoneId === null) return sheet;
  const chosen = sheet.zones.find((zone) => zone.id === zoneId) ?? null;
  return {
    ...sheet,
    zone: chosen && { id: chosen.id, name: chosen.name },
    slots: sheet.slots.filter((_, index) => day.slotZoneIds[index] === zoneId),
  };
}
