import { isoWeekdayOf, nzWallClockOf } from './nz-time.ts';

// Written out by hand rather than with Intl, so labels read the same in every browser and Node
// build (Intl's en-NZ output differs in spacing and in "am"/"a.m." between ICU versions).
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A time of day the way New Zealanders write it: `16:00` -> "4:00pm", `00:30` -> "12:30am". */
export function timeLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** A window's times, e.g. "4:00pm–6:00pm" (en dash). */
export function timeRangeLabel(start: string, end: string): string {
  return `${timeLabel(start)}–${timeLabel(end)}`;
}

/** A delivery day, e.g. `2026-11-24` -> "Tue 24 Nov". */
export function dayLabel(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${WEEKDAYS[isoWeekdayOf(date) - 1] ?? ''} ${day} ${MONTHS[month - 1] ?? ''}`;
}

/** A dated slot for the checkout, emails and the dashboard: "Tue 24 Nov, 4:00pm–6:00pm". */
export function slotLabel(date: string, start: string, end: string): string {
  return `${dayLabel(date)}, ${timeRangeLabel(start, end)}`;
}

/** An instant as Papamoa clocks show it, e.g. "Mon 23 Nov, 4:00pm" (for cut-off messages). */
export function instantLabel(instant: Date): string {
  const { date, time } = nzWallClockOf(instant);
  return `${dayLabel(date)}, ${timeLabel(time)}`;
}
