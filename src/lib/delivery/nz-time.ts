// Wall-clock time in the shop's time zone, converted with Intl (no library, works in browsers).
// Dates are 'YYYY-MM-DD' and times 'HH:MM' as people in Papamoa read them off a calendar and a
// clock; instants are UTC Date objects. Calendar arithmetic is done on the date strings, never by
// adding 24 h to an instant, so it is unaffected by daylight saving.

import { lazily } from '../lazily.ts';

/** Where the shop is: every delivery date and time is read in this zone. */
export const SHOP_TIME_ZONE = 'Pacific/Auckland';

/** A calendar date as written in the API and keys, e.g. `2026-11-24`. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A time of day on a 24-hour clock, e.g. `16:00`. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClockFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

const pad = (value: number): string => String(value).padStart(2, '0');

/** The wall-clock reading in Pacific/Auckland at an instant, as if it were a UTC time (ms). */
function wallClockAsUtcMs(instant: Date): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far Pacific/Auckland is ahead of UTC at an instant: 12 h (NZST) or 13 h (NZDT), in ms. */
function offsetMsAt(instant: number): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return wallClockAsUtcMs(new Date(wholeSeconds)) - wholeSeconds;
}

function parseDate(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

function naiveMs(date: string, time: string): number {
  const [year, month, day] = parseDate(date);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

function dateOfNaive(ms: number): string {
  const moment = new Date(ms);
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
}

function timeOfNaive(ms: number): string {
  const moment = new Date(ms);
  return `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`;
}

/** Whether `date` is a real calendar date in `YYYY-MM-DD` form (no 31 June, no 29 Feb 2027). */
export function isCalendarDate(date: string): boolean {
  if (!ISO_DATE_PATTERN.test(date)) return false;
  const [year, month, day] = parseDate(date);
  return year >= 2000 && year <= 2999 && dateOfNaive(Date.UTC(year, month - 1, day)) === date;
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return dateOfNaive(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoWeekdayOf(date: string): number {
  const [year, month, day] = parseDate(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The calendar date in Papamoa at an instant (what "today" is for the shop). */
export function nzDateOf(instant: Date): string {
  return dateOfNaive(wallClockAsUtcMs(instant));
}

/** What Papamoa calendars and clocks show at an instant, e.g. `{date: '2026-11-23', time: '16:00'}`. */
export function nzWallClockOf(instant: Date): { date: string; time: string } {
  const wallClock = wallClockAsUtcMs(instant);
  return { date: dateOfNaive(wallClock), time: timeOfNaive(wallClock) };
}

/**
 * The UTC instant at which Papamoa clocks show `time` on `date`. A time skipped when clocks go
 * forward (02:00-02:59 on the last Sunday of September) is read as the same time an hour later;
 * a time that happens twice when clocks go back (02:00-02:59 on the first Sunday of April) is
 * read as its second occurrence, in standard time.
 */
export function nzWallTimeToUtc(date: string, time: string): Date {
  const naive = naiveMs(date, time);
  const firstOffset = offsetMsAt(naive);
  let instant = naive - firstOffset;
  const secondOffset = offsetMsAt(instant);
  if (secondOffset !== firstOffset) instant = naive - secondOffset;
  return new Date(instant);
}

/**
 * The wall-clock date and time `hours` hours before `time` on `date`, counted on the clock, not
 * in elapsed time: 24 hours before 9:00 on a Sunday is 9:00 on the Saturday even on the weekend
 * the clocks change. This is how the shop states cut-offs ("order by 9am the day before").
 */
export function wallClockHoursBefore(
  date: string,
  time: string,
  hours: number,
): { date: string; time: string } {
  const shifted = naiveMs(date, time) - hours * 60 * MINUTE_MS;
  return { date: dateOfNaive(shifted), time: timeOfNaive(shifted) };
}

/** Minutes since midnight of an `HH:MM` time, for comparing and ordering windows. */
export function minutesOfDay(time: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}

/** An instant as a `datetime-local` input shows it in Papamoa, e.g. `2026-12-01T09:30`. */
export function nzDateTimeInputValue(instant: Date): string {
  const { date, time } = nzWallClockOf(instant);
  return `${date}T${time}`;
}

/** The instant a `datetime-local` value means on Papamoa clocks, or null when it is no time. */
export function instantOfNzDateTimeInput(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value);
  if (!match?.[1] || !match[2] || !isCalendarDate(match[1])) return null;
  if (!TIME_OF_DAY_PATTERN.test(match[2])) return null;
  return nzWallTimeToUtc(match[1], match[2]);
}
