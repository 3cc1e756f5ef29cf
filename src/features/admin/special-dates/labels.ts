import { dayLabel, timeRangeLabel } from '../../../lib/delivery/labels.ts';
import type { SpecialDate } from '../../../lib/delivery/slots.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the special dates screen. */
export const BACK_TO_SPECIAL_DATES = {
  href: screenHref('special-dates'),
  label: 'Back to special dates',
};

/** A date with its weekday and year, e.g. "Fri 25 Dec 2026". */
export function longDayLabel(date: string): string {
  return `${dayLabel(date)} ${date.slice(0, 4)}`;
}

/** What a special date does, in words: which zones it closes, or its extra windows. */
export function describeSpecialDate(
  day: SpecialDate,
  zoneNames: ReadonlyMap<string, string>,
): string {
  const nameOf = (id: string) => zoneNames.get(id) ?? id;
  if (day.kind === 'closed') {
    return day.zoneIds ? `Closed: ${day.zoneIds.map(nameOf).join(', ')}` : 'Closed: whole shop';
  }
  const windows = (day.slots ?? []).map(
    (window) =>
      `${nameOf(window.zoneId)} ${timeRangeLabel(window.start, window.end)} (${String(window.capacity)} orders)`,
  );
  return `Extra delivery: ${windows.join('; ')}`;
}
