// What a path parameter may hold, checked by the route kit before any handler runs: an id that
// cannot be one of ours (a NUL, `../`, 1,500 characters, an emoji) is a 404 like an id that does
// not exist, and never reaches the store, whose keys it would break (500/503 otherwise).
import { z } from 'zod';

/**
 * Every id a route names by default: record ids (UUIDs), slugs (products, zones, slots), hashes
 * (subscribers, customers), dates (YYYY-MM-DD) and promo codes all fit in 1 to 100 letters,
 * digits, `-` and `_`.
 */
export const RECORD_ID_PARAM = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** An id made of when a record was written and a UUID (activity entries, contact messages). */
export const TIMED_ID_PARAM = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9-]{1,64}$/);

/** The parameters of a path with those of a route's `params`, the rest as RECORD_ID_PARAM. */
export type ParamSchemas = Readonly<Record<string, z.ZodType<string>>>;

/**
 * The path's parameters when each fits its schema (the route's own, else RECORD_ID_PARAM);
 * null when one does not, which the route kit answers as "no such thing".
 */
export function checkedParams(
  params: Readonly<Record<string, string>>,
  schemas: ParamSchemas = {},
): Record<string, string> | null {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const parsed = (schemas[name] ?? RECORD_ID_PARAM).safeParse(value);
    if (!parsed.success) return null;
    checked[name] = parsed.data;
  }
  return checked;
}
