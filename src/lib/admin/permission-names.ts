// The names of the permissions alone, with no zod: the public pages' API client reads a stored
// user's grants through this, and must not pull a schema library into every page's JavaScript.

/** Every permission an admin may grant a staff account. */
export const PERMISSIONS = [
  'refunds',
  'prices',
  'deleteProducts',
  'customerExports',
  'accounts',
] as const;
/** One grantable permission. */
export type Permission = (typeof PERMISSIONS)[number];

/** Whether a value read from storage or an answer names a known permission. */
export function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}
