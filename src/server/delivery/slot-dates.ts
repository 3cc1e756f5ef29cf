import { deliverySlotsArea } from '../../lib/admin/areas/delivery-slots.ts';
import { addDays, isoWeekdayOf, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { changeDate, packsBookedOf } from '../../lib/delivery/slot-capacity.ts';
import {
  calendarSlot,
  slotCalendar,
  type CalendarSlot,
  type SlotCalendar,
} from '../../lib/delivery/slot-calendar.ts';
import type { SlotDateChange } from '../../lib/delivery/slot-dates.ts';
import { CalendarDateSchema, type SlotBooking } from '../../lib/delivery/slots.ts';
import { isDeliveryId } from '../../lib/delivery/zones.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import {
  bookingIdOf,
  deliverySlots,
  deliveryZones,
  slotBookings,
  specialDates,
  specialDatesFrom,
} from './store.ts';

/** How far ahead staff may change a date: a year is as far as anyone plans a van. */
const CHANGE_HORIZON_DAYS = 366;

/**
 * The booking documents of the dates from `from` to `to`, by `<date>/<slotId>`: listed by month
 * prefix (at most three months for the calendar), so only those dates' documents are read.
 */
async function bookingsBetween(from: string, to: string): Promise<Map<string, SlotBooking>> {
  const months = new Set<string>();
  for (let date = from; date <= to; date = addDays(date, 1)) months.add(`${date.slice(0, 7)}-`);
  const listed = await Promise.all([...months].map((month) => slotBookings.listIds(month)));
  const ids = listed.flat().filter((id) => {
    const date = id.slice(0, 10);
    return date >= from && date <= to;
  });
  const documents = await Promise.all(ids.map((id) => slotBookings.get(id)));
  return new Map(
    ids.flatMap((id, index) => {
      const booking = documents[index];
      return booking ? [[id, booking] as const] : [];
    }),
  );
}

/** GET /api/admin/delivery-slots/calendar: every zone's windows per day, with their bookings. */
export async function slotDatesCalendar(
  query: { from?: string | undefined; days: number },
  now = new Date(),
): Promise<SlotCalendar> {
  const from = query.from ?? nzDateOf(now);
  const to = addDays(from, query.days - 1);
  const [zones, slots, special, bookings] = await Promise.all([
    deliveryZones.list(),
    deliverySlots.list(),
    specialDatesFrom(from, query.days),
    bookingsBetween(from, to),
  ]);
  return slotCalendar(from, query.days, { zones, slots, specialDates: special, bookings });
}

/** The date of a path, checked: a real date from today (Papamoa) to a year ahead, else 400. */
function changeableDate(raw: string, now: Date): string {
  const parsed = CalendarDateSchema.safeParse(raw);
  if (!parsed.success) throw invalidFields({ date: 'Enter a real date as YYYY-MM-DD' });
  const today = nzDateOf(now);
  if (parsed.data < today) throw invalidFields({ date: 'Past dates cannot be changed' });
  if (parsed.data > addDays(today, CHANGE_HORIZON_DAYS)) {
    throw invalidFields({ date: 'Choose a date within a year' });
  }
  return parsed.data;
}

/** The window `slotId` has on `date` (weekly on its weekday, or an extra one), or 404. */
async function windowOn(slotId: string, date: string) {
  if (!isDeliveryId(slotId)) throw new HttpError(404);
  const [weekly, special] = await Promise.all([deliverySlots.get(slotId), specialDates.get(date)]);
  const extra =
    special?.kind === 'extra' ? special.slots?.find((window) => window.id === slotId) : undefined;
  const weeklyOnDate = weekly?.weekday === isoWeekdayOf(date) ? weekly : undefined;
  const window = extra ?? weeklyOnDate;
  if (!window) throw new HttpError(404, 'This slot has no window on that date.');
  const zone = await deliveryZones.get(window.zoneId);
  if (!zone) throw new HttpError(404, 'This slot has no window on that date.');
  // Extra-day windows have no pack limit of their own.
  const maxPacks = extra ? null : (weeklyOnDate?.maxPacks ?? null);
  return { window, zone, special, template: { capacity: window.capacity, maxPacks } };
}

/**
 * PUT /api/admin/delivery-slots/{slotId}/dates/{date}: one date's capacity, pack limit or
 * closure, leaving the weekly template alone; `{}` puts the date back to the template.
 *
 * The change is stored in the date's booking document itself (`slot-bookings/<date>/<slotId>`),
 * not in a record of its own: bookings and this change then go through the same atomic
 * update(), so "never below what is booked" is checked against the bookings of the very
 * version it writes over, and an order booking at the same moment either came first (and is
 * counted here) or reads the new limit. Two documents could not give that without a lock.
 */
export async function changeSlotDate(
  actor: Actor,
  request: { slotId: string; date: string; change: SlotDateChange },
  now = new Date(),
): Promise<CalendarSlot> {
  const date = changeableDate(request.date, now);
  const { window, zone, special, template } = await windowOn(request.slotId, date);
  const saved = await auditedUpdate(
    slotBookings,
    bookingIdOf(date, window.id),
    (current) => {
      const attempt = changeDate(current, template, request.change);
      if (attempt.ok) return attempt.booking;
      const message = attempt.errors.capacity ?? attempt.errors.maxPacks;
      throw new HttpError(409, message, {
        errors: attempt.errors,
        details: { reason: deliverySlotsArea.refusals.belowBooked },
      });
    },
    {
      actor,
      action: 'delivery-slot.date-change',
      view: (booking) =>
        booking && {
          override: booking.override ?? null,
          booked: booking.booked,
          packsBooked: packsBookedOf(booking),
        },
    },
  );
  return calendarSlot(zone, window, date, {
    zones: [zone],
    slots: [],
    specialDates: new Map(special ? [[date, special]] : []),
    bookings: new Map([[bookingIdOf(date, window.id), saved.data]]),
  });
}
