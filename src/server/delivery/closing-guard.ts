import { specialDatesArea } from '../../lib/admin/areas/special-dates.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { closesZone, type SpecialDate } from '../../lib/delivery/slots.ts';
import { HttpError } from '../http/errors.ts';
import { bookedOrdersBetween } from './booked-orders.ts';

/**
 * Refuses (409, with the bookings and links to them) to close zones on a day when orders are
 * booked in them, unless staff saw the list and confirmed. Only zones the change newly closes
 * count, so editing the note of a day closed earlier does not warn again.
 */
export async function assertClosingConfirmed(
  date: string,
  before: SpecialDate | null,
  after: Pick<SpecialDate, 'kind' | 'zoneIds'> & { confirmBookings?: boolean | undefined },
  now = new Date(),
): Promise<void> {
  if (after.confirmBookings || after.kind !== 'closed' || date < nzDateOf(now)) return;
  const closedAfter = { date, note: '', ...after };
  const bookings = await bookedOrdersBetween({
    from: date,
    to: date,
    zoneIds: (zoneId) =>
      closesZone(closedAfter, zoneId) && !closesZone(before ?? undefined, zoneId),
  });
  if (bookings.length === 0) return;
  const count = bookings.length === 1 ? '1 order is' : `${String(bookings.length)} orders are`;
  throw new HttpError(
    409,
    `${count} booked on ${date} in the zones this closes. Move them to another day, or contact those customers and reschedule, cancel or keep each order, then confirm to close the day.`,
    { details: { reason: specialDatesArea.refusals.hasBookings, bookings } },
  );
}
