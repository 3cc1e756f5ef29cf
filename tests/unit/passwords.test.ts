import { randomBytes, scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import commonPasswords from '../../src/server/auth/common-passwords.json' with { type: 'json' };
import {
  hashPassword,
  needsRehash,
  NewPasswordSchema,
  passwordProblem,
  verifyPassword,
} from '../../src/server/auth/passwords.ts';

// scrypt at N = 2^17 takes a few tenths of a second per call; these tests make seven hashes.
const SLOW = 20_000;
const PASSWORD = 'correct horse battery staple';

/** A stored string made by hand with scrypt directly, at chosen (weaker) parameters. */
function handMadeHash(plain: string, N: number, r = 8, p = 1): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, 64, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error) reject(error);
      else
        resolve(
          `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`,
        );
    });
  });
}

describe('hashPassword and verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', { timeout: SLOW }, async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts each hash, so the same password hashes differently', { timeout: SLOW }, async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(first).not.toBe(second);
  });

  it(
    'verifies old hashes with their own parameters and asks for a rehash',
    { timeout: SLOW },
    async () => {
      const weak = await handMadeHash(PASSWORD, 2 ** 14);
      expect(await verifyPassword(PASSWORD, weak)).toBe(true);
      expect(await verifyPassword('something else entirely', weak)).toBe(false);
      expect(needsRehash(weak)).toBe(true);
      expect(needsRehash(weak.replace('r=8', 'r=4'))).toBe(true);
    },
  );

  it(
    'hashes Unicode passwords the same in composed and decomposed form',
    { timeout: SLOW },
    async () => {
      const stored = await hashPassword('café crème brûlée');
      expect(await verifyPassword('cafe\u0301 cre\u0300me bru\u0302le\u0301e', stored)).toBe(true);
    },
  );

  it('returns false, never throws, for malformed or absurd stored strings', async () => {
    const salt = randomBytes(16).toString('base64url');
    const hash = randomBytes(64).toString('base64url');
    const bad = [
      '',
      'not a hash',
      `bcrypt$N=131072,r=8,p=1$${salt}$${hash}`,
      `scrypt$N=131072,r=8,p=1$${salt}`,
      `scrypt$N=131072,r=8,p=1$${salt}$${hash}$extra`,
      `scrypt$N=131072,r=8,p=1$${salt}$not+base64/url`,
      `scrypt$N=131072,r=8,p=1$c2hvcnQ$${hash}`,
      `scrypt$N=1073741824,r=8,p=1$${salt}$${hash}`,
      `scrypt$N=2048,r=8,p=1$${salt}$${hash}`,
      `scrypt$N=100000,r=8,p=1$${salt}$${hash}`,
      `scrypt$N=1048576,r=32,p=1$${salt}$${hash}`,
      `scrypt$N=131072,r=0,p=1$${salt}$${hash}`,
      `scrypt$N=131072,r=8,p=99$${salt}$${hash}`,
      `scrypt$N=-131072,r=8,p=1$${salt}$${hash}`,
    ];
    for (const stored of bad) {
      await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('refuses to hash or verify a password over 1024 characters', async () => {
    const huge = 'a'.repeat(1025);
    await expect(hashPassword(huge)).rejects.toThrow(RangeError);
    const stored = `scrypt$N=131072,r=8,p=1$${randomBytes(16).toString('base64url')}$${randomBytes(64).toString('base64url')}`;
    await expect(verifyPassword(huge, stored)).resolves.toBe(false);
  });
});

describe('passwordProblem', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(passwordProblem('abcdefghij😀')).toBe('Use at least 12 characters.');
    expect(passwordProblem('abcdefghijk😀')).toBeUndefined();
    expect(passwordProblem('')).toBe('Use at least 12 characters.');
  });

  it('allows 1024 characters and refuses 1025', () => {
    expect(passwordProblem('x'.repeat(1024))).toBeUndefined();
    expect(passwordProblem('x'.repeat(1025))).toBe('Use at most 1024 characters.');
  });

  it('refuses common passwords whatever their case or surrounding spaces', () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    expect(passwordProblem('QwertyUIOP123')).toBe(common);
    expect(passwordProblem('  CubeKitchen123 ')).toBe(common);
    expect(passwordProblem('qwerty123456')).toBe(common);
  });

  it('refuses the username as the password', () => {
    const context = { username: 'Kitchen.Manager' };
    expect(passwordProblem('kitchen.manager', context)).toBe(
      "Don't use your username as your password.",
    );
    expect(passwordProblem('kitchen.manager.2025', context)).toBeUndefined();
    expect(passwordProblem('kitchen.manager', { username: '' })).toBeUndefined();
  });

  it('has no composition rules', () => {
    expect(passwordProblem('all lower case words')).toBeUndefined();
  });
});

describe('common-passwords.json', () => {
  it('is lower-cased, trimmed, sorted, unique and only 12+ code points', () => {
    expect(commonPasswords.length).toBeGreaterThan(100);
    for (const entry of commonPasswords) {
      expect(entry).toBe(entry.trim().toLowerCase());
      expect(Array.from(entry).length).toBeGreaterThanOrEqual(12);
    }
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    expect([...commonPasswords].sort()).toEqual(commonPasswords);
  });
});

describe('NewPasswordSchema', () => {
  it.each([
    ['short', 'Use at least 12 characters.'],
    ['y'.repeat(1025), 'Use at most 1024 characters.'],
    ['PASSWORD1234', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses %#: with the policy message', (plain, message) => {
    const result = NewPasswordSchema.safeParse(plain);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('accepts a good password and refuses non-strings', () => {
    expect(NewPasswordSchema.parse('sauce cubes at midnight')).toBe('sauce cubes at midnight');
    expect(NewPasswordSchema.safeParse(12).success).toBe(false);
  });
});
