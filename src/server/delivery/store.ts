import { SlotBookingSchema, SlotSchema, SpecialDateSchema } from '../../lib/delivery/slots.ts';
import { ZoneSchema } from '../../lib/delivery/zones.ts';
import { recordCollection } from '../blobs/records.ts';

/** Delivery zones and pickup points, one record each: `delivery-zones/<id>`. */
export const deliveryZones = recordCollection({ prefix: 'delivery-zones', schema: ZoneSchema });

/** Weekly slots, one record each: `delivery-slots/<id>`. */
export const deliverySlots = recordCollection({ prefix: 'delivery-slots', schema: SlotSchema });

/** Closed and extra days, one record per date: `special-dates/<YYYY-MM-DD>`. */
export const specialDates = recordCollection({
  prefix: 'special-dates',
  schema: SpecialDateSchema,
});

/**
 * Places taken in each dated slot: ONE shared document per date and slot,
 * `slot-bookings/<YYYY-MM-DD>/<slotId>`, changed only through update() (GUIDE.md, rule 4).
 * Listing by `<date>/` gives a day's bookings.
 */
export const slotBookings = recordCollection({
  prefix: 'slot-bookings',
  schema: SlotBookingSchema,
});

/** The booking document id of a dated slot. */
export function bookingIdOf(date: string, slotId: string): string {
  return `${date}/${slotId}`;
}
