import {
  bookableSlots,
  BOOKING_HORIZON_DAYS,
  openSlots,
  type SlotInstance,
  type ZoneSchedule,
} from '../../lib/delivery/availability.ts';
import type { Slot, SpecialDate } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { bookingIdOf, slotBookings } from './store.ts';

/** How many orders a dated slot holds now. */
export async function bookedCount(date: string, slotId: string): Promise<number> {
  return (await slotBookings.get(bookingIdOf(date, slotId)))?.booked ?? 0;
}

/**
 * The slots of each zone open from `now` for the booking horizon, with places left: the weekly
 * pattern, the horizon's special dates and the booking documents (read now) put together.
 */
export async function openSlotsOf(
  zones: readonly Zone[],
  slots: readonly Slot[],
  special: ReadonlyMap<string, SpecialDate>,
  now: Date,
): Promise<Map<string, SlotInstance[]>> {
  const result = new Map<string, SlotInstance[]>();
  await Promise.all(
    zones.map(async (zone) => {
      const schedule: ZoneSchedule = { zone, slots, specialDates: special };
      const bookable = bookableSlots(schedule, now, BOOKING_HORIZON_DAYS);
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
