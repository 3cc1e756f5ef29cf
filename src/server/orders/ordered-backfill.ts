import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { products, stockLevels } from '../catalog/catalog.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { getOrder, orders } from './orders.ts';

/**
 * Marks a product's stock document `ordered`, so it can be archived but never deleted. A product
 * that is gone (deleted before the mark existed) gets no stock document back.
 */
async function markOrdered(productId: string): Promise<boolean> {
  const level = await stockLevels.get(productId);
  if (level?.ordered) return false;
  if (!level && !(await products.get(productId))) return false;
  let marked = false;
  await stockLevels.update(productId, (current) => {
    if (current?.ordered) return current;
    marked = true;
    return { ...(current ?? { onHand: 0 }), ordered: true };
  });
  return marked;
}

/**
 * Marks every product named by an order placed before stock documents had the `ordered` mark
 * (orders placed since set it themselves), one order at a time from where it got to, until done,
 * the budget is spent or `limit` orders; once done it costs one read. Says how many it marked.
 */
export async function backfillOrderedMarks(budget?: TimeBudget, limit?: number): Promise<number> {
  // Products seen this run: many orders name the same few, and one check each is enough.
  const seen = new Set<string>();
  const run = await runBackfill({
    id: 'ordered-mark-v1',
    source: 'orders',
    listIds: () => orders.listIds(),
    budget,
    limit,
    work: async (id) => {
      let marked = 0;
      for (const { productId } of (await getOrder(id))?.lines ?? []) {
        if (seen.has(productId)) continue;
        seen.add(productId);
        if (await markOrdered(productId)) marked += 1;
      }
      return marked;
    },
  });
  return run.changed;
}
