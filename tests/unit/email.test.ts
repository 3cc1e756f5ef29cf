import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailField } from '../../src/lib/forms/email.ts';

const field = emailField({ required: 'Required', invalid: 'Invalid' });

function firstIssue(input: unknown): string | undefined {
  return field.safeParse(input).error?.issues[0]?.message;
}

describe('EMAIL_PATTERN', () => {
  it.each([
    'ana@example.com',
    'ANA@EXAMPLE.CO.NZ',
    'first.last+tag@sub.example.nz',
    'a_b%c-d@ex-ample.org',
    'x@y.io',
  ])('matches %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana example@example.com',
    'ana@@example.com',
    'ana@example.com.',
  ])('does not match %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('emailField', () => {
  it('accepts an address and trims it', () => {
    expect(field.parse('  ana@example.co.nz ')).toBe('ana@example.co.nz');
  });

  it('keeps the case of the address', () => {
    expect(field.parse('ANA@EXAMPLE.CO.NZ')).toBe('ANA@EXAMPLE.CO.NZ');
  });

  it('gives the required message for a missing or empty address', () => {
    expect(firstIssue(undefined)).toBe('Required');
    expect(firstIssue('')).toBe('Required');
    expect(firstIssue('   ')).toBe('Required');
    expect(firstIssue(42)).toBe('Required');
  });

  it('gives the invalid message for a malformed address', () => {
    expect(firstIssue('not-an-email')).toBe('Invalid');
  });

  it('accepts 254 characters and rejects 255', () => {
    const address = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.nz`;
    expect(address(254)).toHaveLength(254);
    expect(field.safeParse(address(254)).success).toBe(true);
    expect(address(255)).toHaveLength(255);
    expect(firstIssue(address(255))).toBe('Invalid');
  });
});
