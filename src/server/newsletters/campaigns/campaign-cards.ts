import type { MealCard } from '../../../lib/newsletters/campaign-email.ts';
import { isOnSale } from '../../../lib/products/product.ts';
import { sameOriginImageUrl } from '../../../lib/site-url.ts';
import { products } from '../../catalog/catalog.ts';

/**
 * The meal cards of a campaign from the catalog as it is now, with absolute links and images on
 * `origin`; meals no longer on sale are left out rather than advertised, and a picture that
 * would load from another origin is left off its card.
 */
export async function mealCardsFor(ids: readonly string[], origin: string): Promise<MealCard[]> {
  const found = await Promise.all(ids.map((id) => products.get(id)));
  return found.flatMap((product) =>
    product && isOnSale(product)
      ? [
          {
            name: product.name,
            priceCents: product.priceCents,
            imageUrl: sameOriginImageUrl(product.image, origin),
            url: `${origin}/meals/${encodeURIComponent(product.id)}`,
          },
        ]
      : [],
  );
}
