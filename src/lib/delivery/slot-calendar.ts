// The four-week calendar of the delivery slots screen: each day's windows with what is booked,
// what they hold that day and why any is closed. Built here from records the server read.
import { z } from 'zod';
import { datedSlot } from './availability.ts';
import { dayLabel } from './labels.ts';
import { addDays, isoWeekdayOf, minutesOfDay } from './nz-time.ts';
import { slotOnItsDate } from './slot-capacity.ts';
import { SlotDateChangeSchema } from './slot-dates.ts';
import {
  CalendarDateSchema,
  closesZone,
  type Slot,
  type SlotBooking,
  type SpecialDate,
} from './slots.ts';
import type { Zone } from './zones.ts';

/** How many days the calendar shows by default, and at most. */
export const CALENDAR_DAYS = 28;
export const MAX_CALENDAR_DAYS = 42;

/** GET /api/admin/delivery-slots/calendar?from=&days=: from today (Papamoa) for 28 days. */
export const SlotCalendarQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  days: z.coerce
    .number({ error: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(1, 'At least 1 day')
    .max(MAX_CALENDAR_DAYS, `At most ${String(MAX_CALENDAR_DAYS)} days`)
    .default(CALENDAR_DAYS),
});

/** Why a window takes no orders on a date, first reason first. */
export const CLOSED_REASONS = [
  'zone-inactive',
  'day-closed',
  'slot-inactive',
  'date-closed',
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** One window on one date as staff see it. `template…` are the weekly values it overrides. */
export const CalendarSlotSchema = z.object({
  slotId: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(['weekly', 'extra']),
  capacity: z.int(),
  maxPacks: z.int().nullable(),
  templateCapacity: z.int(),
  templateMaxPacks: z.int().nullable(),
  booked: z.int(),
  packsBooked: z.int(),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  override: SlotDateChangeSchema.nullable(),
});
export type CalendarSlot = z.output<typeof CalendarSlotSchema>;

/** One day: its windows, and the special date that closes it (or some zones) if any. */
export const CalendarDaySchema = z.object({
  date: z.string(),
  label: z.string(),
  closure: z
    .object({
      note: z.string(),
      holiday: z.string().nullable(),
      zoneIds: z.array(z.string()).nullable(),
    })
    .nullable(),
  slots: z.array(CalendarSlotSchema),
});
export type CalendarDay = z.output<typeof CalendarDaySchema>;

/** The whole calendar answer. */
export const SlotCalendarSchema = z.object({ from: z.string(), days: z.array(CalendarDaySchema) });
export type SlotCalendar = z.output<typeof SlotCalendarSchema>;

/** What the calendar is built from: the set-up and the booking documents by `<date>/<slotId>`. */
export interface CalendarSources {
  zones: readonly Zone[];
  slots: readonly Slot[];
  specialDates: ReadonlyMap<string, SpecialDate>;
  bookings: ReadonlyMap<string, SlotBooking>;
}

type Window = Pick<Slot, 'id' | 'zoneId' | 'start' | 'end' | 'capacity' | 'cutoffHours'> & {
  maxPacks?: number | undefined;
  active?: boolean;
};

/** Every window a zone has on a date, open or not: weekly ones of that weekday, and extra ones. */
function windowsOf(zone: Zone, date: string, sources: CalendarSources): Window[] {
  const weekday = isoWeekdayOf(date);
  const special = sources.specialDates.get(date);
  const weekly = sources.slots.filter(
    (slot) => slot.zoneId === zone.id && slot.weekday === weekday,
  );
  const extra =
    special?.kind === 'extra' ? (special.slots ?? []).filter((w) => w.zoneId === zone.id) : [];
  return [...weekly, ...extra];
}

/** One window on one date, with its bookings, the date's change and why it is closed. */
export function calendarSlot(
  zone: Zone,
  window: Window,
  date: string,
  sources: CalendarSources,
): CalendarSlot {
  const booking = sources.bookings.get(`${date}/${window.id}`) ?? null;
  const dated = datedSlot(window, date);
  const { slot, closedOnDate } = slotOnItsDate(dated, booking);
  const closedReason: ClosedReason | null = !zone.active
    ? 'zone-inactive'
    : closesZone(sources.specialDates.get(date), zone.id)
      ? 'day-closed'
      : window.active === false
        ? 'slot-inactive'
        : closedOnDate
          ? 'date-closed'
          : null;
  return {
    slotId: window.id,
    zoneId: zone.id,
    zoneName: zone.name,
    date,
    start: window.start,
    end: window.end,
    kind: window.active === undefined ? 'extra' : 'weekly',
    capacity: slot.capacity,
    maxPacks: slot.maxPacks,
    templateCapacity: window.capacity,
    templateMaxPacks: window.maxPacks ?? null,
    booked: slot.booked,
    packsBooked: slot.packsBooked,
    closedReason,
    override: booking?.override ?? null,
  };
}

/** The calendar of `days` days from `from`: every zone's windows per day, by zone then time. */
export function slotCalendar(from: string, days: number, sources: CalendarSources): SlotCalendar {
  const zones = [...sources.zones].sort((a, b) => a.name.localeCompare(b.name));
  return {
    from,
    days: Array.from({ length: days }, (_, offset) => {
      const date = addDays(from, offset);
      const special = sources.specialDates.get(date);
      const slots = zones.flatMap((zone) =>
        windowsOf(zone, date, sources)
          .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start) || a.id.localeCompare(b.id))
          .map((window) => calendarSlot(zone, window, date, sources)),
      );
      return {
        date,
        label: dayLabel(date),
        closure:
          special?.kind === 'closed'
            ? {
                note: special.note,
                holiday: special.holiday ?? null,
                zoneIds: special.zoneIds ?? null,
              }
            : null,
        slots,
      };
    }),
  };
}
