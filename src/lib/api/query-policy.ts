/**
 * How long fetched data stays fresh in the browser: 5 minutes by default; the product list 30,
 * testimonials 15, FAQs 20.
 */
export const FRESH_MS = {
  default: 5 * 60 * 1000,
  products: 30 * 60 * 1000,
  product: 5 * 60 * 1000,
  testimonials: 15 * 60 * 1000,
  faqs: 20 * 60 * 1000,
} as const;

const NEVER_RETRIED = new Set([401, 403, 404, 422]);

/**
 * The retry rule for queries: never for 401, 403, 404 and 422; for a 5xx, retry
 * while fewer than 2 failures; anything else (network errors included) is retried once.
 * `status` is undefined when no answer came back at all.
 */
export function shouldRetryQuery(failureCount: number, status: number | undefined): boolean {
  if (status !== undefined && NEVER_RETRIED.has(status)) return false;
  if (status !== undefined && status >= 500) return failureCount < 2;
  return failureCount < 1;
}

/** Whether data fetched at `fetchedAt` is still fresh at `now` for a query fresh for `freshMs`. */
export function isFresh(fetchedAt: number, freshMs: number, now: number): boolean {
  return now - fetchedAt < freshMs;
}
