/** Whether a product can be sold freely, is running low, or is sold out. */
export const STOCK_STATUSES = ['ok', 'low', 'out'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** How the inventory screen names each status. */
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  ok: 'OK',
  low: 'Low',
  out: 'Out',
};

/** A product's own low-stock threshold (`lowStockThreshold`, when it has one), else null. */
export function ownThresholdOf(product: object): number | null {
  const own = 'lowStockThreshold' in product ? product.lowStockThreshold : undefined;
  return typeof own === 'number' ? own : null;
}

/** The low-stock threshold in force for a product: its own, else the shop-wide setting. */
export function thresholdFor(product: object, shopThreshold: number): number {
  return ownThresholdOf(product) ?? shopThreshold;
}

/** Out at zero packs available, low at or below the threshold, OK above it. */
export function stockStatus(available: number, threshold: number): StockStatus {
  if (available <= 0) return 'out';
  return available <= threshold ? 'low' : 'ok';
}

/** Low or out: what the "low or out only" filter, the dashboard and the alerts care about. */
export function needsRestock(available: number, threshold: number): boolean {
  return stockStatus(available, threshold) !== 'ok';
}
