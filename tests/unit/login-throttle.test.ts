import { describe, expect, it } from 'vitest';
import {
  countLoginAttempt,
  forgetAccount,
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  loginDelayMs,
  loginRefused,
} from '../../src/lib/auth/login-throttle.ts';

describe('the login throttle', () => {
  it('lets the first two attempts through at once', () => {
    expect(loginDelayMs(1)).toBe(0);
    expect(loginDelayMs(2)).toBe(0);
  });

  it('doubles the delay with each further attempt, up to 1.6 s', () => {
    expect([3, 4, 5, 6, 7, 30].map(loginDelayMs)).toEqual([200, 400, 800, 1600, 1600, 1600]);
  });

  it('refuses one address an account from its ninth attempt, and any accounts from its 31st', () => {
    expect(LOGIN_LIMITS).toEqual({ pair: 8, address: 30 });
    expect(loginRefused(8, LOGIN_LIMITS.pair)).toBe(false);
    expect(loginRefused(9, LOGIN_LIMITS.pair)).toBe(true);
    expect(loginRefused(30, LOGIN_LIMITS.address)).toBe(false);
    expect(loginRefused(31, LOGIN_LIMITS.address)).toBe(true);
  });
});

describe('counting one address’s attempts', () => {
  const now = 1_800_000_000_000;

  it('numbers each attempt for the address and for the username it tried', () => {
    let attempts = null;
    const seen: [number, number][] = [];
    for (const account of ['a', 'b', 'a', 'a']) {
      const counted = countLoginAttempt(attempts, account, now);
      seen.push([counted.addressAttempt, counted.pairAttempt]);
      attempts = counted.attempts;
    }
    expect(seen).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    expect(attempts).toEqual({ windowStartedAt: now, count: 4, accounts: { a: 3, b: 1 } });
  });

  it('starts a new window once the old one has passed', () => {
    const old = { windowStartedAt: now - LOGIN_WINDOW_MS, count: 29, accounts: { a: 8 } };
    expect(countLoginAttempt(old, 'a', now)).toEqual({
      attempts: { windowStartedAt: now, count: 1, accounts: { a: 1 } },
      addressAttempt: 1,
      pairAttempt: 1,
    });
  });

  it('stops recording usernames past the address limit, so spraying cannot grow the record', () => {
    const full = { windowStartedAt: now, count: LOGIN_LIMITS.address, accounts: { a: 1 } };
    const counted = countLoginAttempt(full, 'zzz', now);
    expect(counted.addressAttempt).toBe(LOGIN_LIMITS.address + 1);
    expect(counted.attempts.accounts).toEqual({ a: 1 });
  });

  it('forgets a username’s attempts and the right one itself, keeping the rest', () => {
    const attempts = { windowStartedAt: now, count: 5, accounts: { a: 3, b: 2 } };
    expect(forgetAccount(attempts, 'a')).toEqual({ ...attempts, count: 4, accounts: { b: 2 } });
    expect(forgetAccount({ windowStartedAt: now, count: 0, accounts: {} }, 'a').count).toBe(0);
  });
});
