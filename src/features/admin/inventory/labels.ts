import { ADJUSTMENT_REASONS, type AdjustmentReason } from '../../../lib/forms/inventory.ts';
import type { STOCK_ADJUSTMENT_REASONS } from '../../../lib/inventory/movements.ts';
import type { StockStatus } from '../../../lib/inventory/stock-status.ts';

/** How the screens name each reason for an adjustment, the batches' own included. */
export const REASON_LABELS: Record<(typeof STOCK_ADJUSTMENT_REASONS)[number], string> = {
  received: 'Received (adds)',
  stocktake: 'Stocktake (sets the count)',
  damaged: 'Damaged (removes)',
  thawed: 'Thawed (removes)',
  spoiled: 'Spoiled (removes)',
  correction: 'Correction (either way)',
  past_best_before: 'Past best-before (removes)',
  recalled: 'Recalled (removes)',
};

/** The reasons as options of the adjustment form. */
export const REASON_OPTIONS = ADJUSTMENT_REASONS.map((value: AdjustmentReason) => ({
  value,
  label: REASON_LABELS[value],
}));

/** Classes of each stock status's badge: colour and words, never colour alone. */
export const STATUS_BADGE: Record<StockStatus, string> = {
  ok: 'bg-green-100 text-green-900',
  low: 'bg-amber-100 text-amber-900',
  out: 'bg-red-100 text-red-900',
};
