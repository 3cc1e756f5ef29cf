import type {
  NewZoneRequest,
  SlotRequest,
  ZoneUpdateRequest,
} from '../../lib/delivery/requests.ts';
import { deliveryZonesArea } from '../../lib/admin/areas/delivery-zones.ts';
import { weeklySlotIdFor, type Slot } from '../../lib/delivery/slots.ts';
import { isDeliveryId, type Zone } from '../../lib/delivery/zones.ts';
import { slugFrom } from '../../lib/slug.ts';
import { auditedCreate, auditedDelete, auditedUpdate, type Actor } from '../audit.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { assertNoOverlap } from './slot-overlap.ts';
import { deliverySlots, deliveryZones } from './store.ts';
import { assertDeactivationConfirmed, assertNoZoneClash } from './zone-guards.ts';

/** A zone id made from a name: "Mount Maunganui" -> `mount-maunganui`. */
export function zoneIdFromName(name: string): string {
  return slugFrom(name, 60);
}

/** Every zone, by id. */
export async function listZones(): Promise<Zone[]> {
  return (await deliveryZones.list()).sort((a, b) => a.id.localeCompare(b.id));
}

/** One zone, or 404. */
export async function getZone(id: string): Promise<Zone> {
  const zone = isDeliveryId(id) ? await deliveryZones.get(id) : null;
  if (!zone) throw new HttpError(404);
  return zone;
}

/** Creates a zone (409 when the id is taken) and audits it. */
export async function createZone(actor: Actor, input: NewZoneRequest): Promise<Zone> {
  const { id: requestedId, ...fields } = input;
  const id = requestedId ?? zoneIdFromName(fields.name);
  if (!isDeliveryId(id)) throw invalidFields({ id: 'Give the zone an id of letters and digits' });
  await assertNoZoneClash({ id, ...fields });
  const { created, record } = await auditedCreate(
    deliveryZones,
    id,
    { id, ...fields },
    { actor, action: 'delivery-zone.create' },
  );
  if (!created) throw new HttpError(409, 'A zone with this id already exists.');
  return record;
}

/**
 * Replaces a zone's fields (the id stays) and audits the change; refuses a postcode or suburb
 * clash, and deactivation under booked orders unless confirmed (zone-guards.ts).
 */
export async function replaceZone(
  actor: Actor,
  id: string,
  input: ZoneUpdateRequest,
): Promise<Zone> {
  const { confirmFutureBookings = false, ...fields } = input;
  const before = await getZone(id);
  await assertNoZoneClash({ id, ...fields });
  await assertDeactivationConfirmed(before, fields, confirmFutureBookings);
  const saved = await auditedUpdate(
    deliveryZones,
    id,
    (current) => {
      if (!current) throw new HttpError(404);
      return { id, ...fields };
    },
    { actor, action: 'delivery-zone.update' },
  );
  return saved.data;
}

/** Deletes a zone that has no weekly slots left (409 otherwise), and audits it. */
export async function deleteZone(actor: Actor, id: string): Promise<void> {
  await getZone(id);
  if ((await deliverySlots.list()).some((slot) => slot.zoneId === id)) {
    throw new HttpError(
      409,
      'This zone still has delivery slots. Delete them first, or make the zone inactive.',
      { details: { reason: deliveryZonesArea.refusals.zoneHasSlots } },
    );
  }
  await auditedDelete(deliveryZones, id, { actor, action: 'delivery-zone.delete' });
}

/** Every weekly slot, by zone, weekday and start; optionally of one zone. */
export async function listSlots(zoneId?: string): Promise<Slot[]> {
  return (await deliverySlots.list())
    .filter((slot) => zoneId === undefined || slot.zoneId === zoneId)
    .sort(
      (a, b) =>
        a.zoneId.localeCompare(b.zoneId) ||
        a.weekday - b.weekday ||
        a.start.localeCompare(b.start) ||
        a.id.localeCompare(b.id),
    );
}

/** One weekly slot, or 404. */
export async function getSlot(id: string): Promise<Slot> {
  const slot = isDeliveryId(id) ? await deliverySlots.get(id) : null;
  if (!slot) throw new HttpError(404);
  return slot;
}

async function assertZoneExists(zoneId: string): Promise<void> {
  if (!(await deliveryZones.get(zoneId)))
    throw invalidFields({ zoneId: 'Choose an existing zone' });
}

/**
 * Creates a weekly slot with a readable id (`papamoa-tue-1600`, then `-2`, `-3`… should that be
 * taken) and audits it; refused (409) when it overlaps an active window of its zone and day.
 * Ids never change afterwards, because orders refer to them.
 */
export async function createSlot(actor: Actor, input: SlotRequest): Promise<Slot> {
  await assertZoneExists(input.zoneId);
  await assertNoOverlap(input);
  const base = weeklySlotIdFor(input);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const id = attempt === 1 ? base : `${base}-${attempt}`;
    const { created, record } = await auditedCreate(
      deliverySlots,
      id,
      { id, ...input },
      { actor, action: 'delivery-slot.create' },
    );
    if (created) return record;
  }
  throw new HttpError(409, 'This zone already has too many slots at that day and time.');
}

/** Replaces a weekly slot's fields (the id stays; no overlap, as above) and audits the change. */
export async function replaceSlot(actor: Actor, id: string, input: SlotRequest): Promise<Slot> {
  await getSlot(id);
  await assertZoneExists(input.zoneId);
  await assertNoOverlap(input, id);
  const saved = await auditedUpdate(
    deliverySlots,
    id,
    (current) => {
      if (!current) throw new HttpError(404);
      return { id, ...input };
    },
    { actor, action: 'delivery-slot.update' },
  );
  return saved.data;
}

/**
 * Deletes a weekly slot and audits it. Places already booked stay with their orders (and can
 * still be released); to stop new bookings but keep the record, make the slot inactive instead.
 */
export async function deleteSlot(actor: Actor, id: string): Promise<void> {
  await getSlot(id);
  await auditedDelete(deliverySlots, id, { actor, action: 'delivery-slot.delete' });
}
