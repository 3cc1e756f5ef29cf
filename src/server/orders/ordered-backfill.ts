import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { products, stockLevels } from '../catalog.ts';
import { getOrder, orders } from './orders.ts';

/** How far marking the products named by orders placed before the `ordered` mark has got. */
const orderedBackfill = recordCollection({
  prefix: 'migrations',
  schema: z.object({ done: z.boolean(), after: z.string() }),
});
const BACKFILL_ID = 'ordered-mark-v1';
/** Orders read per maintenance run, well inside a function's time. */
const BACKFILL_BATCH = 300;

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
 * (orders placed since set it themselves), a batch of orders per maintenance run, remembering
 * where it got to; once done it costs one read. Returns how many products it marked.
 */
export async function backfillOrderedMarks(batchSize = BACKFILL_BATCH): Promise<number> {
  const progress = await orderedBackfill.get(BACKFILL_ID);
  if (progress?.done) return 0;
  const ids = (await orders.listIds()).sort().filter((id) => id > (progress?.after ?? ''));
  const batch = ids.slice(0, batchSize);
  const named = new Set<string>();
  for (const id of batch) {
    for (const line of (await getOrder(id))?.lines ?? []) named.add(line.productId);
  }
  let marked = 0;
  for (const productId of [...named].sort()) {
    if (await markOrdered(productId)) marked += 1;
  }
  await orderedBackfill.update(BACKFILL_ID, () => ({
    done: batch.length === ids.length,
    after: batch.at(-1) ?? progress?.after ?? '',
  }));
  return marked;
}
