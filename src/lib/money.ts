/** Money is integer cents everywhere; this is the one place it becomes text. */
const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** Formats integer cents as New Zealand dollars, e.g. 1490 -> "$14.90". */
export function formatNZD(cents: number): string {
  // `+ 0` turns -0 (say, a negated zero discount) into 0, so it never shows as -$0.00.
  return nzd.format(cents / 100 + 0);
}
