import type { RecipeCubes } from '../../lib/content/editorial.ts';
import { offMenuIds, recipeMeals, type RecipeMeal } from '../../lib/content/recipe-meals.ts';
import { listShopProducts, products } from './catalog.ts';

/**
 * The meals of each recipe as the shop has them now, for recipe pages rendered on demand: one
 * read of the shop's list (reused by the instance for 5 s), plus one read per meal off the menu
 * for the name it was sold under (archived only: a draft's name was never public).
 */
export async function loadRecipeMeals(
  recipes: readonly (readonly RecipeCubes[])[],
): Promise<RecipeMeal[][]> {
  const onSale = new Map((await listShopProducts()).map((product) => [product.id, product]));
  const gone = [...new Set(recipes.flatMap((uses) => offMenuIds(uses, onSale)))];
  const formerNames = new Map<string, string>();
  for (const stored of await Promise.all(gone.map((id) => products.get(id)))) {
    if (stored?.status === 'archived') formerNames.set(stored.id, stored.name);
  }
  return recipes.map((uses) => recipeMeals(uses, onSale, formerNames));
}
