// Where each standing-order delivery of the forecast will go, decided as the job will decide it at
// the delivery's change-by time: on its own date when its slot is open then with room for its
// packs; otherwise as the shopper chose, to the next open slot before the following delivery
// (the job's own search) or nowhere (skipped). So a closed day forecasts nothing.
import {
  bookableSlots,
  BOOKING_HORIZON_DAYS,
  datedSlot,
  hasRoomFor,
} from '../../lib/delivery/availability.ts';
import { nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import { slotOnItsDate } from '../../lib/delivery/slot-capacity.ts';
import type { Slot, SpecialDate } from '../../lib/delivery/slots.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import {
  FORECAST_DAYS,
  standingDatesBetween,
  type DeliveryDateOf,
} from '../../lib/standing-orders/forecast.ts';
import {
  changeByOf,
  packsOf,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { actionFor } from '../../lib/standing-orders/standing-run.ts';
import {
  bookingIdOf,
  deliverySlots,
  deliveryZones,
  slotBookings,
  specialDatesFrom,
} from '../delivery/store.ts';
import { firstRequest, nextOpenSlot } from './delivery-attempts.ts';

interface Schedule {
  zones: readonly Zone[];
  slots: readonly Slot[];
  special: ReadonlyMap<string, SpecialDate>;
}

/** Whether the standing order's own slot takes its delivery of `date` at `makeAt`. */
async function goesAsPlanned(order: StandingOrder, date: string, makeAt: Date, at: Schedule) {
  const zone = at.zones.find((found) => found.id === order.fulfilment.zoneId);
  const slot = at.slots.find((found) => found.id === order.fulfilment.slotId);
  if (!zone || !slot) return false;
  const schedule = { zone, slots: at.slots, specialDates: at.special };
  const bookable = bookableSlots(schedule, makeAt, BOOKING_HORIZON_DAYS).find(
    (found) => found.slotId === slot.id && found.date === date,
  );
  if (!bookable) return false;
  const onDate = slotOnItsDate(bookable, await slotBookings.get(bookingIdOf(date, slot.id)));
  return !onDate.closedOnDate && hasRoomFor(onDate.slot, packsOf(order));
}

/** The date the delivery due on `date` will go out on (null: it will be skipped). */
async function deliveryDateFor(order: StandingOrder, date: string, at: Schedule) {
  const slot = at.slots.find((found) => found.id === order.fulfilment.slotId);
  const cutoffAt = slot
    ? datedSlot(slot, date).cutoffAt
    : nzWallTimeToUtc(date, '00:00').toISOString();
  const makeAt = new Date(changeByOf(cutoffAt));
  if (await goesAsPlanned(order, date, makeAt, at)) return date;
  if (actionFor(order.whenUnavailable, 'closed') === 'skip') return null;
  const moved = await nextOpenSlot(order, firstRequest(order, date), date, makeAt);
  return moved?.date ?? null;
}

/**
 * Where the standing orders' deliveries due from `from` for FORECAST_DAYS days will go, read
 * once: the slots, zones, the days' special dates and each delivery's booking document.
 */
export async function standingDeliveryDates(
  standing: readonly StandingOrder[],
  from: string,
  until: string,
): Promise<DeliveryDateOf> {
  // Without a delivery due there is nothing to place: the schedule is not read.
  if (!standing.some((order) => standingDatesBetween(order, from, until).length > 0)) {
    return (_, date) => date;
  }
  const [zones, slots, special] = await Promise.all([
    deliveryZones.list(),
    deliverySlots.list(),
    specialDatesFrom(from, FORECAST_DAYS),
  ]);
  const at: Schedule = { zones, slots, special };
  const dates = new Map<string, string | null>();
  await Promise.all(
    standing.flatMap((order) =>
      standingDatesBetween(order, from, until).map(async (date) => {
        dates.set(`${order.id}/${date}`, await deliveryDateFor(order, date, at));
      }),
    ),
  );
  return (order, date) => {
    const key = `${order.id}/${date}`;
    return dates.has(key) ? (dates.get(key) ?? null) : date;
  };
}
