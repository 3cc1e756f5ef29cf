/** Failed logins are counted over this window, per client address and per username. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** After this many failures in the window, logins are refused with 429 until it passes. */
export const LOGIN_LOCK_AFTER_FAILURES = 8;

/** No delay for the first few slips; then each failure doubles the wait, up to 1.6 s. */
const FREE_FAILURES = 2;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 1600;

/** How long to hold a login attempt after `failures` recent failures, and whether it is refused. */
export function loginThrottle(failures: number): { delayMs: number; locked: boolean } {
  if (failures >= LOGIN_LOCK_AFTER_FAILURES) return { delayMs: 0, locked: true };
  if (failures <= FREE_FAILURES) return { delayMs: 0, locked: false };
  return {
    delayMs: Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS),
    locked: false,
  };
}
