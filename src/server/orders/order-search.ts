import {
  ORDER_SEARCH_PREFIX,
  orderSearchKeyOf,
  searchEntryOfKeyPart,
  SORT_PART_LENGTH,
} from '../../lib/orders/order-search.ts';
import { folderOf, sortPartOf } from '../../lib/orders/order-list.ts';
import type { Order } from '../../lib/orders/order.ts';
import { retryingStore } from '../blobs/store-calls.ts';

const store = () => retryingStore();

/**
 * Writes an order's search key (its address and gift recipient, folded) and deletes any other of
 * the same order. The words never change after placement, so once is enough; repeating is safe.
 */
export async function syncOrderSearch(order: Order): Promise<void> {
  const wanted = `${ORDER_SEARCH_PREFIX}/${orderSearchKeyOf(order)}`;
  const stem = `${ORDER_SEARCH_PREFIX}/${folderOf(order.placedAt)}/${sortPartOf(order)}~`;
  const { blobs } = await store().list({ prefix: stem });
  const keys = blobs.map((blob) => blob.key);
  if (!keys.includes(wanted)) await store().set(wanted, '');
  await Promise.all(keys.filter((key) => key !== wanted).map((key) => store().delete(key)));
}

/**
 * The folded search words of every order of a half-month folder, by sort part: one Blobs list,
 * made only when the list is searched. An order without a key yet (before the backfill) is
 * still found by its number, name, email and phone.
 */
export async function searchTextsOf(folder: string): Promise<Map<string, string>> {
  const prefix = `${ORDER_SEARCH_PREFIX}/${folder}/`;
  const { blobs } = await store().list({ prefix });
  const texts = new Map<string, string>();
  for (const { key } of blobs) {
    const entry = searchEntryOfKeyPart(key.slice(prefix.length));
    if (entry) texts.set(entry.sortPart, entry.text);
  }
  return texts;
}

/** Where an order-list key (without its prefix) keeps the sort part that joins it to its words. */
export function sortPartOfListKey(key: string, folderDigits: number): string {
  return key.slice(folderDigits + 1, folderDigits + 1 + SORT_PART_LENGTH);
}
