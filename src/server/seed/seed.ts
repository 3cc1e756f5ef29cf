import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import type { Promo } from '../../lib/orders/promo.ts';
import { products, stockLevels } from '../catalog.ts';
import { promoCodes } from '../orders/promos.ts';
import { SEED_PRODUCTS, type SeedProduct } from './products.ts';
import { SEED_PROMOS } from './promos.ts';

/**
 * Which seed records were ever written. A product seeded once is never written again, so what
 * staff changed (or deleted) stays that way however often the seed runs.
 */
const seedLog = recordCollection({
  prefix: 'seed-log',
  schema: z.object({ seededAt: z.iso.datetime() }),
});

/** What one seed run did: products (with their stock) and promo codes. */
export interface SeedReport {
  created: string[];
  skipped: string[];
  promoCodes: { created: string[]; skipped: string[] };
}

/** Writes the launch products, their stock and the promo codes, once each. Safe to repeat. */
export async function seedShop(
  seedProducts: readonly SeedProduct[] = SEED_PRODUCTS,
  now = new Date(),
  seedPromos: readonly Promo[] = SEED_PROMOS,
): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [], promoCodes: { created: [], skipped: [] } };
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
  for (const promo of seedPromos) {
    const logId = `promo-codes/${promo.code}`;
    if (await seedLog.get(logId)) {
      report.promoCodes.skipped.push(promo.code);
      continue;
    }
    await promoCodes.createOnce(promo.code, promo);
    await seedLog.createOnce(logId, { seededAt: now.toISOString() });
    report.promoCodes.created.push(promo.code);
  }
  return report;
}
