// The one rule for ids that are part of URLs and Blobs keys (products, delivery zones, slots and
// windows, blog and recipe slugs). No schema library here: the cart, on every public page, tests
// product ids with it.

/** What a slug looks like: lower-case letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value is a slug of at most `maxLength` characters (a path or key part to trust). */
export function isSlug(value: string, maxLength: number): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}

/**
 * A slug made from a name, at most `maxLength` long and never ending on a dash: "Kūmara & Lentil
 * Dahl!" becomes `kumara-lentil-dahl`; '' when the name has no letters or digits.
 */
export function slugFrom(name: string, maxLength: number): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
