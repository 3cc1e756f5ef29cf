import { optionDays, summarizeZone, type DeliveryOptions } from '../../lib/delivery/options.ts';
import type { DeliveryOptionsQuery } from '../../lib/delivery/requests.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { findDeliveryZone, findPickupZone } from '../../lib/delivery/zones.ts';
import { openSlotsOf } from './schedule.ts';
import { shopperSchedule } from './store.ts';

/**
 * GET /api/delivery/options: the zone of an address (or none) with its open days, and pickup
 * with its open days, for the next 14 days. Without postcode or suburb only pickup is offered;
 * with `packs`, only slots with room for that many packs are.
 */
export async function deliveryOptions(
  query: DeliveryOptionsQuery,
  now = new Date(),
): Promise<DeliveryOptions> {
  const { zones, slots, specialDates } = await shopperSchedule.get(nzDateOf(now));
  const zone = query.postcode || query.suburb ? findDeliveryZone(zones, query) : null;
  const pickup = findPickupZone(zones);
  const open = await openSlotsOf(
    [zone, pickup].filter((found) => found !== null),
    slots,
    specialDates,
    now,
    query.packs ?? 0,
  );
  return {
    zone: zone ? summarizeZone(zone) : null,
    days: zone ? optionDays(open.get(zone.id) ?? []) : [],
    pickup: pickup
      ? {
          ...summarizeZone(pickup),
          pickupAddress: pickup.pickupAddress ?? '',
          days: optionDays(open.get(pickup.id) ?? []),
        }
      : null,
  };
}
