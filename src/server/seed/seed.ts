import { products, stockLevels } from '../catalog.ts';
import { seedDelivery, type DeliverySeedReport } from './delivery.ts';
import { SEED_PRODUCTS, type SeedProduct } from './products.ts';
import { seedLog } from './seed-log.ts';

/** What one seed run did: products by id, and the delivery zones and slots. */
export interface SeedReport {
  created: string[];
  skipped: string[];
  delivery: DeliverySeedReport;
}

/** Writes the launch products, their stock and the delivery rules, once each. Safe to rerun. */
export async function seedShop(
  seedProducts: readonly SeedProduct[] = SEED_PRODUCTS,
  now = new Date(),
): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [], delivery: { created: [], skipped: [] } };
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
  report.delivery = await seedDelivery(now);
  return report;
}
