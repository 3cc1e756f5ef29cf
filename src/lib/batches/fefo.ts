// First expiry, first out: packs leave from the batch whose best-before comes first, so the
// shelf never keeps an old cook behind a newer one. An order's allocation only ever moves by
// the difference, so packs already given stay with their batch when an order grows or shrinks.
import { isSellableOn, packsLeftOf, type AllocationLine, type Batch } from './batch.ts';

/** The FEFO order: best-before first, then made-on, then code (so two runs agree). */
export function fefoOrder(a: Batch, b: Batch): number {
  return (
    a.bestBefore.localeCompare(b.bestBefore) ||
    a.madeOn.localeCompare(b.madeOn) ||
    a.code.localeCompare(b.code)
  );
}

/** An allocation plan for one meal of one order: its lines and the packs no batch could give. */
export interface MealPlan {
  lines: AllocationLine[];
  short: number;
}

/**
 * The lines of one meal of an order once it needs `wanted` packs, from the lines it has now.
 * More packs come from the sellable batches FEFO (in date on `day`, not withdrawn, with packs
 * left beyond what they give already); fewer give back from the batch that keeps longest first.
 */
export function planMeal(options: {
  productId: string;
  wanted: number;
  current: readonly AllocationLine[];
  batches: readonly Batch[];
  day: string;
}): MealPlan {
  const { productId, wanted, day } = options;
  const byId = new Map(options.batches.map((batch) => [batch.id, batch]));
  const current = options.current.filter((line) => line.productId === productId);
  const has = current.reduce((sum, line) => sum + line.packs, 0);
  if (has === wanted) return { lines: current.map((line) => ({ ...line })), short: 0 };
  if (has > wanted) return { lines: shrink(current, has - wanted, byId), short: 0 };
  const packs = new Map(current.map((line) => [line.batchId, line.packs]));
  let missing = wanted - has;
  const sellable = options.batches
    .filter((batch) => batch.productId === productId && isSellableOn(batch, day))
    .sort(fefoOrder);
  for (const batch of sellable) {
    if (missing === 0) break;
    const take = Math.min(missing, Math.max(0, packsLeftOf(batch)));
    if (take === 0) continue;
    packs.set(batch.id, (packs.get(batch.id) ?? 0) + take);
    missing -= take;
  }
  const lines = [...packs].map(([batchId, count]) => ({ productId, batchId, packs: count }));
  return { lines: sortLines(lines, byId), short: missing };
}

/** Lines less `surplus` packs, taken from the batch that keeps longest first. */
function shrink(
  current: readonly AllocationLine[],
  surplus: number,
  byId: ReadonlyMap<string, Batch>,
): AllocationLine[] {
  let left = surplus;
  const latestFirst = sortLines(current, byId).reverse();
  const kept: AllocationLine[] = [];
  for (const line of latestFirst) {
    const back = Math.min(left, line.packs);
    left -= back;
    if (line.packs - back > 0) kept.push({ ...line, packs: line.packs - back });
  }
  return sortLines(kept, byId);
}

/** Lines in FEFO order of their batches; a batch not known sorts last. */
function sortLines(lines: readonly AllocationLine[], byId: ReadonlyMap<string, Batch>) {
  return [...lines].sort((a, b) => {
    const first = byId.get(a.batchId);
    const second = byId.get(b.batchId);
    if (first && second) return fefoOrder(first, second);
    return first ? -1 : second ? 1 : a.batchId.localeCompare(b.batchId);
  });
}

/** Packs each batch gives the order, all meals together. */
export function packsByBatch(lines: readonly AllocationLine[]): Map<string, number> {
  const packs = new Map<string, number>();
  for (const line of lines) packs.set(line.batchId, (packs.get(line.batchId) ?? 0) + line.packs);
  return packs;
}
