import { describe, expect, it } from 'vitest';
import {
  gstCheckDigitWarning,
  isValidIrdNumber,
  normaliseBankAccountNumber,
  normaliseGstNumber,
} from '../../src/lib/nz-numbers.ts';

describe('isValidIrdNumber (Inland Revenue modulus-11 check)', () => {
  // The examples of Inland Revenue's RWT/NRWT specification.
  it.each(['49091850', '35901981', '49098576', '136410132'])('accepts %s', (digits) => {
    expect(isValidIrdNumber(digits)).toBe(true);
  });

  it('falls back to the secondary weights when the primary check digit is 10', () => {
    // Base 04000002: primary 4·2 + 2·2 = 12 → 11 - 1 = 10; secondary 4·4 + 2·6 = 28 → 11 - 6 = 5.
    expect(isValidIrdNumber('40000025')).toBe(true);
    expect(isValidIrdNumber('40000024')).toBe(false);
  });

  it('refuses every number whose secondary check digit is 10 too', () => {
    // Base 04000081 gives 10 with both sets of weights, so no last digit makes it valid.
    for (let last = 0; last <= 9; last += 1) {
      expect(isValidIrdNumber(`4000081${String(last)}`)).toBe(false);
    }
  });

  it.each([
    ['136410133', 'a wrong check digit'],
    ['9125568', 'too few digits'],
    ['09125568', 'below the issued range'],
    ['150000001', 'above the issued range'],
    ['1234567890', 'too many digits'],
    ['49-091-850', 'separators (callers remove them)'],
  ])('refuses %s: %s', (digits) => {
    expect(isValidIrdNumber(digits)).toBe(false);
  });
});

describe('normaliseGstNumber', () => {
  it.each([
    ['136410132', '136-410-132'],
    ['136-410-132', '136-410-132'],
    [' 136 410 132 ', '136-410-132'],
    ['49091850', '049-091-850'],
    ['49-091-850', '049-091-850'],
    ['049-091-850', '049-091-850'],
    // The settings field's own hint (issue 22): any 8 or 9 digits, check digit or not.
    ['123-456-789', '123-456-789'],
    ['123456789', '123-456-789'],
    ['123 456 789', '123-456-789'],
    ['12-345-678', '012-345-678'],
    ['12 345 678', '012-345-678'],
    ['12345678', '012-345-678'],
    ['136-410-133', '136-410-133'],
  ])('writes %j as %j', (typed, stored) => {
    expect(normaliseGstNumber(typed)).toBe(stored);
  });

  it.each([
    '1234567',
    '1234567890',
    '12-345-67',
    '49O91850',
    '',
    '-',
    'GST 136410132',
    '-12345678',
  ])('refuses %j', (typed) => {
    expect(normaliseGstNumber(typed)).toBeNull();
  });
});

describe('gstCheckDigitWarning', () => {
  it('warns, without refusing, when a well-formed number fails Inland Revenue’s check', () => {
    expect(gstCheckDigitWarning('123-456-789')).toMatch(/check digit does not match/);
    expect(gstCheckDigitWarning('136-410-133')).toMatch(/check digit does not match/);
  });

  it('says nothing for a number that passes, for an empty field or a malformed one', () => {
    expect(gstCheckDigitWarning('136-410-132')).toBeNull();
    expect(gstCheckDigitWarning('49-091-850')).toBeNull();
    expect(gstCheckDigitWarning('')).toBeNull();
    expect(gstCheckDigitWarning('1234')).toBeNull();
  });
});

describe('normaliseBankAccountNumber', () => {
  it.each([
    ['12-3456-0123456-00', '12-3456-0123456-00'],
    ['12 3456 0123456 00', '12-3456-0123456-00'],
    ['123456012345600', '12-3456-0123456-00'],
    ['12-3456-0123456-001', '12-3456-0123456-001'],
    [' 38 9000 7654321 000 ', '38-9000-7654321-000'],
  ])('writes %j as %j', (typed, stored) => {
    expect(normaliseBankAccountNumber(typed)).toBe(stored);
  });

  it.each([
    '12-3456-123456-00',
    '12-3456-0123456-0',
    '12-3456-0123456-0001',
    '1-3456-0123456-00',
    '12-3456-01234560-0',
    '12/3456/0123456/00',
    '',
  ])('refuses %j', (typed) => {
    expect(normaliseBankAccountNumber(typed)).toBeNull();
  });
});
