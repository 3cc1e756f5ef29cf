import { purgeCache } from '@netlify/functions';
import type { CachePolicy } from '../../lib/api/contract.ts';

/**
 * How long Netlify's CDN keeps each public answer: the product list 30 minutes, one product 5,
 * testimonials 15, FAQs 20.
 */
export const CDN_SECONDS = {
  products: 30 * 60,
  product: 5 * 60,
  testimonials: 15 * 60,
  faqs: 20 * 60,
  // Short, so a paused store shows everywhere within a minute even if a purge is lost.
  storeStatus: 60,
  // The banner's own times decide in the browser whether it shows, so a long life is safe.
  banner: 30 * 60,
  // Short: staff changes to delivery zones and windows are not purged by tag, so they wait it out.
  deliveryPage: 60,
} as const;

/** Cache tag on every answer that shows product data, so one purge refreshes them all. */
export const PRODUCTS_CACHE_TAG = 'products';

/** Cache tag of GET /api/store-status, purged when the settings open or pause the store. */
export const STORE_STATUS_CACHE_TAG = 'store-status';

/** Cache tag of GET /api/banner, purged when an admin saves the banner. */
export const BANNER_CACHE_TAG = 'site-banner';

/** Cache tag of GET /api/testimonials (content from the repository: changed only by a deploy). */
export const TESTIMONIALS_CACHE_TAG = 'testimonials';

/** Cache tag of GET /api/faqs (content from the repository: changed only by a deploy). */
export const FAQS_CACHE_TAG = 'faqs';

/** Cache tag of the /delivery page (live zones and windows, with text from the repository). */
export const DELIVERY_PAGE_CACHE_TAG = 'delivery-page';

/**
 * Every tag a cached answer carries (one product's tag goes with `products`): a deploy may change
 * any of these answers (code or content), and cached answers outlive a deploy unless purged.
 */
export const DEPLOY_PURGED_TAGS: readonly string[] = [
  PRODUCTS_CACHE_TAG,
  STORE_STATUS_CACHE_TAG,
  BANNER_CACHE_TAG,
  TESTIMONIALS_CACHE_TAG,
  FAQS_CACHE_TAG,
  DELIVERY_PAGE_CACHE_TAG,
];

/** Cache tag of one product's answers. */
export const productCacheTag = (id: string): string => `product-${id}`;

/**
 * Headers for a public answer the CDN may keep for `seconds` (until purged by tag), while
 * browsers revalidate every time so a purge reaches shoppers at once.
 */
export function publicCacheHeaders(
  seconds: number,
  tags: readonly [string, ...string[]],
): Record<string, string> {
  // At least one tag, and one a deploy purges: an untagged answer could only wait out its time.
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': `public, durable, s-maxage=${seconds}, stale-while-revalidate=60`,
    'Netlify-Cache-Tag': tags.join(','),
  };
}

/**
 * The CDN headers of each cache policy a public route may name (its contract's `cache`), for
 * the request's path parameters: the top notices live as long as the store status (the
 * shorter) and are purged with either; one product's answer also carries its own tag.
 */
export const CACHE_POLICIES: Readonly<
  Record<CachePolicy, (params: Readonly<Record<string, string>>) => Record<string, string>>
> = {
  storeStatus: () => publicCacheHeaders(CDN_SECONDS.storeStatus, [STORE_STATUS_CACHE_TAG]),
  banner: () => publicCacheHeaders(CDN_SECONDS.banner, [BANNER_CACHE_TAG]),
  topNotices: () =>
    publicCacheHeaders(CDN_SECONDS.storeStatus, [STORE_STATUS_CACHE_TAG, BANNER_CACHE_TAG]),
  products: () => publicCacheHeaders(CDN_SECONDS.products, [PRODUCTS_CACHE_TAG]),
  product: ({ id = '' }) =>
    publicCacheHeaders(CDN_SECONDS.product, [PRODUCTS_CACHE_TAG, productCacheTag(id)]),
  faqs: () => publicCacheHeaders(CDN_SECONDS.faqs, [FAQS_CACHE_TAG]),
  testimonials: () => publicCacheHeaders(CDN_SECONDS.testimonials, [TESTIMONIALS_CACHE_TAG]),
};

/**
 * Drops cached answers by tag after a change. Off Netlify (local dev, tests, scripts) there is
 * no CDN and no purge token, so there is nothing to do. A failed purge is logged, not thrown:
 * the change itself is saved, and the cache entries still expire on their own.
 */
async function purgeTags(tags: string[], what: string): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags });
  } catch (error) {
    console.error(`Purging cached ${what} failed`, error);
  }
}

/** Drops cached product answers after a change to those products or their availability. */
export async function purgeProductCaches(ids: readonly string[]): Promise<void> {
  await purgeTags([PRODUCTS_CACHE_TAG, ...ids.map(productCacheTag)], 'product answers');
}

/** Drops the cached store status after the store was opened, paused or its message changed. */
export async function purgeStoreStatusCache(): Promise<void> {
  await purgeTags([STORE_STATUS_CACHE_TAG], 'store status');
}

/** Drops the cached site banner after an admin saved it. */
export async function purgeBannerCache(): Promise<void> {
  await purgeTags([BANNER_CACHE_TAG], 'site banner');
}

/** Drops every cached answer a deploy may have changed (the `deploy-purge` event function). */
export async function purgeAfterDeploy(): Promise<void> {
  await purgeTags([...DEPLOY_PURGED_TAGS], 'answers after a deploy');
}

/** Puts a page's caching headers on the response an Astro page is building. */
export function applyCacheHeaders(
  response: { headers: Headers },
  headers: Record<string, string>,
): void {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
}
