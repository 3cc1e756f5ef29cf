import { spreadsheetCsv } from '../csv.ts';
import type { InventoryRow } from '../admin/areas/inventory.ts';
import { STOCK_STATUS_LABELS } from './stock-status.ts';

const COLUMNS = [
  'Product id',
  'Product',
  'On hand',
  'Held for orders',
  'Available',
  'Low-stock threshold',
  'Threshold from',
  'Status',
  'Waiting for restock',
] as const;

/**
 * The stock table as a spreadsheet (spreadsheetCsv: a byte-order mark for Excel, and every
 * formula made inert, also behind leading spaces or control characters), so a product named
 * `=HYPERLINK(…)` stays text.
 */
export function inventoryCsv(rows: readonly InventoryRow[]): string {
  const cells = rows.map((row) => [
    row.productId,
    row.name,
    String(row.packsOnHand),
    String(row.heldForOrders),
    String(row.available),
    String(row.threshold),
    row.ownThreshold ? 'Product' : 'Shop setting',
    STOCK_STATUS_LABELS[row.status],
    String(row.waiting),
  ]);
  return spreadsheetCsv([[...COLUMNS], ...cells]);
}

/** The file name of an export, e.g. `inventory-2026-11-24.csv`. */
export function inventoryCsvFileName(today: string): string {
  return `inventory-${today}.csv`;
}
