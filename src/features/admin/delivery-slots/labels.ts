import type { CalendarDay, CalendarSlot } from '../../../lib/delivery/slot-calendar.ts';
import { timeRangeLabel } from '../../../lib/delivery/labels.ts';
import { weekdayName } from '../../../lib/delivery/slot-overlap.ts';
import type { Slot } from '../../../lib/delivery/slots.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';

/** The weekdays of the template, Monday first, as the form's choices. */
export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  value: String(weekday),
  label: weekdayName(weekday),
}));

/** A pack limit as staff read it: the number, or that the window counts orders only. */
export function packLimitLabel(maxPacks: number | null | undefined): string {
  return maxPacks === null || maxPacks === undefined ? 'No limit' : String(maxPacks);
}

/** What a closed day says about itself: its note, or that it is closed. */
export function closureNote(day: CalendarDay): string {
  const note = day.closure?.note.trim() ?? '';
  return note === '' ? 'closed day' : note;
}

/** Whether a window takes orders on its date, and if not, why, in a few words. */
export function slotStatusLabel(slot: CalendarSlot, day: CalendarDay): string {
  switch (slot.closedReason) {
    case 'zone-inactive':
      return 'Closed: zone inactive';
    case 'day-closed':
      return `Closed: ${day.closure?.holiday ?? closureNote(day)}`;
    case 'slot-inactive':
      return 'Off in the weekly template';
    case 'date-closed':
      return 'Closed on this date';
    case null:
      return slot.override ? 'Open, changed for this date' : 'Open';
  }
}

/** A weekly window as staff name it: its zone, weekday and times (never its id). */
export function weeklyWindowName(
  slot: Pick<Slot, 'zoneId' | 'weekday' | 'start' | 'end'>,
  zones: readonly Pick<Zone, 'id' | 'name'>[],
): string {
  const zone = zones.find((candidate) => candidate.id === slot.zoneId)?.name ?? slot.zoneId;
  return `${zone}, ${weekdayName(slot.weekday)} ${timeRangeLabel(slot.start, slot.end)}`;
}
