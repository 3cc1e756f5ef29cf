import type { InventoryRow } from '../admin/areas/inventory.ts';
import { STOCK_STATUSES } from './stock-status.ts';

/** The columns the stock table sorts by. */
export const INVENTORY_SORT_KEYS = [
  'name',
  'packsOnHand',
  'heldForOrders',
  'available',
  'threshold',
  'status',
] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];

/** A sort of the stock table: a column and a direction. */
export interface InventorySort {
  key: InventorySortKey;
  direction: 'ascending' | 'descending';
}

// Out first, then low, then OK: the order a sort by status should bring trouble to the top.
const statusRank = (row: InventoryRow) =>
  STOCK_STATUSES.length - 1 - STOCK_STATUSES.indexOf(row.status);

function compare(a: InventoryRow, b: InventoryRow, key: InventorySortKey): number {
  if (key === 'name') return a.name.localeCompare(b.name, 'en-NZ');
  if (key === 'status') return statusRank(a) - statusRank(b);
  return a[key] - b[key];
}

/**
 * The rows to show: only those low or out when `lowOnly`, sorted by the chosen column (ties by
 * name), or in the shop's display order (as listed) when no sort is chosen.
 */
export function inventoryView(
  rows: readonly InventoryRow[],
  sort: InventorySort | null,
  lowOnly: boolean,
): InventoryRow[] {
  const shown = lowOnly ? rows.filter((row) => row.status !== 'ok') : [...rows];
  if (!sort) return shown;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b, sort.key) || compare(a, b, 'name'));
}

/** The sort after clicking a column's heading: ascending first, then the other way. */
export function nextSort(current: InventorySort | null, key: InventorySortKey): InventorySort {
  if (current?.key === key && current.direction === 'ascending') {
    return { key, direction: 'descending' };
  }
  return { key, direction: 'ascending' };
}
