// The request bodies and queries of the delivery API, shared with the admin screens and checkout
// so a form and the server validate with the same rules.
import { z } from 'zod';
import { multiLineField, oneLineField } from '../forms/plain-text.ts';
import {
  CalendarDateSchema,
  checkSpecialDate,
  checkWindowTimes,
  extraWindowIdFor,
  slotFieldsShape,
  specialDateFieldsShape,
  windowShape,
} from './slots.ts';
import {
  checkZoneFields,
  DeliveryIdSchema,
  PostcodeSchema,
  SuburbSchema,
  zoneFieldsShape,
} from './zones.ts';

// What staff type is checked for control characters here, on the way in; stored zones and days
// are read as they were saved, so a record from before this rule still loads.
const zoneRequestShape = {
  ...zoneFieldsShape,
  name: oneLineField(zoneFieldsShape.name),
  pickupAddress: oneLineField(zoneFieldsShape.pickupAddress.unwrap()).optional(),
};

/** POST /api/admin/delivery-zones: a new zone; the id is made from the name when left out. */
export const NewZoneRequestSchema = z
  .object({ id: DeliveryIdSchema.optional(), ...zoneRequestShape })
  .superRefine(checkZoneFields);
export type NewZoneRequest = z.output<typeof NewZoneRequestSchema>;

/**
 * PUT /api/admin/delivery-zones/{id}: the whole zone as it should be (the id stays).
 * `confirmFutureBookings` deactivates a zone although orders are booked in it (else 409).
 */
export const ZoneUpdateRequestSchema = z
  .object({ ...zoneRequestShape, confirmFutureBookings: z.boolean().optional() })
  .superRefine(checkZoneFields);
export type ZoneUpdateRequest = z.output<typeof ZoneUpdateRequestSchema>;

/** POST and PUT /api/admin/delivery-slots[/{id}]: a weekly window (ids are made by the server). */
export const SlotRequestSchema = z.object(slotFieldsShape).superRefine(checkWindowTimes);
export type SlotRequest = z.output<typeof SlotRequestSchema>;

/** An extra-day window as sent; without an id it gets one from its zone and start time. */
const ExtraWindowRequestSchema = z
  .object({ id: DeliveryIdSchema.optional(), ...windowShape })
  .superRefine(checkWindowTimes)
  .transform((window) => ({ ...window, id: window.id ?? extraWindowIdFor(window) }));

const specialDateRequestShape = {
  ...specialDateFieldsShape,
  note: multiLineField(specialDateFieldsShape.note.unwrap()).default(''),
  holiday: oneLineField(specialDateFieldsShape.holiday.unwrap()).optional(),
  slots: z.array(ExtraWindowRequestSchema).max(50, 'At most 50 windows').optional(),
  /** Closes zones although orders are booked in them that day (else 409 with the bookings). */
  confirmBookings: z.boolean().optional(),
};

/** POST /api/admin/special-dates: a closed or extra day. */
export const NewSpecialDateRequestSchema = z
  .object({ date: CalendarDateSchema, ...specialDateRequestShape })
  .superRefine(checkSpecialDate);
export type NewSpecialDateRequest = z.output<typeof NewSpecialDateRequestSchema>;

/** PUT /api/admin/special-dates/{date}: the day as it should be (the date comes from the path). */
export const SpecialDateUpdateRequestSchema = z
  .object(specialDateRequestShape)
  .superRefine(checkSpecialDate);
export type SpecialDateUpdateRequest = z.output<typeof SpecialDateUpdateRequestSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * GET /api/delivery/options?postcode=…&suburb=…&packs=…: all optional, blank counts as absent.
 * `packs` is the cart's pack count, so only slots with room for it are offered.
 */
export const DeliveryOptionsQuerySchema = z.object({
  postcode: z.preprocess(blankToUndefined, PostcodeSchema.optional()),
  suburb: z.preprocess(blankToUndefined, SuburbSchema.optional()),
  packs: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter the number of packs' })
      .int('Enter a whole number of packs')
      .min(0, 'Packs cannot be negative')
      .max(10_000, 'At most 10,000 packs')
      .optional(),
  ),
});
export type DeliveryOptionsQuery = z.output<typeof DeliveryOptionsQuerySchema>;
