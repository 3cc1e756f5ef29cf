import type { SpecialDateUpdateRequest } from '../../lib/delivery/requests.ts';
import { isCalendarDate } from '../../lib/delivery/nz-time.ts';
import type { SpecialDate } from '../../lib/delivery/slots.ts';
import { auditedCreate, auditedDelete, auditedUpdate, type Actor } from '../audit.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { assertClosingConfirmed } from './closing-guard.ts';
import { deliverySlots, deliveryZones, specialDates } from './store.ts';

/** Every special date in date order, optionally from a date on. */
export async function listSpecialDates(from?: string): Promise<SpecialDate[]> {
  return (await specialDates.list())
    .filter((day) => from === undefined || day.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** One special date, or 404. */
export async function getSpecialDate(date: string): Promise<SpecialDate> {
  const day = isCalendarDate(date) ? await specialDates.get(date) : null;
  if (!day) throw new HttpError(404);
  return day;
}

/**
 * Checks what a special date refers to: its zones exist, and no extra window borrows the id of
 * a weekly slot (they would share one booking document). 400 with the field at fault.
 */
async function assertReferencesExist(day: SpecialDateUpdateRequest): Promise<void> {
  const [zoneIds, slotIds] = await Promise.all([deliveryZones.listIds(), deliverySlots.listIds()]);
  const errors: Record<string, string> = {};
  day.zoneIds?.forEach((zoneId, index) => {
    if (!zoneIds.includes(zoneId)) errors[`zoneIds.${index}`] = 'No zone has this id';
  });
  day.slots?.forEach((window, index) => {
    if (!zoneIds.includes(window.zoneId)) errors[`slots.${index}.zoneId`] = 'No zone has this id';
    if (slotIds.includes(window.id)) errors[`slots.${index}.id`] = 'A weekly slot has this id';
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/**
 * Creates a special date (409 when the date already has one, or when it closes zones with orders
 * booked that day and `confirmBookings` is not set) and audits it.
 */
export async function createSpecialDate(
  actor: Actor,
  input: SpecialDateUpdateRequest & { date: string },
): Promise<SpecialDate> {
  const { confirmBookings, ...day } = input;
  await assertReferencesExist(day);
  await assertClosingConfirmed(day.date, null, { ...day, confirmBookings });
  const { created, record } = await auditedCreate(specialDates, day.date, day, {
    actor,
    action: 'special-date.create',
  });
  if (!created) {
    throw new HttpError(409, 'This date already has a special day. Change that one instead.');
  }
  return record;
}

/**
 * Creates or replaces the special date of `date` and audits it; says whether it was new. Closing
 * zones with orders booked that day needs `confirmBookings` (else 409 with the bookings).
 */
export async function putSpecialDate(
  actor: Actor,
  date: string,
  input: SpecialDateUpdateRequest,
): Promise<{ day: SpecialDate; created: boolean }> {
  if (!isCalendarDate(date)) throw new HttpError(404);
  const { confirmBookings, ...day } = input;
  await assertReferencesExist(day);
  await assertClosingConfirmed(date, await specialDates.get(date), { ...day, confirmBookings });
  const saved = await auditedUpdate(specialDates, date, () => ({ ...day, date }), {
    actor,
    action: (before) => (before ? 'special-date.update' : 'special-date.create'),
  });
  return { day: saved.data, created: saved.created };
}

/** Deletes a special date (the weekly pattern applies again) and audits it. */
export async function deleteSpecialDate(actor: Actor, date: string): Promise<void> {
  await getSpecialDate(date);
  await auditedDelete(specialDates, date, { actor, action: 'special-date.delete' });
}
