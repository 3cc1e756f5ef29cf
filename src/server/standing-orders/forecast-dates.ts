// Where each standing-order delivery of the forecast will go, decided as the job will decide it at
// the delivery's change-by time: on its own date when its slot is open then with room for its
// packs; otherwise as the shopper chose, to the next open slot before the following delivery
// (the job's own search) or nowhere (skipped). So a closed day forecasts nothing. The deliveries
// come from the due-day keys (standing-days.ts): a standing order's record is read only when its
// delivery cannot go as planned, and each slot's bookings of a day once; zones and slots come from
// the catalogue snapshot (one read).
import {
  bookableSlots,
  BOOKING_HORIZON_DAYS,
  datedSlot,
  hasRoomFor,
  type DatedSlot,
} from '../../lib/delivery/availability.ts';
import { addDays, nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import { slotOnItsDate } from '../../lib/delivery/slot-capacity.ts';
import type { Slot, SpecialDate } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { FORECAST_DAYS, type ForecastDelivery } from '../../lib/standing-orders/forecast.ts';
import type { StandingDelivery } from '../../lib/standing-orders/standing-days.ts';
import { changeByOf, packsOf } from '../../lib/standing-orders/standing-order.ts';
import { actionFor } from '../../lib/standing-orders/standing-run.ts';
import type { CatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { bookingIdOf, slotBookings } from '../delivery/store.ts';
import { firstRequest, nextOpenSlot } from './delivery-attempts.ts';
import { standingOrders } from './standing-orders.ts';

interface Schedule {
  zones: readonly Zone[];
  slots: readonly Slot[];
  special: ReadonlyMap<string, SpecialDate>;
  /** A day's bookings of a slot, read once however many deliveries ask. */
  bookingOf: (date: string, slotId: string) => ReturnType<typeof slotBookings.get>;
  /**
   * The zone's bookable slots at an instant, worked out once per zone and instant: deliveries of
   * one slot and day share their change-by time, so hundreds of standing orders ask a few dozen
   * questions, and the forecast's time stays flat as standing orders grow.
   */
  bookableAt: (zone: Zone, makeAt: Date) => DatedSlot[];
}

/** Whether the delivery's own slot takes it on `date` at `makeAt`. */
async function goesAsPlanned(delivery: StandingDelivery, makeAt: Date, at: Schedule) {
  const { date } = delivery;
  const zone = at.zones.find((found) => found.id === delivery.zoneId);
  const slot = at.slots.find((found) => found.id === delivery.slotId);
  if (!zone || !slot) return false;
  const bookable = at
    .bookableAt(zone, makeAt)
    .find((found) => found.slotId === slot.id && found.date === date);
  if (!bookable) return false;
  const onDate = slotOnItsDate(bookable, await at.bookingOf(date, slot.id));
  return !onDate.closedOnDate && hasRoomFor(onDate.slot, packsOf(delivery));
}

/** The date the delivery due on its date will go out on (null: it will be skipped). */
async function deliveryDateFor(delivery: StandingDelivery, at: Schedule) {
  const { date } = delivery;
  const slot = at.slots.find((found) => found.id === delivery.slotId);
  const cutoffAt = slot
    ? datedSlot(slot, date).cutoffAt
    : nzWallTimeToUtc(date, '00:00').toISOString();
  const makeAt = new Date(changeByOf(cutoffAt));
  if (await goesAsPlanned(delivery, makeAt, at)) return date;
  // Only a delivery its slot will not take needs the record: what the shopper chose, and the
  // job's own search for the next open slot.
  const order = await standingOrders.get(delivery.id);
  if (!order || actionFor(order.whenUnavailable, 'closed') === 'skip') return null;
  const moved = await nextOpenSlot(order, firstRequest(order, date), date, makeAt);
  return moved?.date ?? null;
}

/**
 * Where the deliveries due from `from` for FORECAST_DAYS days will go: each day's booking document
 * of a slot with a delivery is read once (by `readBooking`: the store, or a record holding them);
 * the zones, slots and special dates come from the catalogue snapshot the caller read. Without a
 * delivery, nothing is read.
 */
export async function placedStandingDeliveries(
  deliveries: readonly StandingDelivery[],
  from: string,
  catalogue: Pick<CatalogueSnapshot, 'zones' | 'slots' | 'specialDates'>,
  readBooking: (id: string) => ReturnType<typeof slotBookings.get> = (id) => slotBookings.get(id),
): Promise<ForecastDelivery[]> {
  if (deliveries.length === 0) return [];
  const { zones, slots } = catalogue;
  const until = addDays(from, FORECAST_DAYS + BOOKING_HORIZON_DAYS);
  const special = new Map(
    catalogue.specialDates
      .filter((day) => day.date >= from && day.date <= until)
      .map((day) => [day.date, day] as const),
  );
  const bookings = new Map<string, ReturnType<typeof slotBookings.get>>();
  const bookingOf = (date: string, slotId: string) => {
    const id = bookingIdOf(date, slotId);
    const found = bookings.get(id) ?? readBooking(id);
    bookings.set(id, found);
    return found;
  };
  const bookable = new Map<string, DatedSlot[]>();
  const bookableAt = (zone: Zone, makeAt: Date) => {
    const key = `${zone.id} ${String(makeAt.getTime())}`;
    const found =
      bookable.get(key) ??
      bookableSlots({ zone, slots, specialDates: special }, makeAt, BOOKING_HORIZON_DAYS);
    bookable.set(key, found);
    return found;
  };
  const at: Schedule = { zones, slots, special, bookingOf, bookableAt };
  return Promise.all(
    deliveries.map(async (delivery) => ({
      date: await deliveryDateFor(delivery, at),
      items: delivery.items,
    })),
  );
}
