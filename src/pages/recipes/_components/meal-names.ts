import { SEED_PRODUCTS } from '../../../server/seed/products.ts';

// Recipe pages are pre-rendered, so they name meals from the launch range rather than live Blobs.
const NAMES = new Map(SEED_PRODUCTS.map(({ product }) => [product.id, product.name]));

/** A meal's name for a recipe page, e.g. "super-veg-sauce" -> "Super Veg Sauce". */
export function mealNameFor(productId: string): string {
  const name = NAMES.get(productId);
  if (!name) throw new Error(`A recipe uses the unknown meal "${productId}"`);
  return name;
}
