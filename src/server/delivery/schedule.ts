import {
  bookableSlots,
  BOOKING_HORIZON_DAYS,
  openSlots,
  type SlotInstance,
  type ZoneSchedule,
} from '../../lib/delivery/availability.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Slot, SpecialDate } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { bookingIdOf, slotBookings, specialDates } from './store.ts';

/** The special dates among `days` dates from `from`, read by key (no listing of every year). */
export async function specialDatesFrom(
  from: string,
  days: number,
): Promise<Map<string, SpecialDate>> {
  const dates = Array.from({ length: days }, (_, offset) => addDays(from, offset));
  const found = await Promise.all(dates.map((date) => specialDates.get(date)));
  return new Map(found.flatMap((day) => (day ? [[day.date, day] as const] : [])));
}

/** How many orders a dated slot holds now. */
export async function bookedCount(date: string, slotId: string): Promise<number> {
  return (await slotBookings.get(bookingIdOf(date, slotId)))?.booked ?? 0;
}

/**
 * The slots of each zone open from `now` for the booking horizon, with places left: the weekly
 * pattern, special dates and the booking documents put together.
 */
export async function openSlotsOf(
  zones: readonly Zone[],
  slots: readonly Slot[],
  now: Date,
  days: number = BOOKING_HORIZON_DAYS,
): Promise<Map<string, SlotInstance[]>> {
  const special = await specialDatesFrom(nzDateOf(now), days);
  const result = new Map<string, SlotInstance[]>();
  await Promise.all(
    zones.map(async (zone) => {
      const schedule: ZoneSchedule = { zone, slots, specialDates: special };
      const bookable = bookableSlots(schedule, now, days);
      const counts = await Promise.all(
        bookable.map((dated) => bookedCount(dated.date, dated.slotId)),
      );
      const booked = new Map(bookable.map((dated, index) => [dated, counts[index] ?? 0]));
      result.set(
        zone.id,
        openSlots(bookable, (dated) => booked.get(dated) ?? 0),
      );
    }),
  );
  return result;
}
