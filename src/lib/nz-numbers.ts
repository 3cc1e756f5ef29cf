// New Zealand business numbers as people type them: GST (IRD) numbers and bank account numbers.

// Inland Revenue's modulus-11 check (RWT/NRWT specification): weights for the 8-digit base.
const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6] as const;
// Numbers outside this range are neither issued nor expected to be soon (the same specification).
const LOWEST_IRD_NUMBER = 10_000_000;
const HIGHEST_IRD_NUMBER = 150_000_000;

function checkDigitFor(base: readonly number[], weights: readonly number[]): number {
  const sum = base.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** Whether 8 or 9 digits form a valid IRD number: issued range and Inland Revenue's check digit. */
export function isValidIrdNumber(digits: string): boolean {
  if (!/^\d{8,9}$/.test(digits)) return false;
  const value = Number(digits);
  if (value < LOWEST_IRD_NUMBER || value > HIGHEST_IRD_NUMBER) return false;
  const base = digits.slice(0, -1).padStart(8, '0').split('').map(Number);
  let expected = checkDigitFor(base, PRIMARY_WEIGHTS);
  if (expected === 10) expected = checkDigitFor(base, SECONDARY_WEIGHTS);
  return expected !== 10 && expected === Number(digits.slice(-1));
}

/** The digits of a GST number as typed: 8 or 9 digits, dashes and spaces anywhere between. */
const GST_NUMBER_PATTERN = /^\d(?:[\s-]*\d){7,8}$/;

/**
 * A GST number (an IRD number) as typed, 8 or 9 digits with or without dashes and spaces (the
 * hint's 123-456-789 and 12-345-678), written the one way we store and show it: nine digits as
 * 123-456-789, 8-digit numbers with a leading 0 as Inland Revenue asks. Null when it is not 8 or
 * 9 digits. Inland Revenue's check digit does not refuse a number (see gstCheckDigitWarning).
 */
export function normaliseGstNumber(typed: string): string | null {
  const trimmed = typed.trim();
  if (!GST_NUMBER_PATTERN.test(trimmed)) return null;
  const nine = trimmed.replace(/[\s-]/g, '').padStart(9, '0');
  return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`;
}

/**
 * A note for staff when a well-formed GST number fails Inland Revenue's check (a typing slip,
 * most likely), or null. It warns and never refuses: the number is the shop's own to give.
 */
export function gstCheckDigitWarning(typed: string): string | null {
  const normalised = normaliseGstNumber(typed);
  if (normalised === null) return null;
  return isValidIrdNumber(normalised.replace(/-/g, ''))
    ? null
    : 'Inland Revenue’s check digit does not match this number: check it against your GST registration.';
}

// Bank (2), branch (4), account (7) and suffix (2 or 3 digits), each group optionally set apart.
const BANK_ACCOUNT_PATTERN = /^(\d{2})[\s-]*(\d{4})[\s-]*(\d{7})[\s-]*(\d{2,3})$/;

/**
 * An NZ bank account number as typed (spaces or dashes between the groups, or none) written as
 * BB-bbbb-AAAAAAA-SS(S), the suffix kept as typed. Null when the groups do not fit that format.
 */
export function normaliseBankAccountNumber(typed: string): string | null {
  const groups = BANK_ACCOUNT_PATTERN.exec(typed.trim());
  return groups ? groups.slice(1, 5).join('-') : null;
}
