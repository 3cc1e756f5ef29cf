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

/**
 * A GST number (an IRD number) as typed, with or without dashes and spaces, written the one
 * way we store it: nine digits as 123-456-789, 8-digit numbers with a leading 0 as Inland Revenue
 * asks. Null when it is not a valid IRD number.
 */
export function normaliseGstNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!isValidIrdNumber(digits)) return null;
  const nine = digits.padStart(9, '0');
  return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`;
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
