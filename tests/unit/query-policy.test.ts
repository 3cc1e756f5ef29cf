import { describe, expect, it } from 'vitest';
import { FRESH_MS, isFresh, shouldRetryQuery } from '../../src/lib/api/query-policy.ts';

describe('shouldRetryQuery', () => {
  it.each([401, 403, 404, 422])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, status)).toBe(false);
  });

  it('retries a 5xx while fewer than 2 failures', () => {
    expect(shouldRetryQuery(0, 503)).toBe(true);
    expect(shouldRetryQuery(1, 500)).toBe(true);
    expect(shouldRetryQuery(2, 500)).toBe(false);
  });

  it('retries anything else once, network failures included', () => {
    expect(shouldRetryQuery(0, 429)).toBe(true);
    expect(shouldRetryQuery(1, 429)).toBe(false);
    expect(shouldRetryQuery(0, undefined)).toBe(true);
    expect(shouldRetryQuery(1, undefined)).toBe(false);
  });
});

describe('freshness', () => {
  it('keeps each list its own freshness window', () => {
    expect(FRESH_MS).toEqual({
      default: 300_000,
      products: 1_800_000,
      product: 300_000,
      testimonials: 900_000,
      faqs: 1_200_000,
    });
  });

  it('is fresh strictly inside the window', () => {
    expect(isFresh(1000, 300_000, 300_999)).toBe(true);
    expect(isFresh(1000, 300_000, 301_000)).toBe(false);
  });
});
