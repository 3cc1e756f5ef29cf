// A recipe's "Add these packs" button fills the cart up to what the recipe needs, so pressing it
// twice (or after adding a meal by hand) never doubles the packs.
import { MAX_QUANTITY_PER_LINE, type Cart, type CartProduct } from './cart.ts';

/** One meal a recipe needs, as a cart product and how many packs of it. */
export interface RecipePack {
  product: CartProduct;
  quantity: number;
}

/** What filling the cart for a recipe did: the new cart and the packs it added. */
export interface RecipeFill {
  cart: Cart;
  addedPacks: number;
}

/**
 * Makes sure the cart holds at least the packs a recipe needs: a line with fewer is raised to the
 * recipe's count, a line with as many or more is left alone (the shopper may want extra), a
 * missing meal is added. The drawer opens only when something was added.
 */
export function fillCartForRecipe(cart: Cart, packs: readonly RecipePack[]): RecipeFill {
  let items = cart.items;
  let addedPacks = 0;
  for (const { product, quantity } of packs) {
    const needed = Math.min(MAX_QUANTITY_PER_LINE, Math.trunc(quantity));
    if (!(needed >= 1)) continue;
    const line = items.find((item) => item.id === product.id);
    if (!line) {
      items = [...items, { ...product, quantity: needed }];
      addedPacks += needed;
    } else if (line.quantity < needed) {
      addedPacks += needed - line.quantity;
      items = items.map((item) =>
        item.id === product.id ? { ...item, ...product, quantity: needed } : item,
      );
    }
  }
  return addedPacks === 0 ? { cart, addedPacks } : { cart: { items, isOpen: true }, addedPacks };
}

/** The packs a recipe needs in all, e.g. 2 for one pack each of two meals. */
export function recipePackCount(packs: readonly { quantity: number }[]): number {
  return packs.reduce((sum, pack) => sum + pack.quantity, 0);
}

/** The toast when the cart already held everything: "Your cart has the 2 packs this recipe needs". */
export function recipeAlreadyInCartText(packCount: number): string {
  return `Your cart has the ${packCount === 1 ? 'pack' : `${packCount} packs`} this recipe needs`;
}
