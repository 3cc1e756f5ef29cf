import { BOOKING_HORIZON_DAYS } from '../../lib/delivery/availability.ts';
import { addDays } from '../../lib/delivery/nz-time.ts';
import {
  SlotBookingSchema,
  SlotSchema,
  SpecialDateSchema,
  type Slot,
  type SpecialDate,
} from '../../lib/delivery/slots.ts';
import { ZoneSchema, type Zone } from '../../lib/delivery/zones.ts';
import { followCatalogueWrite } from '../catalog/catalogue-snapshot.ts';
import { followBookingWrite } from '../standing-orders/standing-plan.ts';
import { reusedRead } from '../blobs/instance-reuse.ts';
import { recordCollection } from '../blobs/records.ts';

const forgetShopperSchedule = (): void => {
  shopperSchedule.forget();
  reusedZones.forget();
  reusedSlot.forget();
  reusedSpecialDate.forget();
};

/** Delivery zones and pickup points, one record each: `delivery-zones/<id>`. */
export const deliveryZones = recordCollection({
  prefix: 'delivery-zones',
  schema: ZoneSchema,
  afterWrite: forgetShopperSchedule,
  afterSave: followCatalogueWrite,
});

/** Weekly slots, one record each: `delivery-slots/<id>`. */
export const deliverySlots = recordCollection({
  prefix: 'delivery-slots',
  schema: SlotSchema,
  afterWrite: forgetShopperSchedule,
  afterSave: followCatalogueWrite,
});

/** Closed and extra days, one record per date: `special-dates/<YYYY-MM-DD>`. */
export const specialDates = recordCollection({
  prefix: 'special-dates',
  schema: SpecialDateSchema,
  afterWrite: forgetShopperSchedule,
  afterSave: followCatalogueWrite,
});

/**
 * Places taken in each dated slot: ONE shared document per date and slot,
 * `slot-bookings/<YYYY-MM-DD>/<slotId>`, changed only through update() (a conditional write on
 * the ETag it read, retried on conflict), so simultaneous orders never overbook.
 * Listing by `<date>/` gives a day's bookings.
 */
export const slotBookings = recordCollection({
  prefix: 'slot-bookings',
  schema: SlotBookingSchema,
  // Every writer keeps the standing plan's copy of the coming days' bookings (standing-plan.ts).
  afterSave: (id) => followBookingWrite(id),
});

/** The booking document id of a dated slot. */
export function bookingIdOf(date: string, slotId: string): string {
  return `${date}/${slotId}`;
}

/** The special dates among `days` dates from `from`: a listing per month, then only those days. */
export async function specialDatesFrom(
  from: string,
  days: number,
): Promise<Map<string, SpecialDate>> {
  const dates = new Set(Array.from({ length: days }, (_, offset) => addDays(from, offset)));
  // The months' keys say which days are special; only those are read (most days are not).
  const months = [...new Set([...dates].map((date) => date.slice(0, 7)))];
  const listed = (await Promise.all(months.map((month) => specialDates.listIds(month)))).flat();
  const found = await Promise.all(
    listed.filter((date) => dates.has(date)).map((date) => specialDates.get(date)),
  );
  return new Map(found.flatMap((day) => (day ? [[day.date, day] as const] : [])));
}

/** Zones, weekly slots and the special dates of a stretch of days: the calendar shoppers see. */
export interface ShopperSchedule {
  zones: Zone[];
  slots: Slot[];
  specialDates: Map<string, SpecialDate>;
}

/**
 * The delivery set-up behind GET /api/delivery/options for the booking horizon from a date
 * (Auckland), reused by an instance for 5 s: about 25 Blobs reads of records staff change rarely.
 * Places left are never reused (bookings are read per request), and placing an order checks
 * everything afresh.
 */
export const shopperSchedule = reusedRead(async (from: string): Promise<ShopperSchedule> => {
  const [zones, slots, special] = await Promise.all([
    deliveryZones.list(),
    deliverySlots.list(),
    specialDatesFrom(from, BOOKING_HORIZON_DAYS),
  ]);
  return { zones, slots, specialDates: special };
}, 5_000);

/**
 * Delivery zones, a weekly slot and a special date as placing an order reads them, reused by an
 * instance for 5 s like the shopper schedule: staff change them rarely. What decides whether a
 * place is free (the booking document) is always read afresh, inside its atomic update.
 */
export const reusedZones = reusedRead(() => deliveryZones.list(), 5_000);
export const reusedSlot = reusedRead((id: string) => deliverySlots.get(id), 5_000);
export const reusedSpecialDate = reusedRead((date: string) => specialDates.get(date), 5_000);
