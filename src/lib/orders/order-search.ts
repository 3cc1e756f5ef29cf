// What the orders list's search reads besides each row: the delivery address, suburb and city
// and a gift's recipient, kept in one index key per order beside the list's own
// (`order-search/<half-month>/<sort>~<words>`), so a search lists one more folder of keys per
// half-month and never reads an order. The words are folded (no accents, lower case, letters
// and digits only), so "cafe" finds "Café", and key-safe as they are.
import { cutToBytes } from '../key-text.ts';
import { folderOf, sortPartOf } from './order-list.ts';
import type { Order } from './order.ts';

/** The prefix of the search index keys. */
export const ORDER_SEARCH_PREFIX = 'order-search';

/** The length of an order's sort part (inverted time, dash, id): what joins it to its row. */
export const SORT_PART_LENGTH = 13 + 1 + 36;

/**
 * Byte budgets of the folded fields, so the key's last part stays under 250 bytes (a file name in
 * the local store) and the key far under Netlify's 600.
 */
const BUDGET = { line1: 60, line2: 25, suburb: 35, city: 25, recipient: 40 } as const;

/**
 * Text as search compares it: accents and other marks dropped (é → e, ā → a), lower case, every
 * run of anything but letters a-z and digits one space, trimmed. Letters of other scripts drop
 * out, so a search typed in them finds only by name, email or number.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words an order is also found by: its address and its gift's recipient. */
export function orderSearchTextOf(order: Order): string {
  const { fulfilment, gift } = order;
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  const parts: [string, number][] = [
    [address?.line1 ?? '', BUDGET.line1],
    [address?.line2 ?? '', BUDGET.line2],
    [address?.suburb ?? '', BUDGET.suburb],
    [address?.city ?? '', BUDGET.city],
    [gift?.recipientName ?? '', BUDGET.recipient],
  ];
  return parts
    .map(([text, bytes]) => cutToBytes(foldForSearch(text), bytes).trim())
    .filter((words) => words !== '')
    .join(' ');
}

/** The search key (without the prefix) of an order: its folder, sort part and folded words. */
export function orderSearchKeyOf(order: Order): string {
  const words = orderSearchTextOf(order).replaceAll(' ', '-');
  return `${folderOf(order.placedAt)}/${sortPartOf(order)}~${words}`;
}

/** The sort part and folded words a search key's last part carries, or null for another key. */
export function searchEntryOfKeyPart(part: string): { sortPart: string; text: string } | null {
  if (part.length < SORT_PART_LENGTH + 1 || part[SORT_PART_LENGTH] !== '~') return null;
  return {
    sortPart: part.slice(0, SORT_PART_LENGTH),
    text: part.slice(SORT_PART_LENGTH + 1).replaceAll('-', ' '),
  };
}
