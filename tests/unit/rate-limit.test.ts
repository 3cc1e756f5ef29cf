import { describe, expect, it } from 'vitest';
import { countRequest, RateWindowSchema, type RateWindow } from '../../src/lib/api/rate-limit.ts';

const rule = { limit: 3, windowMs: 60_000 };
const start = 1_700_000_000_000;

describe('countRequest', () => {
  it('opens a window with the first request', () => {
    const verdict = countRequest(null, rule, start);
    expect(verdict.window).toEqual({ windowStartedAt: start, count: 1 });
    expect(verdict.allowed).toBe(true);
  });

  it('counts up within the window and keeps its start', () => {
    const first = countRequest(null, rule, start);
    const second = countRequest(first.window, rule, start + 1_000);
    const third = countRequest(second.window, rule, start + 2_000);
    expect(second.window).toEqual({ windowStartedAt: start, count: 2 });
    expect(third.window).toEqual({ windowStartedAt: start, count: 3 });
    expect(second.allowed).toBe(true);
    expect(third.allowed).toBe(true);
  });

  it('allows exactly `limit` requests and refuses the next one', () => {
    let current: RateWindow | null = null;
    const allowed: boolean[] = [];
    for (let i = 0; i < rule.limit + 2; i += 1) {
      const verdict = countRequest(current, rule, start + i * 100);
      allowed.push(verdict.allowed);
      current = verdict.window;
    }
    expect(allowed).toEqual([true, true, true, false, false]);
  });

  it('tells a refused client how many whole seconds are left in the window', () => {
    const current = { windowStartedAt: start, count: rule.limit };
    const verdict = countRequest(current, rule, start + 15_500);
    expect(verdict.allowed).toBe(false);
    expect(verdict.window.count).toBe(rule.limit + 1);
    // 44.5 seconds remain: round up so the client never retries too early.
    expect(verdict.retryAfterSeconds).toBe(45);
  });

  it('never says to retry in less than one second', () => {
    const current = { windowStartedAt: start, count: rule.limit };
    const verdict = countRequest(current, rule, start + rule.windowMs - 1);
    expect(verdict.allowed).toBe(false);
    expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(verdict.retryAfterSeconds).toBe(1);
  });

  it('starts a fresh window once windowMs has passed', () => {
    const exhausted = { windowStartedAt: start, count: 10 };
    const atEdge = countRequest(exhausted, rule, start + rule.windowMs);
    expect(atEdge.window).toEqual({ windowStartedAt: start + rule.windowMs, count: 1 });
    expect(atEdge.allowed).toBe(true);

    const later = countRequest(exhausted, rule, start + 5 * rule.windowMs + 123);
    expect(later.window).toEqual({ windowStartedAt: start + 5 * rule.windowMs + 123, count: 1 });
    expect(later.allowed).toBe(true);
  });

  it('still counts within the window one millisecond before it ends', () => {
    const current = { windowStartedAt: start, count: 1 };
    const verdict = countRequest(current, rule, start + rule.windowMs - 1);
    expect(verdict.window).toEqual({ windowStartedAt: start, count: 2 });
  });

  it('gives a retry time of the whole window for a fresh one', () => {
    const verdict = countRequest(null, rule, start);
    expect(verdict.retryAfterSeconds).toBe(60);
  });

  it('does not change the window it is given', () => {
    const current = { windowStartedAt: start, count: 2 };
    const copy = { ...current };
    countRequest(current, rule, start + 10);
    expect(current).toEqual(copy);
  });

  it('returns windows that the stored schema accepts', () => {
    let current: RateWindow | null = null;
    for (let i = 0; i < 5; i += 1) {
      current = countRequest(current, rule, start + i * 40_000).window;
      expect(RateWindowSchema.safeParse(current).success).toBe(true);
    }
  });

  it('works with a limit of one', () => {
    const single = { limit: 1, windowMs: 10_000 };
    const first = countRequest(null, single, 0);
    const second = countRequest(first.window, single, 9_999);
    const third = countRequest(second.window, single, 10_000);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, false, true]);
  });
});

describe('RateWindowSchema', () => {
  it('rejects negative or fractional values', () => {
    expect(RateWindowSchema.safeParse({ windowStartedAt: -1, count: 0 }).success).toBe(false);
    expect(RateWindowSchema.safeParse({ windowStartedAt: 0, count: 1.5 }).success).toBe(false);
    expect(RateWindowSchema.safeParse({ windowStartedAt: 0, count: 0 }).success).toBe(true);
  });
});
