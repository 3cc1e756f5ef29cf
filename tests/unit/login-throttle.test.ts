import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_AFTER_FAILURES, loginThrottle } from '../../src/lib/login-throttle.ts';

describe('loginThrottle', () => {
  it('lets the first two slips through at once', () => {
    expect(loginThrottle(0)).toEqual({ delayMs: 0, locked: false });
    expect(loginThrottle(2)).toEqual({ delayMs: 0, locked: false });
  });

  it('doubles the delay with each further failure, up to 1.6 s', () => {
    expect([3, 4, 5, 6, 7].map((failures) => loginThrottle(failures).delayMs)).toEqual([
      200, 400, 800, 1600, 1600,
    ]);
  });

  it('locks from the eighth failure on', () => {
    expect(LOGIN_LOCK_AFTER_FAILURES).toBe(8);
    expect(loginThrottle(7).locked).toBe(false);
    expect(loginThrottle(8)).toEqual({ delayMs: 0, locked: true });
    expect(loginThrottle(50).locked).toBe(true);
  });
});
