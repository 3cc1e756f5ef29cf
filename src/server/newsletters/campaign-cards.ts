import type { MealCard } from '../../lib/newsletters/campaign-email.ts';
import { isOnSale } from '../../lib/product.ts';
import { products } from '../catalog.ts';

/**
 * The meal cards of a campaign from the catalog as it is now, with absolute links and images on
 * `origin`; meals no longer on sale are left out rather than advertised.
 */
export async function mealCardsFor(ids: readonly string[], origin: string): Promise<MealCard[]> {
  const found = await Promise.all(ids.map((id) => products.get(id)));
  return found.flatMap((product) =>
    product && isOnSale(product)
      ? [
          {
            name: product.name,
            priceCents: product.priceCents,
            imageUrl: new URL(product.image, origin).href,
            url: `${origin}/meals/${encodeURIComponent(product.id)}`,
          },
        ]
      : [],
  );
}
