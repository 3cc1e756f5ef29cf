// The orders that hold places in dated slots, found from the slot-booking documents
// (`slot-bookings/<date>/<slotId>`), listed by date prefix: never by reading every order.
import { BOOKING_HORIZON_DAYS } from '../../lib/delivery/availability.ts';
import type { BookedOrder } from '../../lib/delivery/booked-orders.ts';
import { addDays } from '../../lib/delivery/nz-time.ts';
import { orders } from '../orders/orders.ts';
import { bookingIdOf, deliverySlots, slotBookings, specialDates } from './store.ts';

/**
 * How far ahead bookings are looked for: well past the days shoppers can book, so a longer
 * booking horizon later still finds them.
 */
const LOOKAHEAD_DAYS = Math.max(BOOKING_HORIZON_DAYS, 14) + 62;

/** The `YYYY-MM` of every month from `from` to `to`, each once. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const month = date.slice(0, 7);
    if (months.at(-1) !== month) months.push(month);
  }
  return months;
}

/** The dated slots with a booking document from `from` (inclusive) to `to` (inclusive). */
async function bookedSlotsBetween(
  from: string,
  to: string,
): Promise<{ date: string; slotId: string }[]> {
  const prefixes = from === to ? [`${from}/`] : monthsBetween(from, to);
  const ids = (await Promise.all(prefixes.map((prefix) => slotBookings.listIds(prefix)))).flat();
  return ids.flatMap((id) => {
    const [date = '', slotId = ''] = id.split('/');
    return date >= from && date <= to && slotId ? [{ date, slotId }] : [];
  });
}

/** The zone of each dated slot: weekly slots by id, else the extra windows of its date. */
async function zoneOfSlots(
  slots: readonly { date: string; slotId: string }[],
): Promise<Map<string, string>> {
  const weekly = new Map((await deliverySlots.list()).map((slot) => [slot.id, slot.zoneId]));
  const zones = new Map<string, string>();
  const unknownDates = new Set<string>();
  for (const { date, slotId } of slots) {
    const zoneId = weekly.get(slotId);
    if (zoneId) zones.set(bookingIdOf(date, slotId), zoneId);
    else unknownDates.add(date);
  }
  const extraDays = await Promise.all([...unknownDates].map((date) => specialDates.get(date)));
  for (const day of extraDays) {
    for (const window of day?.slots ?? []) {
      zones.set(bookingIdOf(day?.date ?? '', window.id), window.zoneId);
    }
  }
  return zones;
}

/**
 * Every order holding a place from `from` to `to` (inclusive; `to` defaults to well past the
 * booking horizon) in the zones `zoneIds` accepts, in date, slot and order-number order.
 */
export async function bookedOrdersBetween(options: {
  from: string;
  to?: string;
  zoneIds: (zoneId: string) => boolean;
}): Promise<BookedOrder[]> {
  const { from, to = addDays(from, LOOKAHEAD_DAYS) } = options;
  const slots = await bookedSlotsBetween(from, to);
  if (slots.length === 0) return [];
  const zoneOf = await zoneOfSlots(slots);
  // A slot no longer known (a weekly slot deleted since) is judged by its orders' zones.
  const chosen = slots.flatMap((slot) => {
    const zoneId = zoneOf.get(bookingIdOf(slot.date, slot.slotId));
    return zoneId === undefined || options.zoneIds(zoneId) ? [{ ...slot, zoneId }] : [];
  });
  const booked = await Promise.all(
    chosen.map(async (slot) => {
      const booking = await slotBookings.get(bookingIdOf(slot.date, slot.slotId));
      return (booking?.orderIds ?? []).map((orderId) => ({ ...slot, orderId }));
    }),
  );
  const found = await Promise.all(
    booked.flat().map(async ({ orderId, date, slotId, zoneId }): Promise<BookedOrder[]> => {
      const order = await orders.get(orderId);
      const zone = zoneId ?? order?.fulfilment.zone.id;
      if (zone === undefined || (zoneId === undefined && !options.zoneIds(zone))) return [];
      return [
        {
          orderId,
          orderNumber: order?.number ?? null,
          customerName: order?.customer.name ?? null,
          date,
          slotId,
          slotLabel: order?.fulfilment.slotLabel ?? null,
          zoneId: zone,
        },
      ];
    }),
  );
  return found.flat().sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.slotId.localeCompare(b.slotId) ||
      (a.orderNumber ?? a.orderId).localeCompare(b.orderNumber ?? b.orderId, 'en', {
        numeric: true,
      }),
  );
}
