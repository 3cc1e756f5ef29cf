/**
 * A number field's `setValueAs` where blank means "not given" (no limit, the shop's setting),
 * never 0 or NaN; anything typed is read as a number for the schema to check.
 */
export function blankAsNoNumber(value: unknown): number | undefined {
  return value === '' || value === null || value === undefined ? undefined : Number(value);
}
