import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsForInput, formatNZD } from '../../src/lib/money.ts';

describe('formatNZD', () => {
  it('formats integer cents as dollars with two decimals', () => {
    expect(formatNZD(1490)).toBe('$14.90');
    expect(formatNZD(999)).toBe('$9.99');
    expect(formatNZD(1000)).toBe('$10.00');
  });

  it('formats zero as $0.00', () => {
    expect(formatNZD(0)).toBe('$0.00');
  });

  it('keeps single cents and amounts under a dollar', () => {
    expect(formatNZD(1)).toBe('$0.01');
    expect(formatNZD(5)).toBe('$0.05');
    expect(formatNZD(99)).toBe('$0.99');
  });

  it('adds thousands separators to large amounts', () => {
    expect(formatNZD(123456)).toBe('$1,234.56');
    expect(formatNZD(100000)).toBe('$1,000.00');
    expect(formatNZD(123456789012)).toBe('$1,234,567,890.12');
  });

  it('does not suffer from floating point drift on awkward cent values', () => {
    expect(formatNZD(1005)).toBe('$10.05');
    expect(formatNZD(2999)).toBe('$29.99');
    expect(formatNZD(110)).toBe('$1.10');
  });

  it('shows a leading minus sign for negative amounts', () => {
    expect(formatNZD(-1490)).toBe('-$14.90');
  });

  // -0 cents (say, a negated zero discount): Intl.NumberFormat on its own shows the sign of
  // negative zero, "-$0.00".
  it('formats negative zero as $0.00, not -$0.00', () => {
    expect(formatNZD(-0)).toBe('$0.00');
  });

  // formatNZD writes the text out itself (building Intl's formatter is slow on a phone): it must
  // write what Intl writes for every whole number of cents, small, large and negative.
  const intl = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
  it('writes what Intl.NumberFormat writes for any whole number of cents', () => {
    const cents = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
      fc.constantFrom(99_999, 100_000, 99_999_999, 100_000_000, -100_000, 10 ** 15),
    );
    fc.assert(
      fc.property(cents, (value) => formatNZD(value) === intl.format(value / 100 + 0)),
      { numRuns: 2000 },
    );
  });

  it('writes what Intl writes for amounts that are not numbers of cents', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatNZD(value)).toBe(intl.format(value));
    }
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatNZD(1490.4)).toBe('$14.90');
    expect(formatNZD(1490.6)).toBe('$14.91');
    expect(formatNZD(-0.4)).toBe('$0.00');
  });
});

describe('centsFromDollars and dollarsForInput', () => {
  it('reads the ways staff type dollar amounts', () => {
    expect(centsFromDollars('12.50')).toBe(1250);
    expect(centsFromDollars('$12.5')).toBe(1250);
    expect(centsFromDollars(' 12 ')).toBe(1200);
    expect(centsFromDollars('1,250.05')).toBe(125005);
    expect(centsFromDollars('0.99')).toBe(99);
    expect(centsFromDollars('0')).toBe(0);
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['', '-5', '12.505', 'abc', '12,5', '1.2.3', '$', '1e3']) {
      expect(centsFromDollars(text), text).toBeNull();
    }
  });

  it('shows cents as an amount to edit, which reads back the same', () => {
    expect(dollarsForInput(1250)).toBe('12.50');
    expect(dollarsForInput(5)).toBe('0.05');
    for (const cents of [0, 1, 99, 1490, 123456]) {
      expect(centsFromDollars(dollarsForInput(cents))).toBe(cents);
    }
  });
});
