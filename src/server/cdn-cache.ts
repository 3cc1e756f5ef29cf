import { purgeCache } from '@netlify/functions';

/** How long Netlify's CDN keeps each public list (spec section 7's cache times). */
export const CDN_SECONDS = {
  products: 30 * 60,
  product: 5 * 60,
  testimonials: 15 * 60,
  faqs: 20 * 60,
} as const;

/** Cache tag on every answer that shows product data, so one purge refreshes them all. */
export const PRODUCTS_CACHE_TAG = 'products';

/** Cache tag of one product's answers. */
export const productCacheTag = (id: string): string => `product-${id}`;

/**
 * Headers for a public answer the CDN may keep for `seconds` (until purged by tag), while
 * browsers revalidate every time so a purge reaches shoppers at once.
 */
export function publicCacheHeaders(
  seconds: number,
  tags: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': `public, durable, s-maxage=${seconds}, stale-while-revalidate=60`,
  };
  if (tags.length > 0) headers['Netlify-Cache-Tag'] = tags.join(',');
  return headers;
}

/**
 * Drops cached product answers after a change. Off Netlify (local dev, tests, scripts) there is
 * no CDN and no purge token, so there is nothing to do. A failed purge is logged, not thrown:
 * the change itself is saved, and the cache entries still expire on their own.
 */
export async function purgeProductCaches(ids: readonly string[]): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags: [PRODUCTS_CACHE_TAG, ...ids.map(productCacheTag)] });
  } catch (error) {
    console.error('Purging cached product answers failed', error);
  }
}
