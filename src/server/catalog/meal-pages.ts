import {
  formatNutrient,
  formatServingSize,
  NUTRITION_ROWS,
  type MealFoodFacts,
} from '../../lib/products/food-facts.ts';
import type { ShopProduct } from '../../lib/products/product.ts';
import { sameOriginImageUrl } from '../../lib/site-url.ts';
import {
  CDN_SECONDS,
  PRODUCTS_CACHE_TAG,
  productCacheTag,
  publicCacheHeaders,
} from '../http/cdn-cache.ts';

/** Caching for the meal list page: kept at the CDN like GET /api/products, purged with it. */
export function mealListCacheHeaders(): Record<string, string> {
  return publicCacheHeaders(CDN_SECONDS.products, [PRODUCTS_CACHE_TAG]);
}

/** Caching for one meal's page: kept at the CDN like GET /api/products/{id}, purged with it. */
export function mealPageCacheHeaders(id: string): Record<string, string> {
  return publicCacheHeaders(CDN_SECONDS.product, [PRODUCTS_CACHE_TAG, productCacheTag(id)]);
}

const property = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value });

/**
 * A meal's food facts as schema.org PropertyValues (Product has no ingredients or nutrition
 * property of its own; additionalProperty is its place for them), nutrition per serve included.
 */
export function foodFactProperties(facts: MealFoodFacts): Record<string, unknown>[] {
  const nutrition = facts.nutrition;
  return [
    property('Ingredients', facts.ingredients),
    property('Allergens', facts.contains),
    property('Storage', facts.storage),
    property('Reheating', facts.reheating),
    ...(nutrition?.servingSizeGrams === undefined
      ? []
      : [property('Serving size', formatServingSize(nutrition.servingSizeGrams))]),
    ...NUTRITION_ROWS.flatMap(({ key, label, unit }) => {
      const value = nutrition?.[key];
      return value === undefined
        ? []
        : [property(`${label} per serve`, formatNutrient(value, unit))];
    }),
  ];
}

/**
 * schema.org Product data for a meal page, so search results can show price and availability,
 * and its food facts when it has them. The image is only ever one on the page's own origin; a
 * path that would leave it is left out.
 */
export function mealJsonLd(
  product: ShopProduct,
  pageUrl: URL,
  brand: string,
  foodFacts: MealFoodFacts | null = null,
): Record<string, unknown> {
  const image = sameOriginImageUrl(product.image, pageUrl.origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${pageUrl.href}#product`,
    name: product.name,
    description: product.description,
    ...(image ? { image } : {}),
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    ...(foodFacts ? { additionalProperty: foodFactProperties(foodFacts) } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl.href,
      priceCurrency: 'NZD',
      price: (product.priceCents / 100).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
