// The orders search's word index (order-words.ts): written whole from the order by its one sync,
// read by a search one word's keys at a time.
import { z } from 'zod';
import { rowMatches, type OrderFilter } from '../../lib/orders/admin-requests.ts';
import {
  folderOf,
  orderListKeyOf,
  orderListRowOf,
  sortPartOf,
} from '../../lib/orders/order-list.ts';
import type { OrderListRow } from '../../lib/orders/order-list.ts';
import { ORDER_SEARCH_PREFIX, orderSearchTextOf } from '../../lib/orders/order-search.ts';
import {
  lookupWordOf,
  ORDER_WORDS_OF_PREFIX,
  ORDER_WORDS_PREFIX,
  wordEntryOfKey,
  wordKeysOf,
} from '../../lib/orders/order-words.ts';
import type { Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { getOrder } from './orders.ts';

const store = () => retryingStore();

/**
 * The word keys an order had at its last sync: what the next one deletes if they went. Only a
 * sync whose every write and delete landed marks it `settled`; before its keys, a sync writes it
 * unsettled, listing every key that may exist (not keys known to be written), so the next sync
 * writes them all again. A record from before the mark counts as unsettled.
 */
const orderWordKeys = recordCollection({
  prefix: ORDER_WORDS_OF_PREFIX,
  schema: z.object({
    keys: z.array(z.string().max(600)).max(500),
    settled: z.literal(true).optional(),
  }),
});

/** Writes the record of the order's word keys whole (a derived record: never merged). */
const recordWordKeys = (id: string, keys: string[], settled: boolean) =>
  orderWordKeys.update(id, (current) =>
    current?.keys.join('\n') === keys.join('\n') && Boolean(current.settled) === settled
      ? current
      : { keys, ...(settled && { settled: true as const }) },
  );

/**
 * Brings an order's word keys up to date: writes the keys of its words now and deletes those of
 * words it no longer has (an address edited, a status changed, erased details), recomputed whole
 * from the order. The record of its keys is first widened to old and new and marked unsettled,
 * so a run cut short (killed, or a write that failed) leaves every key it may have written known
 * to the next, and the next writes every key again: an unsettled record says what may exist,
 * never what does, and trusting it left an order with none of its keys for good. Only a run whose
 * writes and deletes all landed settles the record. Two syncs of one order at once each end by
 * reading the order again and repeat until it agrees with what they wrote. The key of the search
 * index before the word index (one per order by half-month) is deleted on the first sync.
 * Called only through syncOrderDerived (order-derived.ts).
 */
export async function syncOrderSearch(order: Order): Promise<void> {
  let current: Order | null = order;
  for (let round = 0; current && round < 5; round += 1) {
    const wanted = wordKeysOf(current);
    const record = await orderWordKeys.get(current.id);
    const before = record?.keys ?? null;
    if (before === null) await deleteSearchKeyBeforeWords(current);
    const stale = (before ?? []).filter((key) => !wanted.includes(key));
    const settled = before !== null && record?.settled === true;
    const fresh = settled ? wanted.filter((key) => !before.includes(key)) : wanted;
    if (stale.length === 0 && fresh.length === 0 && settled) return;
    await recordWordKeys(current.id, [...new Set([...wanted, ...stale])], false);
    await Promise.all(fresh.map((key) => store().set(key, '')));
    await Promise.all(stale.map((key) => store().delete(key)));
    await recordWordKeys(current.id, wanted, true);
    const again = await getOrder(order.id);
    current = again && wordKeysOf(again).join('\n') !== wanted.join('\n') ? again : null;
  }
}

/** Deletes the order's key of the search index the word index replaced, if it still has one. */
async function deleteSearchKeyBeforeWords(order: Order): Promise<void> {
  const stem = `${ORDER_SEARCH_PREFIX}/${folderOf(order.placedAt)}/${sortPartOf(order)}~`;
  const { blobs } = await store().list({ prefix: stem });
  await Promise.all(blobs.map((blob) => store().delete(blob.key)));
}

/** One row a search found, with its list key (newest first when sorted; the page cursor). */
export interface FoundRow {
  row: OrderListRow;
  key: string;
}

/**
 * The rows whose order the search `filter.q` finds and that pass the other filters, newest
 * first, from the keys of the query's lookup word alone (one listing; Netlify pages it by 1,000
 * keys). Null when the query has no word to look up: the caller reads the list instead.
 */
export async function searchOrderRows(filter: OrderFilter): Promise<FoundRow[] | null> {
  const word = filter.q === undefined ? null : lookupWordOf(filter.q);
  if (word === null) return null;
  const { blobs } = await store().list({ prefix: `${ORDER_WORDS_PREFIX}/${word}` });
  const byOrder = new Map<string, { row: OrderListRow; key: string; text: string }[]>();
  const shortOnes: string[] = [];
  for (const { key } of blobs) {
    const entry = wordEntryOfKey(key);
    if (entry?.kind === 'order') shortOnes.push(entry.id);
    if (entry?.kind !== 'row') continue;
    const found = byOrder.get(entry.row.id) ?? [];
    if (!found.some((seen) => seen.key === entry.listKey)) {
      found.push({ row: entry.row, key: entry.listKey, text: entry.text });
    }
    byOrder.set(entry.row.id, found);
  }
  const rows = await Promise.all([
    ...[...byOrder.values()].map(currentOf),
    ...[...new Set(shortOnes)].filter((id) => !byOrder.has(id)).map(fromOrder),
  ]);
  return rows
    .filter((found) => found !== null)
    .filter(({ row, text }) => rowMatches(row, filter, text))
    .map(({ row, key }) => ({ row, key }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

interface Candidate {
  row: OrderListRow;
  key: string;
  text: string;
}

/**
 * The entry of an order that shows it as it is now. Two states of one order sit side by side
 * only while a change is being synced; then the order says which is right (a rare extra read).
 */
async function currentOf(found: Candidate[]): Promise<Candidate | null> {
  const [only, ...others] = found;
  if (!only || others.length === 0) return only ?? null;
  return fromOrder(only.row.id);
}

/** An order's row and search words read from the order itself (short entries, changes mid-way). */
async function fromOrder(id: string): Promise<Candidate | null> {
  const order = await getOrder(id);
  if (!order) return null;
  const key = orderListKeyOf(order);
  return { row: orderListRowOf(order), key, text: orderSearchTextOf(order) };
}
