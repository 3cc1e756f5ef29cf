// What a packing slip and a receipt print beside a meal: which batches its packs came from and
// until when they are best, so a shopper can check a recall notice against the packs they got.
import { z } from 'zod';
import type { AllocationLine } from './batch.ts';

/** One batch of a line's packs, as printed: its code, best-before and how many packs. */
export const LineBatchSchema = z.object({
  code: z.string(),
  bestBefore: z.string(),
  packs: z.int().positive(),
});
export type LineBatch = z.output<typeof LineBatchSchema>;

/** Each meal's batches from an order's allocation, in the allocation's (FEFO) order. */
export function lineBatchesByMeal(
  lines: readonly AllocationLine[],
  batches: ReadonlyMap<string, { code: string; bestBefore: string }>,
): Map<string, LineBatch[]> {
  const byMeal = new Map<string, LineBatch[]>();
  for (const line of lines) {
    const batch = batches.get(line.batchId);
    if (!batch) continue;
    const printed = { code: batch.code, bestBefore: batch.bestBefore, packs: line.packs };
    byMeal.set(line.productId, [...(byMeal.get(line.productId) ?? []), printed]);
  }
  return byMeal;
}

/** A line's batches in words: "Batch BB-261128-1, best before 2027-05-27 (2 packs)". */
export function lineBatchesText(batches: readonly LineBatch[]): string {
  return batches
    .map((batch) => {
      const packs = batches.length > 1 ? ` (${String(batch.packs)} packs)` : '';
      return `Batch ${batch.code}, best before ${batch.bestBefore}${packs}`;
    })
    .join('; ');
}
