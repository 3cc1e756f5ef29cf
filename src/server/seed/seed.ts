import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { products, stockLevels } from '../catalog.ts';
import { SEED_PRODUCTS, type SeedProduct } from './products.ts';

/**
 * Which seed records were ever written. A product seeded once is never written again, so what
 * staff changed (or deleted) stays that way however often the seed runs.
 */
const seedLog = recordCollection({
  prefix: 'seed-log',
  schema: z.object({ seededAt: z.iso.datetime() }),
});

/** What one seed run did. */
export interface SeedReport {
  created: string[];
  skipped: string[];
}

/** Writes the launch products and their stock, once each. Safe to run any number of times. */
export async function seedShop(
  seedProducts: readonly SeedProduct[] = SEED_PRODUCTS,
  now = new Date(),
): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] };
  for (const { product, onHand } of seedProducts) {
    const logId = `products/${product.id}`;
    if (await seedLog.get(logId)) {
      report.skipped.push(product.id);
      continue;
    }
    // createOnce, not a plain write: a product staff made under the same id is left alone.
    await products.createOnce(product.id, product);
    await stockLevels.createOnce(product.id, { onHand });
    await seedLog.createOnce(logId, { seededAt: now.toISOString() });
    report.created.push(product.id);
  }
  return report;
}
