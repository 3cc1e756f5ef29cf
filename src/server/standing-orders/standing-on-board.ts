// The standing orders as the staff list and the dashboard read them: rows and meals from one
// listing each of the index keys every save keeps (staff-list.ts), never a standing order's
// record; and the dashboard board's section of active standing orders worked out from them.
import { z } from 'zod';
import {
  activeStandingById,
  itemFromKey,
  ITEMS_PREFIX,
  STAFF_LIST_PREFIX,
  staffRowFromKey,
  type ActiveStanding,
  type StandingListKeyRow,
} from '../../lib/standing-orders/staff-list.ts';
import { FrequencySchema } from '../../lib/standing-orders/standing-choice.ts';
import type { OrderItem } from '../../lib/orders/request.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { placeInBoardSection, type BoardSection } from '../admin/dashboard-board.ts';
import { retryingStore } from '../blobs/store-calls.ts';

/** Every standing order's list row, from one listing of keys (one row per id). */
export async function listedStandingRows(): Promise<StandingListKeyRow[]> {
  const prefix = `${STAFF_LIST_PREFIX}/`;
  const { blobs } = await retryingStore().list({ prefix });
  const rows = new Map<string, StandingListKeyRow>();
  for (const { key } of blobs) {
    const row = staffRowFromKey(key.slice(prefix.length));
    if (row) rows.set(row.id, row);
  }
  return [...rows.values()];
}

/** Every standing order's meals, from one listing of the item keys. */
export async function listedStandingItems(): Promise<Map<string, OrderItem[]>> {
  const prefix = `${ITEMS_PREFIX}/`;
  const { blobs } = await retryingStore().list({ prefix });
  const items = new Map<string, OrderItem[]>();
  for (const { key } of blobs) {
    const found = itemFromKey(key.slice(prefix.length));
    if (found) items.set(found.id, [...(items.get(found.id) ?? []), found.item]);
  }
  return items;
}

const ActiveStandingSchema = z.object({
  everyWeeks: FrequencySchema,
  items: z.array(z.object({ productId: z.string().min(1), quantity: z.int().positive() })),
});

/**
 * The dashboard board's section of standing orders: the active ones by id, how often and what.
 * Worked out whole (first read, maintenance) from the staff list keys; kept after each save from
 * the saved record alone.
 */
export const standingOnBoard: BoardSection<Record<string, ActiveStanding>> = {
  name: 'standing',
  schema: z.record(z.string().min(1).max(100), ActiveStandingSchema),
  compute: async () => {
    const [rows, items] = await Promise.all([listedStandingRows(), listedStandingItems()]);
    return activeStandingById(rows, items);
  },
};

/**
 * After a standing order's save: its entry in the board follows the saved record (gone when it
 * is not active). A later save's own sync lands after this one, so the last entry is the latest.
 */
export const followStandingSave = (order: StandingOrder): Promise<void> =>
  placeInBoardSection(standingOnBoard, (current) => {
    const others = Object.entries(current).filter(([id]) => id !== order.id);
    if (order.status !== 'active') return Object.fromEntries(others);
    const entry = { everyWeeks: order.everyWeeks, items: order.items };
    return Object.fromEntries([...others, [order.id, entry]]);
  });
