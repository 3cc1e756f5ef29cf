import { fillPath } from '../../lib/api/contract.ts';
import { ApiError, apiRequest } from '../../lib/api/api-client.ts';
import type { ShopProduct } from '../../lib/products/product.ts';
// Types only: the cart store on every page reads these answers, and parsing them would load the
// schema library on every page (the JS budget in GUIDE.md), so they are trusted as typed.
import type { catalogApi } from '../../lib/public-api/catalog.ts';
import { FRESH_MS, isFresh, shouldRetryQuery } from '../../lib/api/query-policy.ts';

interface CachedAnswer<T> {
  fetchedAt: number;
  data: T;
}

const CACHE_PREFIX = 'cube-kitchen-query:';

// Kept in sessionStorage so each query's freshness window (FRESH_MS) holds across page loads.
function readCache(key: string, freshMs: number): unknown {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + key);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as CachedAnswer<unknown>;
    return isFresh(cached.fetchedAt, freshMs, Date.now()) ? cached.data : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(CACHE_PREFIX + key, JSON.stringify({ fetchedAt: Date.now(), data }));
  } catch {
    // A full or blocked sessionStorage only costs us the cache.
  }
}

const inFlight = new Map<string, Promise<unknown>>();

async function fetchWithRetry<T>(path: string): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      // An allowed exception (tests/unit/fetched-json.test.ts): see the type import above.
      return await apiRequest<T>(path);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (!shouldRetryQuery(failures, status)) throw error;
    }
  }
}

/** Fetches a query once at a time, answering from the fresh cache when it can. */
function cachedQuery<T>(key: string, path: string, freshMs: number): Promise<T> {
  // What we cached is what this same query fetched, so it has the query's type.
  const cached = readCache(key, freshMs) as T | undefined;
  if (cached !== undefined) return Promise.resolve(cached);
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const request = fetchWithRetry<T>(path)
    .then((data) => {
      writeCache(key, data);
      return data;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

type Catalog = (typeof catalogApi)['api'];

/** The meals in display order (catalogApi.products), fresh for 30 minutes. */
export function fetchProducts(): Promise<ShopProduct[]> {
  const path: Catalog['products']['path'] = '/api/products';
  return cachedQuery('products', path, FRESH_MS.products);
}

/** One meal (catalogApi.product), fresh for 5 minutes; called on hover to prefetch. */
export function fetchProduct(id: string): Promise<ShopProduct> {
  const pattern: Catalog['product']['path'] = '/api/products/:id';
  return cachedQuery(`product:${id}`, fillPath(pattern, { id }), FRESH_MS.product);
}
