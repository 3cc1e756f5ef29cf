// A day's prep list kept as index keys, `prep-days/<YYYY-MM>/<DD>/<slot>/<cell>`, so the prep
// list of a day is one Blobs listing and the four-week forecast's placed orders one per month,
// however many orders and years the shop has. The keys are a derived record: written whole from
// the day's orders through buildPrepList (packs after refunds, the day's work only), never
// counted up. A `day~<n>` key says how many orders the day's index held when they were written;
// a reader that finds another number (an order placed or moved since) builds the list from the
// orders instead, so a list is never short of an order whose keys are still being written.
import { cutToBytes, fromKeySafe, toKeySafe } from '../key-text.ts';
import { prepListOfSlots, type PrepList, type PrepSlot } from './prep-list.ts';

/** The prefix of the prep list day keys. */
export const PREP_DAYS_PREFIX = 'prep-days';

/** Byte budgets, so each key part stays under 250 bytes (local store) and the key under 600. */
const BUDGET = { zoneId: 40, slotId: 60, slotLabel: 40, zoneName: 40, productId: 80, name: 60 };

const cut = (text: string, field: keyof typeof BUDGET) => cutToBytes(text, BUDGET[field]);
const safe = (text: string, field: keyof typeof BUDGET) => toKeySafe(cut(text, field));

/** The folder (prefix included, with a slash) of a day's keys: `prep-days/2026-12/03/`. */
export function prepDayFolder(date: string): string {
  return `${PREP_DAYS_PREFIX}/${date.slice(0, 7)}/${date.slice(8, 10)}/`;
}

/** The folder of a month's days: `prep-days/2026-12/`. */
export function prepMonthFolder(month: string): string {
  return `${PREP_DAYS_PREFIX}/${month}/`;
}

/** Every key (prefix included) of a day's prep list, `indexed` the orders its index held. */
export function prepDayKeysOf(list: PrepList, indexed: number): string[] {
  const folder = prepDayFolder(list.date);
  const keys = [`${folder}day~${String(indexed)}`];
  for (const slot of list.slots) {
    const slotPart = [
      slot.method,
      cut(slot.zoneId, 'zoneId'),
      cut(slot.slotId, 'slotId'),
      safe(slot.slotLabel, 'slotLabel'),
      safe(slot.zoneName, 'zoneName'),
    ].join('~');
    keys.push(`${folder}${slotPart}/o~${String(slot.orders)}`);
    for (const meal of slot.meals) {
      const cell = [
        'm',
        cut(meal.productId, 'productId'),
        String(meal.packs),
        String(meal.unpaidPacks),
        safe(meal.name, 'name'),
      ].join('~');
      keys.push(`${folder}${slotPart}/${cell}`);
    }
  }
  return keys.sort();
}

/** What a day's keys say: its prep list and how many orders its index held. */
export interface PrepDay {
  list: PrepList;
  indexed: number;
}

const count = (text: string | undefined) => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : null);

/** A day's prep list read back from its keys (each without the day's folder), or null if none. */
export function prepDayOfKeys(date: string, parts: readonly string[]): PrepDay | null {
  let indexed: number | null = null;
  const slots = new Map<string, PrepSlot>();
  for (const part of parts) {
    if (part.startsWith('day~')) indexed = count(part.slice(4));
    const [slotPart = '', cell = ''] = part.split('/');
    const [method, zoneId = '', slotId = '', label = '', zone = ''] = slotPart.split('~');
    if (!cell || (method !== 'delivery' && method !== 'pickup')) continue;
    const slot = slots.get(slotPart) ?? {
      ...{ slotId, zoneId, method, slotLabel: fromKeySafe(label), zoneName: fromKeySafe(zone) },
      ...{ orders: 0, packs: 0, unpaidPacks: 0, meals: [] },
    };
    const [kind, productId = '', packs, unpaid, name = ''] = cell.split('~');
    if (kind === 'o') slot.orders = count(productId) ?? 0;
    const [mealPacks, unpaidPacks] = [count(packs), count(unpaid)];
    if (kind === 'm' && mealPacks !== null && unpaidPacks !== null) {
      slot.meals.push({ productId, name: fromKeySafe(name), packs: mealPacks, unpaidPacks });
    }
    slots.set(slotPart, slot);
  }
  return indexed === null ? null : { list: prepListOfSlots(date, [...slots.values()]), indexed };
}
