import type { Promo } from '../../lib/orders/promo.ts';
import { StoredProductSchema } from '../../lib/products/product.ts';
import { products, stockLevels } from '../catalog/catalog.ts';
import { fillMissingFoodFacts } from './food-facts-backfill.ts';
import { SEED_FOOD_FACTS } from './food-facts.ts';
import { promoCodes } from '../orders/promos.ts';
import { seedTestBankAccount } from './bank-account.ts';
import { seedDelivery, type DeliverySeedReport } from './delivery.ts';
import { SEED_PRODUCTS, type SeedProduct } from './products.ts';
import { SEED_PROMOS } from './promos.ts';
import { seedLog } from './seed-log.ts';

/**
 * What one seed run did: products by id (and the launch products given food facts they lacked),
 * the delivery zones and slots, and promo codes.
 */
export interface SeedReport {
  created: string[];
  skipped: string[];
  foodFactsFilled: string[];
  delivery: DeliverySeedReport;
  promoCodes: { created: string[]; skipped: string[] };
  /** Whether this run put the TEST bank account into the settings. */
  testBankAccount: boolean;
}

/** Choices of a seed run: the made-up bank account only where no real shopper pays (local). */
export interface SeedOptions {
  testBankAccount?: boolean;
}

/**
 * Writes the launch products and stock, the delivery rules, promo codes and (unless told not
 * to: production must pass `testBankAccount: false`) the TEST bank account, once each.
 */
export async function seedShop(
  seedProducts: readonly SeedProduct[] = SEED_PRODUCTS,
  now = new Date(),
  seedPromos: readonly Promo[] = SEED_PROMOS,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const report: SeedReport = {
    created: [],
    skipped: [],
    foodFactsFilled: [],
    delivery: { created: [], skipped: [] },
    promoCodes: { created: [], skipped: [] },
    testBankAccount: false,
  };
  for (const { product, onHand } of seedProducts) {
    const logId = `products/${product.id}`;
    const foodFacts = SEED_FOOD_FACTS[product.id] ?? {};
    if (await seedLog.get(logId)) {
      report.skipped.push(product.id);
      // A launch product seeded before meals had food facts gets them, unless staff wrote any.
      if (await fillMissingFoodFacts(product.id, foodFacts))
        report.foodFactsFilled.push(product.id);
      continue;
    }
    // createOnce, not a plain write: a product staff made under the same id is left alone.
    await products.createOnce(product.id, StoredProductSchema.parse({ ...product, ...foodFacts }));
    await stockLevels.createOnce(product.id, { onHand });
    await seedLog.createOnce(logId, { seededAt: now.toISOString() });
    report.created.push(product.id);
  }
  report.delivery = await seedDelivery(now);
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
  if (options.testBankAccount !== false) report.testBankAccount = await seedTestBankAccount(now);
  return report;
}
