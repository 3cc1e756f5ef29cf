// The orders placed on a range of New Zealand days, from the orders list's index keys alone
// (src/lib/orders/order-list.ts): one listing per half-month folder the range touches, never a
// read of every order.
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import {
  folderOf,
  ORDER_LIST_PREFIX,
  orderListRowFromKey,
  type OrderListRow,
} from '../../lib/orders/order-list.ts';
import { retryingStore } from '../blobs/store-calls.ts';

/**
 * The folders that can hold orders placed on NZ days `from` to `to`: folders are by UTC time, and
 * an NZ day starts up to 13 hours before its UTC day, so a day either side is listed too.
 */
function foldersOfDays(from: string, to: string): string[] {
  const folders = new Set<string>();
  for (let day = addDays(from, -1); day <= addDays(to, 1); day = addDays(day, 1)) {
    folders.add(folderOf(`${day}T00:00:00Z`));
  }
  return [...folders];
}

/**
 * Every order placed on NZ days `from` to `to` (both included), as its list row, oldest first.
 * A key caught mid-change (an old and a new key of one order side by side) gives one row; its
 * status may be a moment old, so callers that act on an order read it.
 */
export async function ordersPlacedBetween(from: string, to: string): Promise<OrderListRow[]> {
  const store = retryingStore();
  const listings = await Promise.all(
    foldersOfDays(from, to).map((folder) =>
      store.list({ prefix: `${ORDER_LIST_PREFIX}/${folder}/` }),
    ),
  );
  const rows = new Map<string, OrderListRow>();
  for (const { blobs } of listings) {
    for (const { key } of blobs) {
      const row = orderListRowFromKey(key.slice(ORDER_LIST_PREFIX.length + 1));
      if (!row) continue;
      const day = nzDateOf(new Date(row.placedAt));
      if (day >= from && day <= to) rows.set(row.id, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.placedAt.localeCompare(b.placedAt));
}
