/** Money is integer cents everywhere; this is the one place it becomes text. */
const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** Formats integer cents as New Zealand dollars, e.g. 1490 -> "$14.90". */
export function formatNZD(cents: number): string {
  return nzd.format(cents / 100);
}
