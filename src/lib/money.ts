/** Money is integer cents everywhere; this is the one place it becomes text. */
const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** Formats integer cents as New Zealand dollars, e.g. 1490 -> "$14.90". */
export function formatNZD(cents: number): string {
  // `+ 0` turns -0 (say, a negated zero discount) into 0, so it never shows as -$0.00.
  return nzd.format(cents / 100 + 0);
}

/**
 * An amount of dollars as staff type it ("12.50", "$12.5", "1,250", "12") as integer cents; null
 * for anything that is not a plain, non-negative amount with at most two decimals.
 */
export function centsFromDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dollars = '0', fraction = ''] = match;
  return Number(dollars.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents as an amount to edit, e.g. 1250 -> "12.50". */
export function dollarsForInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
