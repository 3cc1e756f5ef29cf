/** Whether a product can be sold freely, is running low, or is sold out. */
export const STOCK_STATUSES = ['ok', 'low', 'out'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** How the inventory screen names each status. */
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  ok: 'OK',
  low: 'Low',
  out: 'Out',
};

/** Out at zero packs available, low at or below the threshold, OK above it. */
export function stockStatus(available: number, threshold: number): StockStatus {
  if (available <= 0) return 'out';
  return available <= threshold ? 'low' : 'ok';
}

/** Low or out: what the "low or out only" filter, the dashboard and the alerts care about. */
export function needsRestock(available: number, threshold: number): boolean {
  return stockStatus(available, threshold) !== 'ok';
}
