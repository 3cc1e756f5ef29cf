import { slugFrom } from '../slug.ts';

/** Longest product id; ids are part of keys and URLs. */
export const PRODUCT_ID_MAX_LENGTH = 80;

/** Ids no product may take: they are the paths of product screens (`/admin/products/new`). */
export const RESERVED_PRODUCT_IDS: ReadonlySet<string> = new Set(['new', 'import-pdf']);

/**
 * The id (URL slug) of a new product, made from its name: "Kūmara & Lentil Dahl!" becomes
 * `kumara-lentil-dahl`. Null when the name has no letters or digits to make one from.
 */
export function productIdFromName(name: string): string | null {
  const id = slugFrom(name, PRODUCT_ID_MAX_LENGTH);
  return id === '' ? null : id;
}

/**
 * The id to try on the `attempt`-th try (1, 2, ...) when earlier ones were taken: `base`, then
 * `base-2`, `base-3`..., shortened so the suffix always fits.
 */
export function productIdAttempt(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, PRODUCT_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
