// Standing orders by due day: `standing-days/<YYYY-MM-DD>/<id>~<zone>~<slot>/<n>~<meal>*<packs>…`,
// one key per delivery the standing order will send in the eight weeks from its next date (more
// keys only when its meals pass one key part). The prep list and the forecast list the keys of
// their days instead of reading every standing order: one listing per day, or one for a stretch
// of days (`standing-days/2026-1` for 29 November to 26 December), however many standing orders
// there are (a listing is paged by 1,000 keys: four weeks of 500 standing orders is two pages).
// The keys are a function of the record alone (its next date, rhythm, skips, pause and meals),
// kept by saveStandingOrder with the record's other keys, so they follow every change.
import { addDays } from '../delivery/nz-time.ts';
import { cutToBytes } from '../key-text.ts';
import { standingDatesBetween } from './forecast.ts';
import type { StandingOrder } from './standing-order.ts';

/** The prefix of the due-day keys. */
export const STANDING_DAYS_PREFIX = 'standing-days';

/** How far past its next date a standing order's deliveries are keyed: past the forecast's end. */
const KEYED_DAYS = 8 * 7;
/** The most bytes of the meals part of one key (a file name in the local store is 255 at most). */
const MOST_MEALS_BYTES = 200;

/** One delivery a standing order will send, as its key says. */
export interface StandingDelivery {
  id: string;
  /** The date it is due (before any move to another slot). */
  date: string;
  zoneId: string;
  slotId: string;
  items: { productId: string; quantity: number }[];
}

/** The meals of a delivery in key parts of at most MOST_MEALS_BYTES each, numbered. */
function mealParts(order: StandingOrder): string[] {
  const parts: string[][] = [[]];
  for (const item of order.items) {
    const meal = `${item.productId}*${String(item.quantity)}`;
    const last = parts.at(-1) ?? [];
    if (last.length > 0 && [...last, meal].join('~').length > MOST_MEALS_BYTES) parts.push([meal]);
    else last.push(meal);
  }
  return parts.map((meals, index) => `${String(index)}~${meals.join('~')}`);
}

/** Every due-day key (prefix included) of the standing order. */
export function standingDayKeysOf(order: StandingOrder): string[] {
  const dates = standingDatesBetween(order, order.nextDate, addDays(order.nextDate, KEYED_DAYS));
  const who = [
    order.id,
    cutToBytes(order.fulfilment.zoneId, 60),
    cutToBytes(order.fulfilment.slotId, 80),
  ];
  const parts = mealParts(order);
  return dates.flatMap((date) =>
    parts.map((meals) => `${STANDING_DAYS_PREFIX}/${date}/${who.join('~')}/${meals}`),
  );
}

/**
 * The prefixes to list for the days from `from` to `until`: one day's own folder, else the
 * dates' common beginning (`…/2026-1` for 29 November to 26 December). Keys exist only from each
 * standing order's next date to eight weeks on, so a wider prefix adds at most the keys of those
 * weeks, and one listing pages them by 1,000 with no rounding up per month. The caller drops the
 * days outside.
 */
export function standingDayPrefixes(from: string, until: string): string[] {
  if (from === until) return [`${STANDING_DAYS_PREFIX}/${from}/`];
  let shared = 0;
  while (shared < from.length && from[shared] === until[shared]) shared += 1;
  return [`${STANDING_DAYS_PREFIX}/${from.slice(0, shared)}`];
}

/** The deliveries the listed keys hold, each once with all its meals, from `from` to `until`. */
export function standingDeliveriesOfKeys(
  keys: readonly string[],
  from: string,
  until: string,
): StandingDelivery[] {
  const deliveries = new Map<string, StandingDelivery>();
  for (const key of keys) {
    const [prefix, date = '', who = '', meals = ''] = key.split('/');
    const [id = '', zoneId = '', slotId = ''] = who.split('~');
    if (prefix !== STANDING_DAYS_PREFIX || date < from || date > until || !id) continue;
    const delivery = deliveries.get(`${date}/${id}`) ?? { id, date, zoneId, slotId, items: [] };
    for (const meal of meals.split('~').slice(1)) {
      const [productId = '', quantity = ''] = meal.split('*');
      if (productId && /^\d{1,4}$/.test(quantity)) {
        delivery.items.push({ productId, quantity: Number(quantity) });
      }
    }
    deliveries.set(`${date}/${id}`, delivery);
  }
  return [...deliveries.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
  );
}
