// The orders search's word index: one key per word of an order, `order-words/<word>/<entry>`, so
// a search lists only the keys of the word asked for (a prefix of it: "pac" lists "pacific"),
// however many orders and years the shop has. The words are folded (foldForSearch): the order's
// number, name, email, phone (also as bare digits) and its address, suburb, city and gift
// recipient. An entry carries the order's list key and folded search text, so the search shows
// its row and checks the whole query without reading the order. An entry that would pass
// Netlify's 600-byte key limit (only for very long names and addresses) carries the order's
// folder and sort part alone, and the search reads that one order.
import { utf8Length } from '../key-text.ts';
import { folderOf, orderListKeyOf, orderListRowFromKey, sortPartOf } from './order-list.ts';
import type { OrderListRow } from './order-list.ts';
import type { Order } from './order.ts';
import { foldForSearch, orderSearchTextOf } from './order-search.ts';

/** The prefix of the word index keys. */
export const ORDER_WORDS_PREFIX = 'order-words';

/** The prefix of each order's record of the word keys it has now (so a sync can drop old ones). */
export const ORDER_WORDS_OF_PREFIX = 'order-words-of';

/** The longest word indexed, in bytes (folded words are ASCII); longer words are cut. */
const MOST_WORD_BYTES = 40;
/** Netlify's longest key. */
const MOST_KEY_BYTES = 600;
/** The last part of a full entry starts so: the order's folded search words follow. */
const TEXT_MARK = 't~';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The distinct folded words an order is found by. */
export function searchWordsOf(order: Order): string[] {
  const phone = digitsOf(order.customer.phone);
  const texts = [
    order.number,
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    orderSearchTextOf(order),
  ];
  const words = texts.flatMap((text) => foldForSearch(text).split(' '));
  // A phone is typed whole, with or without its leading 0 (+64 27… is 027…).
  words.push(phone, phone.replace(/^0/, ''));
  return [
    ...new Set(words.map((word) => word.slice(0, MOST_WORD_BYTES)).filter((word) => word !== '')),
  ].sort();
}

/** The entry (the key's part after the word) an order has under each of its words. */
export function wordEntryOf(order: Order, word: string): string {
  const text = orderSearchTextOf(order).replaceAll(' ', '-');
  const full = `${orderListKeyOf(order)}/${TEXT_MARK}${text}`;
  const fits = utf8Length(`${ORDER_WORDS_PREFIX}/${word}/${full}`) <= MOST_KEY_BYTES;
  return fits ? full : `${folderOf(order.placedAt)}/${sortPartOf(order)}`;
}

/** Every word index key (prefix included) of the order as it is now, sorted. */
export function wordKeysOf(order: Order): string[] {
  return searchWordsOf(order).map(
    (word) => `${ORDER_WORDS_PREFIX}/${word}/${wordEntryOf(order, word)}`,
  );
}

/** What one word index key says: the row and search words, or (a short entry) the order's id. */
export type WordEntry =
  | { kind: 'row'; listKey: string; row: OrderListRow; text: string }
  | { kind: 'order'; listStem: string; id: string };

/** The entry of a word index key (prefix included), or null for a key that is none. */
export function wordEntryOfKey(key: string): WordEntry | null {
  const parts = key.split('/');
  if (parts[0] !== ORDER_WORDS_PREFIX || parts.length < 4) return null;
  const entry = parts.slice(2);
  if (entry.length === 2) {
    const [folder = '', sortPart = ''] = entry;
    return { kind: 'order', listStem: `${folder}/${sortPart}`, id: sortPart.slice(14) };
  }
  const last = entry.at(-1) ?? '';
  if (!last.startsWith(TEXT_MARK)) return null;
  const listKey = entry.slice(0, -1).join('/');
  const row = orderListRowFromKey(listKey);
  if (!row) return null;
  return { kind: 'row', listKey, row, text: last.slice(TEXT_MARK.length).replaceAll('-', ' ') };
}

/**
 * The word whose keys a search lists: for a phone number typed any way, its digits (without
 * +64); else the longest folded word of the query, the one that narrows it most. The whole query
 * is then checked on each entry found (searchFinds). Null when the query has no word of two
 * characters or more (the search then reads the list itself).
 */
export function lookupWordOf(search: string): string | null {
  const wanted = search.trim().toLowerCase();
  const digits = digitsOf(wanted);
  if (digits.length >= 3 && digits.length === wanted.replace(/[\s()+-]/g, '').length) {
    return digits.replace(/^64/, '').slice(0, MOST_WORD_BYTES);
  }
  const words = foldForSearch(wanted).split(' ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest.length >= 2 ? longest.slice(0, MOST_WORD_BYTES) : null;
}
