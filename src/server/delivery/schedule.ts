import {
  bookableSlots,
  BOOKING_HORIZON_DAYS,
  hasRoomFor,
  type SlotInstance,
  type ZoneSchedule,
} from '../../lib/delivery/availability.ts';
import { slotOnItsDate } from '../../lib/delivery/slot-capacity.ts';
import type { Slot, SpecialDate } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { bookingIdOf, slotBookings } from './store.ts';

/**
 * The slots of each zone open from `now` for the booking horizon with room for an order of
 * `packs` packs: the weekly pattern, the horizon's special dates and the booking documents (read
 * now, with each date's own capacity, pack limit and closure) put together.
 */
export async function openSlotsOf(
  zones: readonly Zone[],
  slots: readonly Slot[],
  special: ReadonlyMap<string, SpecialDate>,
  now: Date,
  packs = 0,
): Promise<Map<string, SlotInstance[]>> {
  const result = new Map<string, SlotInstance[]>();
  await Promise.all(
    zones.map(async (zone) => {
      const schedule: ZoneSchedule = { zone, slots, specialDates: special };
      const bookable = bookableSlots(schedule, now, BOOKING_HORIZON_DAYS);
      const bookings = await Promise.all(
        bookable.map((dated) => slotBookings.get(bookingIdOf(dated.date, dated.slotId))),
      );
      const open = bookable.flatMap((dated, index) => {
        const onDate = slotOnItsDate(dated, bookings[index] ?? null);
        return !onDate.closedOnDate && hasRoomFor(onDate.slot, packs) ? [onDate.slot] : [];
      });
      result.set(zone.id, open);
    }),
  );
  return result;
}
