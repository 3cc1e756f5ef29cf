/** Money is integer cents everywhere; this is the one place it becomes text. */

/**
 * Formats integer cents as New Zealand dollars, e.g. 1490 -> "$14.90", -123456 -> "-$1,234.56":
 * for every whole number of cents, what `Intl.NumberFormat('en-NZ', { style: 'currency',
 * currency: 'NZD' })` writes (tests/unit/money.test.ts holds the two together). Written out
 * because building that formatter loads locale data: the largest single cost of the script a
 * priced page runs first. -0 (say, a negated zero discount) shows as $0.00, never -$0.00; a
 * fraction of a cent rounds to the nearest cent.
 */
export function formatNZD(cents: number): string {
  if (!Number.isFinite(cents)) {
    return new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents);
  }
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = `$${dollars}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole > 0 ? `-${text}` : text;
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
