import { instantLabel, slotLabel } from './labels.ts';
import {
  addDays,
  isCalendarDate,
  isoWeekdayOf,
  minutesOfDay,
  nzDateOf,
  nzWallTimeToUtc,
  wallClockHoursBefore,
} from './nz-time.ts';
import { closesZone, type ExtraWindow, type Slot, type SpecialDate } from './slots.ts';
import type { Zone } from './zones.ts';

/** How many days ahead the checkout offers slots (today included). */
export const BOOKING_HORIZON_DAYS = 14;

/** One window on one date, with its instants in UTC; what a shopper books. */
export interface DatedSlot {
  slotId: string;
  zoneId: string;
  date: string;
  start: string;
  end: string;
  /** When the window opens, as a UTC ISO instant. */
  startsAt: string;
  /** The last moment an order can take this slot, as a UTC ISO instant. */
  cutoffAt: string;
  capacity: number;
  /** The most packs the window carries, or null for no limit in packs. */
  maxPacks: number | null;
  label: string;
}

/** A dated slot with the orders and packs it holds and the room left (packs: null for no limit). */
export interface SlotInstance extends DatedSlot {
  booked: number;
  remaining: number;
  packsBooked: number;
  packsRemaining: number | null;
}

/** What the rules of a zone's week look like to the functions below. */
export interface ZoneSchedule {
  zone: Zone;
  /** Every weekly slot (any zone; others are ignored). */
  slots: readonly Slot[];
  /** Special dates by date (any zones). */
  specialDates: ReadonlyMap<string, SpecialDate>;
}

type Window = Pick<Slot, 'id' | 'zoneId' | 'start' | 'end' | 'capacity' | 'cutoffHours'> & {
  maxPacks?: number | undefined;
};

/** The windows a zone has on a date: its active weekly slots for that weekday plus extra ones. */
function windowsOn(schedule: ZoneSchedule, date: string): Window[] {
  const { zone, slots, specialDates } = schedule;
  const special = specialDates.get(date);
  if (!zone.active || closesZone(special, zone.id)) return [];
  const weekday = isoWeekdayOf(date);
  const weekly: Window[] = slots.filter(
    (slot) => slot.active && slot.zoneId === zone.id && slot.weekday === weekday,
  );
  const extra: ExtraWindow[] =
    special?.kind === 'extra'
      ? (special.slots ?? []).filter((window) => window.zoneId === zone.id)
      : [];
  return [...weekly, ...extra].sort(
    (a, b) => minutesOfDay(a.start) - minutesOfDay(b.start) || a.id.localeCompare(b.id),
  );
}

/** A window placed on a date: its start and cut-off as UTC instants, and its label. */
export function datedSlot(window: Window, date: string): DatedSlot {
  const cutoff = wallClockHoursBefore(date, window.start, window.cutoffHours);
  return {
    slotId: window.id,
    zoneId: window.zoneId,
    date,
    start: window.start,
    end: window.end,
    startsAt: nzWallTimeToUtc(date, window.start).toISOString(),
    cutoffAt: nzWallTimeToUtc(cutoff.date, cutoff.time).toISOString(),
    capacity: window.capacity,
    maxPacks: window.maxPacks ?? null,
    label: slotLabel(date, window.start, window.end),
  };
}

/**
 * The slots of a zone that can still be ordered for, from today (Papamoa time) for `days` days:
 * weekly windows on their weekdays, minus closed days, plus extra days, dropping those whose
 * cut-off has passed. Ordered by start. Capacity is applied later with `withBookings`.
 */
export function bookableSlots(
  schedule: ZoneSchedule,
  now: Date,
  days: number = BOOKING_HORIZON_DAYS,
): DatedSlot[] {
  const today = nzDateOf(now);
  const result: DatedSlot[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    for (const window of windowsOn(schedule, date)) {
      const slot = datedSlot(window, date);
      if (now.getTime() < Date.parse(slot.cutoffAt)) result.push(slot);
    }
  }
  return result;
}

/** A dated slot with its bookings counted; what is left never goes below 0. */
export function withBookings(slot: DatedSlot, booked: number, packsBooked = 0): SlotInstance {
  return {
    ...slot,
    booked,
    remaining: Math.max(0, slot.capacity - booked),
    packsBooked,
    packsRemaining: slot.maxPacks === null ? null : Math.max(0, slot.maxPacks - packsBooked),
  };
}

/** Whether a slot has a place for one more order of `packs` packs. */
export function hasRoomFor(slot: SlotInstance, packs: number): boolean {
  return slot.remaining > 0 && (slot.packsRemaining === null || slot.packsRemaining >= packs);
}

/** Why a slot cannot be booked: no such slot here, closed that day, past its cut-off, or full. */
export type SlotProblem = 'unavailable' | 'closed' | 'past_cutoff' | 'full';

/** What the shopper reads for each problem (the checkout shows it beside the slot picker). */
export function slotProblemMessage(problem: SlotProblem, slot?: DatedSlot): string {
  switch (problem) {
    case 'full':
      return 'This delivery slot is full.';
    case 'closed':
      return 'This delivery slot is closed.';
    case 'past_cutoff':
      return slot
        ? `This delivery slot is closed: orders for it had to be in by ${instantLabel(new Date(slot.cutoffAt))}.`
        : 'This delivery slot is closed.';
    case 'unavailable':
      return 'This delivery slot is not offered on that date for this address.';
  }
}

/** The outcome of checking one slot on one date: the dated slot, or why it cannot be had. */
export type SlotCheck =
  { ok: true; slot: DatedSlot } | { ok: false; problem: SlotProblem; slot?: DatedSlot };

/**
 * Checks that `slotId` is a window of the zone on `date` and open to orders at `now` (capacity
 * aside, which only the booking document can tell). An inactive zone or slot, or a closed day,
 * is `closed`; a slot the zone never has on that date is `unavailable`.
 */
export function checkSlot(
  schedule: ZoneSchedule,
  request: { date: string; slotId: string },
  now: Date,
): SlotCheck {
  const { date, slotId } = request;
  if (!isCalendarDate(date)) return { ok: false, problem: 'unavailable' };
  const { zone, slots, specialDates } = schedule;
  const weekly = slots.find((slot) => slot.id === slotId && slot.zoneId === zone.id);
  const special = specialDates.get(date);
  const extra =
    special?.kind === 'extra'
      ? special.slots?.find((window) => window.id === slotId && window.zoneId === zone.id)
      : undefined;
  const weeklyOnDate = weekly?.weekday === isoWeekdayOf(date) ? weekly : undefined;
  const definition: Window | undefined = extra ?? weeklyOnDate;
  if (!definition) return { ok: false, problem: 'unavailable' };
  const slot = datedSlot(definition, date);
  const inactiveSlot = !extra && weeklyOnDate?.active === false;
  if (!zone.active || inactiveSlot || closesZone(special, zone.id)) {
    return { ok: false, problem: 'closed', slot };
  }
  if (now.getTime() >= Date.parse(slot.cutoffAt))
    return { ok: false, problem: 'past_cutoff', slot };
  return { ok: true, slot };
}

/** Slots grouped by date for a picker: `[{date, label, slots}]` in date order. */
export function groupByDay<T extends { date: string }>(
  slots: readonly T[],
  dayLabelOf: (date: string) => string,
): { date: string; label: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, daySlots]) => ({ date, label: dayLabelOf(date), slots: daySlots }));
}
