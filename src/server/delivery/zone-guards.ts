// The checks a zone change must pass before it is written: no postcode or suburb claimed by two
// active zones, and no zone deactivated under booked orders without staff confirming it.
import { deliveryZonesArea } from '../../lib/admin/areas/delivery-zones.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { zoneClashes, zoneClashMessage } from '../../lib/delivery/zone-clash.ts';
import type { Zone } from '../../lib/delivery/zones.ts';
import { HttpError } from '../http/errors.ts';
import { bookedOrdersBetween } from './booked-orders.ts';
import { deliveryZones } from './store.ts';

/**
 * Refuses (409, the message beside the field at fault) an active delivery zone that claims a
 * postcode or suburb another active delivery zone claims, naming that zone.
 */
export async function assertNoZoneClash(zone: Zone): Promise<void> {
  if (!zone.active || zone.kind !== 'delivery') return;
  const clashes = zoneClashes(zone, await deliveryZones.list());
  const [first] = clashes;
  if (!first) return;
  throw new HttpError(409, zoneClashMessage(first), {
    errors: Object.fromEntries(clashes.map((clash) => [clash.field, zoneClashMessage(clash)])),
    details: { reason: deliveryZonesArea.refusals.zoneClash, zone: first.zone },
  });
}

/**
 * Refuses (409, with the bookings) to deactivate a zone while orders hold places in it from
 * today on, unless staff saw them and confirmed.
 */
export async function assertDeactivationConfirmed(
  before: Zone,
  after: { active: boolean },
  confirmed: boolean,
  now = new Date(),
): Promise<void> {
  if (confirmed || !before.active || after.active) return;
  const bookings = await bookedOrdersBetween({
    from: nzDateOf(now),
    zoneIds: (zoneId) => zoneId === before.id,
  });
  if (bookings.length === 0) return;
  const count = bookings.length === 1 ? '1 order is' : `${String(bookings.length)} orders are`;
  throw new HttpError(
    409,
    `${count} booked in ${before.name} from today on. They keep their places; contact them if the zone will not deliver, then confirm to deactivate it.`,
    { details: { reason: deliveryZonesArea.refusals.hasFutureBookings, bookings } },
  );
}
