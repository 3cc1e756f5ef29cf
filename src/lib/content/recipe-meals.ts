import type { RecipeCubes } from './editorial.ts';
import type { ShopProduct } from '../products/product.ts';

/**
 * A meal a recipe uses, as the shop has it now: `onSale` is the live product (name, price,
 * stock) when shoppers can buy it, null when it is a draft, archived or gone.
 */
export interface RecipeMeal {
  use: RecipeCubes;
  name: string;
  onSale: ShopProduct | null;
}

/** A readable name from a product id, for a meal the shop no longer has: "beef-bolognese" -> "Beef bolognese". */
export function nameFromProductId(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Pairs each meal a recipe uses with the live catalog. A meal off the menu keeps the name it
 * had while it was sold (`formerNames`), else one made from its id, so a recipe never fails
 * because a meal went.
 */
export function recipeMeals(
  uses: readonly RecipeCubes[],
  onSale: ReadonlyMap<string, ShopProduct>,
  formerNames: ReadonlyMap<string, string> = new Map(),
): RecipeMeal[] {
  return uses.map((use) => {
    const product = onSale.get(use.productId) ?? null;
    const name =
      product?.name ?? formerNames.get(use.productId) ?? nameFromProductId(use.productId);
    return { use, name, onSale: product };
  });
}

/** The meals of a recipe still off the menu, whose former names are worth looking up. */
export function offMenuIds(
  uses: readonly RecipeCubes[],
  onSale: ReadonlyMap<string, unknown>,
): string[] {
  return uses.map((use) => use.productId).filter((id) => !onSale.has(id));
}

/** The cart lines of a recipe that can be bought now: its meals on sale and in stock. */
export function packsInStock(
  meals: readonly RecipeMeal[],
): { productId: string; quantity: number }[] {
  return meals
    .filter((meal) => meal.onSale?.inStock)
    .map(({ use }) => ({ productId: use.productId, quantity: use.packs }));
}
