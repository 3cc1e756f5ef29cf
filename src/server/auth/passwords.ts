import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import commonPasswordList from './common-passwords.json' with { type: 'json' };

// scrypt work factors; kept in every stored hash so older hashes verify with their own.
interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// OWASP's recommended scrypt parameters: what new hashes use.
const CURRENT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };

/** Shortest password the policy accepts, in Unicode code points. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest password accepted, in code points: bounds hashing cost; nothing is ever truncated. */
export const MAX_PASSWORD_LENGTH = 1024;

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Bounds on parameters read back from storage, so a corrupt or hostile string cannot make
// scrypt allocate gigabytes: N = 2^20 with r = 32 would be 4 GiB, so 128·N·r is capped too.
const BOUNDS = { N: [2 ** 14, 2 ** 20], r: [1, 32], p: [1, 16] } as const;
const MAX_MEMORY = 1024 * 1024 * 1024;
// Salt 16-64 bytes, hash 32-128 bytes, base64url without padding; numbers without leading zeros.
const STORED_FORMAT =
  /^scrypt\$N=([1-9][0-9]{0,7}),r=([1-9][0-9]?),p=([1-9][0-9]?)\$([\w-]{22,86})\$([\w-]{43,171})$/;

function deriveKey(plain: string, salt: Buffer, keyLength: number, params: ScryptParams) {
  const { N, r, p } = params;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  // NFKC so the same password typed on different keyboards/OSes gives the same bytes (NIST 800-63B).
  const bytes = plain.normalize('NFKC');
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(bytes, salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function tooLongToHash(plain: string): boolean {
  // A code point is at most two UTF-16 units, so the cheap check settles huge inputs first.
  return plain.length > MAX_PASSWORD_LENGTH * 2 || Array.from(plain).length > MAX_PASSWORD_LENGTH;
}

function decodeBase64Url(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

function parseStored(stored: string) {
  const match = STORED_FORMAT.exec(stored);
  if (!match) return undefined;
  const [, n, r, p, saltText = '', hashText = ''] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const inBounds = (Object.keys(BOUNDS) as (keyof ScryptParams)[]).every((key) => {
    const [min, max] = BOUNDS[key];
    return Number.isInteger(params[key]) && params[key] >= min && params[key] <= max;
  });
  const isPowerOfTwo = (params.N & (params.N - 1)) === 0;
  if (!inBounds || !isPowerOfTwo || 128 * params.N * params.r > MAX_MEMORY) return undefined;
  const salt = decodeBase64Url(saltText);
  const hash = decodeBase64Url(hashText);
  return salt && hash ? { params, salt, hash } : undefined;
}

/** Hashes a new password into one self-describing string (algorithm, parameters, salt, hash). */
export async function hashPassword(plain: string): Promise<string> {
  if (tooLongToHash(plain)) throw new RangeError('Password is longer than the maximum length');
  const salt = randomBytes(SALT_LENGTH);
  const hash = await deriveKey(plain, salt, KEY_LENGTH, CURRENT_PARAMS);
  const { N, r, p } = CURRENT_PARAMS;
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Checks a login attempt in constant time; malformed or out-of-bounds stored strings are false. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || tooLongToHash(plain)) return false;
  try {
    const candidate = await deriveKey(plain, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(candidate, parsed.hash);
  } catch {
    return false;
  }
}

/** Tells login to re-hash (it has the plain password) when the stored parameters are weaker. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return (
    N < CURRENT_PARAMS.N ||
    r < CURRENT_PARAMS.r ||
    p < CURRENT_PARAMS.p ||
    parsed.hash.length < KEY_LENGTH
  );
}

let commonPasswords: ReadonlySet<string> | undefined;

function isCommon(plain: string): boolean {
  commonPasswords ??= new Set(commonPasswordList);
  return commonPasswords.has(plain.trim().toLowerCase());
}

/** The password policy (length, deny-list, not the username; no composition rules) as a message. */
export function passwordProblem(
  plain: string,
  context: { username?: string | undefined } = {},
): string | undefined {
  // Code points, not UTF-16 units (NIST 800-63B): an emoji such as 😀 counts as one character.
  const length = Array.from(plain).length;
  if (length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const username = context.username?.trim().toLowerCase();
  if (username && plain.trim().toLowerCase() === username) {
    return "Don't use your username as your password.";
  }
  if (isCommon(plain)) return 'This password is too common. Choose one that is harder to guess.';
  return undefined;
}

/** Request validation for a new password, with the same messages as `passwordProblem`. */
export const NewPasswordSchema = z.string().superRefine((plain, ctx) => {
  const problem = passwordProblem(plain);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});
