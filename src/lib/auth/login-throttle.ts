import { z } from 'zod';

/** Login attempts are counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Attempts allowed per window before 429, counted when they arrive (before the password is
 * checked, so a burst counts like a sequence):
 * - `pair`: one client address trying one username: a guesser at one account;
 * - `address`: one client address trying any usernames: a guesser spraying accounts.
 * One username tried from many addresses is only slowed down (see loginDelayMs), never refused:
 * a refusal there would let anyone lock the owner out of the back office.
 */
export const LOGIN_LIMITS = { pair: 8, address: 30 } as const;

/** No delay for the first few attempts; then each doubles the wait, up to 1.6 s. */
const FREE_ATTEMPTS = 2;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 1600;

/** How long to hold the `attempt`-th attempt of a window (1 is the first) before checking it. */
export function loginDelayMs(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - FREE_ATTEMPTS - 1), MAX_DELAY_MS);
}

/** Whether the `attempt`-th attempt of a window is past a limit, and so refused with 429. */
export function loginRefused(attempt: number, limit: number): boolean {
  return attempt > limit;
}

/**
 * The attempts one client address made this window: in all, and per username (by hash). One
 * document per address, so both counts of an attempt come from the same atomic write.
 */
export const AddressAttemptsSchema = z.object({
  windowStartedAt: z.int().nonnegative(),
  count: z.int().nonnegative(),
  accounts: z.record(z.string(), z.int().positive()),
});
export type AddressAttempts = z.output<typeof AddressAttemptsSchema>;

/**
 * Counts one more attempt by an address at `account`: which attempt it is, for the address and
 * for the pair. Past the address limit, usernames are no longer recorded (the attempt is
 * refused anyway), so spraying cannot grow the document.
 */
export function countLoginAttempt(
  current: AddressAttempts | null,
  account: string,
  nowMs: number,
): { attempts: AddressAttempts; addressAttempt: number; pairAttempt: number } {
  const fresh = !current || nowMs - current.windowStartedAt >= LOGIN_WINDOW_MS;
  const base = fresh ? { windowStartedAt: nowMs, count: 0, accounts: {} } : current;
  const count = base.count + 1;
  const pairAttempt = (base.accounts[account] ?? 0) + 1;
  const accounts =
    count > LOGIN_LIMITS.address ? base.accounts : { ...base.accounts, [account]: pairAttempt };
  return {
    attempts: { windowStartedAt: base.windowStartedAt, count, accounts },
    addressAttempt: count,
    pairAttempt,
  };
}

/**
 * The attempts after a right password: that username's count from this address starts over, and
 * the attempt itself no longer counts, so staff signing in all day behind one address are
 * never refused.
 */
export function forgetAccount(current: AddressAttempts, account: string): AddressAttempts {
  const accounts = Object.fromEntries(
    Object.entries(current.accounts).filter(([key]) => key !== account),
  );
  return { ...current, count: Math.max(0, current.count - 1), accounts };
}
