// The words a shopper reads about a standing order's rhythm, at checkout, in emails and on
// My deliveries; pure, so the browser and the server say the same thing.
import { dayLabel, timeRangeLabel } from '../delivery/labels.ts';
import { isoWeekdayOf } from '../delivery/nz-time.ts';
import { weekdayName } from '../delivery/slot-overlap.ts';
import type { Frequency } from './standing-choice.ts';

/** "every Thursday" or "every 2 weeks on Thursday", from a delivery date. */
export function rhythmLabel(everyWeeks: Frequency, date: string): string {
  const weekday = weekdayName(isoWeekdayOf(date));
  return everyWeeks === 1 ? `every ${weekday}` : `every ${String(everyWeeks)} weeks on ${weekday}`;
}

/** "every Thursday, 4:00pm–6:00pm, from Thu 3 Dec": the rhythm, the window and the first date. */
export function standingScheduleLabel(
  everyWeeks: Frequency,
  firstDate: string,
  window: { start: string; end: string } | string,
): string {
  const times = typeof window === 'string' ? window : timeRangeLabel(window.start, window.end);
  return `${rhythmLabel(everyWeeks, firstDate)}, ${times}, from ${dayLabel(firstDate)}`;
}

/** What a shopper is told before they start a standing order, word for word. */
export const STANDING_TERMS =
  'Each delivery is charged at that week’s prices. If a price changes, we email you before the change applies, and you can skip, pause or cancel any time from the link in our emails.';
