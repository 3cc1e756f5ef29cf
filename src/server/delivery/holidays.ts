import Holidays from 'date-holidays';
import { nzDateOf, SHOP_TIME_ZONE } from '../../lib/delivery/nz-time.ts';
import type { SpecialDate } from '../../lib/delivery/slots.ts';
import { specialDatesArea, type HolidayStatus } from '../../lib/admin/areas/special-dates.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { assertClosingConfirmed } from './closing-guard.ts';
import { specialDates } from './store.ts';

/** A public holiday where the shop is: the national ones plus Bay of Plenty's anniversary day. */
export interface PublicHoliday {
  date: string;
  name: string;
  /** A Monday (or Tuesday) off because the holiday itself fell on a weekend ("Mondayised"). */
  substitute: boolean;
}

/** How far ahead staff see holidays: two years from today. */
export const HOLIDAY_HORIZON_YEARS = 2;

/**
 * Bay of Plenty (ISO 3166-2 NZ-BOP) keeps Auckland's provincial anniversary day (the Monday
 * nearest 29 January), as the former Auckland Province does; date-holidays calls it
 * "Provincial anniversary day", which says nothing to staff.
 */
const NAMES: Readonly<Record<string, string>> = {
  'Provincial anniversary day': 'Auckland Anniversary Day',
};

/** The public holidays observed in Papamoa from `from` up to, not including, `to`. */
export function publicHolidaysBetween(from: string, to: string): PublicHoliday[] {
  const calendar = new Holidays('NZ', 'BOP', { types: ['public'], timezone: SHOP_TIME_ZONE });
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const holidays: PublicHoliday[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (date < from || date >= to) continue;
      holidays.push({
        date,
        name: NAMES[holiday.name] ?? holiday.name,
        substitute: Boolean(holiday.substitute),
      });
    }
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The days the kitchen is shut by law or custom, on the day itself (never its Mondayised
 * substitute): Christmas Day, Boxing Day, New Year's Day, Good Friday, Easter Sunday and Anzac
 * Day (trading is restricted until 1pm; the whole day is closed, to be safe). Closed unless
 * staff open them; every other holiday is the staff's to decide.
 */
const SHUT_BY_LAW_OR_CUSTOM: Readonly<Record<string, string>> = {
  "New Year's Day": "New Year's Day",
  'Good Friday': 'Good Friday',
  'Easter Sunday': 'Easter Sunday',
  'ANZAC Day': 'Anzac Day',
  'Christmas Day': 'Christmas Day',
  'Boxing Day': 'Boxing Day',
};

/** The days shut by law or custom from `from` up to, not including, `to`. */
export function daysShutByLawBetween(from: string, to: string): { date: string; name: string }[] {
  const calendar = new Holidays('NZ', 'BOP', {
    types: ['public', 'observance'],
    timezone: SHOP_TIME_ZONE,
  });
  const days: { date: string; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      const name = SHUT_BY_LAW_OR_CUSTOM[holiday.name];
      if (name && !holiday.substitute && date >= from && date < to) days.push({ date, name });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The public holidays from today (Papamoa) for the next two years. */
export function upcomingPublicHolidays(now: Date): PublicHoliday[] {
  return publicHolidaysBetween(...holidayHorizon(now));
}

/** From today (Papamoa) up to the same day two years on: how far ahead staff plan closures. */
export function holidayHorizon(now: Date): [string, string] {
  const today = nzDateOf(now);
  const years = Number(today.slice(0, 4)) + HOLIDAY_HORIZON_YEARS;
  return [today, `${String(years)}${today.slice(4)}`];
}

const closesEveryZone = (day: SpecialDate | null): boolean =>
  day?.kind === 'closed' && day.zoneIds === undefined;

/** The next two years' holidays, each with what is already set for its date. */
export async function holidaysWithStatus(now: Date): Promise<HolidayStatus[]> {
  const holidays = upcomingPublicHolidays(now);
  const days = await Promise.all(holidays.map((holiday) => specialDates.get(holiday.date)));
  return holidays.map((holiday, index) => {
    const specialDate = days[index] ?? null;
    return { ...holiday, closed: closesEveryZone(specialDate), specialDate };
  });
}

/**
 * Closes every zone on an upcoming public holiday in one action, and audits it. Idempotent: a
 * holiday already closed is returned as it is. A date with extra delivery windows is left alone
 * (409): staff added those on purpose. A date that is no upcoming holiday is 404. Orders booked
 * that day are listed in a 409 unless `confirmBookings` says staff saw them.
 */
export async function closeHoliday(
  actor: Actor,
  date: string,
  now: Date,
  confirmBookings = false,
): Promise<{ day: SpecialDate; created: boolean }> {
  const holiday = upcomingPublicHolidays(now).find((candidate) => candidate.date === date);
  if (!holiday) throw new HttpError(404, 'There is no upcoming public holiday on that date.');
  const current = await specialDates.get(date);
  if (current?.kind !== 'extra') {
    await assertClosingConfirmed(date, current, { kind: 'closed', confirmBookings }, now);
  }
  const saved = await auditedUpdate(
    specialDates,
    date,
    (before) => {
      if (before && closesEveryZone(before)) return before;
      if (before?.kind === 'extra') {
        throw new HttpError(
          409,
          'This date has extra delivery windows. Remove them under special dates before closing it.',
          { details: { reason: specialDatesArea.refusals.hasExtraWindows } },
        );
      }
      return {
        date,
        kind: 'closed' as const,
        note: before && before.note !== '' ? before.note : `Closed for ${holiday.name}`,
        holiday: holiday.name,
      };
    },
    { actor, action: 'special-date.close-holiday' },
  );
  return { day: saved.data, created: saved.created };
}
