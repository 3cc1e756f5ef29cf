import { dayLabel } from '../../lib/delivery/labels.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { publicDeliveryZones, type PublicZone } from '../../lib/delivery/public-summary.ts';
import { CDN_SECONDS, DELIVERY_PAGE_CACHE_TAG, publicCacheHeaders } from '../http/cdn-cache.ts';
import { shopperSchedule } from './store.ts';

/** A closed day in the coming fortnight, e.g. "Mon 1 Dec: Anniversary Day". */
export interface PublicClosure {
  date: string;
  label: string;
}

/** What /delivery shows from the live delivery set-up. */
export interface DeliveryPageData {
  zones: PublicZone[];
  closures: PublicClosure[];
}

/**
 * The live zones, weekly windows and closed days of the next fortnight for /delivery, read
 * through the same schedule GET /api/delivery/options uses, so the page and checkout agree.
 */
export async function deliveryPageData(now = new Date()): Promise<DeliveryPageData> {
  const { zones, slots, specialDates } = await shopperSchedule.get(nzDateOf(now));
  const closures = [...specialDates.values()]
    .filter((day) => day.kind === 'closed' && day.zoneIds === undefined)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const why = day.holiday ?? day.note;
      return { date: day.date, label: `${dayLabel(day.date)}${why ? `: ${why}` : ''}` };
    });
  return { zones: publicDeliveryZones(zones, slots), closures };
}

/**
 * Caching for /delivery: a short CDN life, since staff changes to zones are not purged by tag;
 * the tag lets a deploy (new page text) drop it at once.
 */
export function deliveryPageCacheHeaders(): Record<string, string> {
  return publicCacheHeaders(CDN_SECONDS.deliveryPage, [DELIVERY_PAGE_CACHE_TAG]);
}
