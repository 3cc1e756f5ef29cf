import type { StoredFoodFacts } from '../../lib/products/food-facts.ts';
import type { StoredProduct } from '../../lib/products/product.ts';
import { products } from '../catalog/catalog.ts';
import { purgeProductCaches } from '../http/cdn-cache.ts';

/** Every food fact field of a product record. */
export const FOOD_FACT_KEYS = [
  'ingredients',
  'allergens',
  'allergenFree',
  'storage',
  'reheating',
  'nutrition',
] as const satisfies readonly (keyof StoredFoodFacts)[];

/** Whether staff (or an earlier seed) wrote any food fact on a product, even a partial one. */
export function hasAnyFoodFact(product: StoredFoodFacts): boolean {
  return FOOD_FACT_KEYS.some((key) => product[key] !== undefined);
}

class ProductGone extends Error {}

/**
 * Gives a stored launch product the seed's food facts when it has none at all (a product seeded
 * before meals had them), in one conditional update, so a staff edit made meanwhile is never
 * overwritten; a product with any food fact, or one staff deleted, is left alone. Says whether
 * it wrote.
 */
export async function fillMissingFoodFacts(id: string, facts: StoredFoodFacts): Promise<boolean> {
  if (!hasAnyFoodFact(facts)) return false;
  // Set inside update's change, which may run more than once; the last run is what was written.
  const outcome = { filled: false };
  try {
    await products.update(id, (current): StoredProduct => {
      if (!current) throw new ProductGone();
      outcome.filled = !hasAnyFoodFact(current);
      return outcome.filled ? { ...current, ...facts } : current;
    });
  } catch (error) {
    if (error instanceof ProductGone) return false;
    throw error;
  }
  if (outcome.filled) await purgeProductCaches([id]);
  return outcome.filled;
}
