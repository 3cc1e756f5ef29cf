import { BOOKING_HORIZON_DAYS } from '../../lib/delivery/availability.ts';
import { addDays } from '../../lib/delivery/nz-time.ts';
import {
  dateRangeOf,
  rowMatches,
  type OrderFilter,
  type OrderListQuery,
} from '../../lib/orders/admin-requests.ts';
import {
  FOLDER_DIGITS,
  folderOf,
  ORDER_LIST_PREFIX,
  orderListKeyOf,
  orderListRowFromKey,
  orderListStemOf,
  type OrderListRow,
} from '../../lib/orders/order-list.ts';
import type { Order } from '../../lib/orders/order.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderListPage } from '../../lib/admin/areas/orders.ts';
import { searchOrderRows } from './order-search.ts';
import { getOrder } from './orders.ts';

/** A page of the orders list and the next page's cursor: the contract's page, less the setting. */
type OrderKeysPage = Omit<OrderListPage, 'unpaidAfterDays'>;

const store = () => retryingStore();
const folderOfKey = (key: string) => key.slice(ORDER_LIST_PREFIX.length + 1);

/**
 * Makes the list show an order as it is now: writes its key and deletes the keys of its older
 * states. Two changes of one order may sync at once from two instances; each ends by reading the
 * order and its keys again and repeats until they agree, so the last to finish leaves them right.
 * Called only through syncOrderDerived (order-derived.ts), with the order's other records.
 */
export async function syncOrderListRow(order: Order): Promise<void> {
  let current: Order | null = order;
  for (let round = 0; current && round < 5; round += 1) {
    const wanted = `${ORDER_LIST_PREFIX}/${orderListKeyOf(current)}`;
    const stem = `${ORDER_LIST_PREFIX}/${orderListStemOf(current)}`;
    const { blobs } = await store().list({ prefix: stem });
    const keys = blobs.map((blob) => blob.key);
    if (keys.length === 1 && keys[0] === wanted) return;
    if (!keys.includes(wanted)) await store().set(wanted, '');
    await Promise.all(keys.filter((key) => key !== wanted).map((key) => store().delete(key)));
    current = await getOrder(order.id);
  }
}

/** The folders that can hold orders for the filter's dates, newest first. */
async function foldersFor(filter: OrderFilter): Promise<string[]> {
  const { directories } = await store().list({
    prefix: `${ORDER_LIST_PREFIX}/`,
    directories: true,
  });
  const { from, to } = dateRangeOf(filter);
  // An order is placed at most the booking horizon before its date, and never after it.
  const newest = to ? folderOf(`${to}T00:00:00Z`) : null;
  const oldest = from ? folderOf(`${addDays(from, -(BOOKING_HORIZON_DAYS + 7))}T00:00:00Z`) : null;
  return directories
    .map(folderOfKey)
    .filter((folder) => folder.length === FOLDER_DIGITS && /^\d+$/.test(folder))
    .filter((folder) => (!newest || folder >= newest) && (!oldest || folder <= oldest))
    .sort();
}

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString();
  if (!orderListRowFromKey(key)) {
    throw new HttpError(400, 'This page link is not valid; start from the first page.', {
      details: { fields: { cursor: 'This page link is not valid; start from the first page' } },
    });
  }
  return key;
}

/**
 * Rows that match the filter, newest first, from after `cursor` on: a search's from the word
 * index, else one half-month of keys (one Blobs call) at a time. `onRow` sees each; returning
 * false stops. A query with no word to look up ("@") matches by name, email, phone and number.
 */
export async function scanOrderRows(
  filter: OrderFilter,
  after: string | null,
  onRow: (row: OrderListRow, key: string) => boolean,
): Promise<void> {
  // A search reads the keys of the word asked for (order-search.ts), never the whole list.
  const found = await searchOrderRows(filter);
  if (found) {
    for (const { row, key } of found) {
      if (after && key <= after) continue;
      if (!onRow(row, key)) return;
    }
    return;
  }
  const afterFolder = after?.slice(0, FOLDER_DIGITS);
  for (const folder of await foldersFor(filter)) {
    if (afterFolder && folder < afterFolder) continue;
    if (!(await scanFolder(folder, after, filter, onRow))) return;
  }
}

/** The rows of one folder that match, after `after`; false once `onRow` asked to stop. */
async function scanFolder(
  folder: string,
  after: string | null,
  filter: OrderFilter,
  onRow: (row: OrderListRow, key: string) => boolean,
): Promise<boolean> {
  const { blobs } = await store().list({ prefix: `${ORDER_LIST_PREFIX}/${folder}/` });
  const keys = blobs.map((blob) => folderOfKey(blob.key)).sort();
  for (const [index, key] of keys.entries()) {
    if (after && key <= after) continue;
    const row = await currentRow(key, keys[index - 1], keys[index + 1]);
    if (row && rowMatches(row, filter) && !onRow(row, key)) return false;
  }
  return true;
}

/** The length of a key's fixed part: month folder, inverted time and order id. */
const FIXED_PART = FOLDER_DIGITS + 1 + 13 + 1 + 36;

/**
 * The row a key carries, unless a newer key of the same order sits beside it: a change caught
 * between writing its new key and deleting the old one. Then the order itself says which is
 * right (a rare extra read), and only that key gives a row.
 */
async function currentRow(
  key: string,
  before: string | undefined,
  after: string | undefined,
): Promise<OrderListRow | null> {
  const row = orderListRowFromKey(key);
  const fixed = key.slice(0, FIXED_PART);
  if (!row || (before?.slice(0, FIXED_PART) !== fixed && after?.slice(0, FIXED_PART) !== fixed)) {
    return row;
  }
  const order = await getOrder(row.id);
  return order && orderListKeyOf(order) === key ? row : null;
}

/** One page of the orders list (GET /api/admin/orders). */
export async function listOrderPage(query: OrderListQuery): Promise<OrderKeysPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const found: { row: OrderListRow; key: string }[] = [];
  await scanOrderRows(query, after, (row, key) => {
    found.push({ row, key });
    return found.length <= query.limit;
  });
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ row }) => row),
    nextCursor: found.length > query.limit && last ? encodeCursor(last.key) : null,
  };
}
