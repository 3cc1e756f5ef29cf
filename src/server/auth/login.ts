import { createHash } from 'node:crypto';
import type { AdminLogin } from '../../lib/forms/admin-login.ts';
import {
  AddressAttemptsSchema,
  countLoginAttempt,
  forgetAccount,
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  loginDelayMs,
  loginRefused,
} from '../../lib/auth/login-throttle.ts';
import { countRequest, RateWindowSchema } from '../../lib/api/rate-limit.ts';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { holdLoginAttempt } from './login-hold.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import { findUserByUsername, users, type User } from './users.ts';

/** The one message for every failed login, so it never tells whether a username exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

/** One document per client address: its attempts, in all and per username. */
const addressAttempts = recordCollection({
  prefix: 'login-attempts/address',
  schema: AddressAttemptsSchema,
});
/** One document per username: its failed logins from anywhere, which only slow logins down. */
const accountFailures = recordCollection({
  prefix: 'login-attempts/account',
  schema: RateWindowSchema,
});

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Checked against when the username is unknown, so both cases take the same time. Made when the
 * module loads, so the first unknown-user login of an instance is not the one that pays for it.
 */
const hashForUnknownUsers = hashPassword('cube-kitchen-no-such-user-here');

/** Who is trying: the client address and the username, each as a hash (no personal data in keys). */
function attemptKeys(ip: string, username: string) {
  return { address: hashed(ip || 'unknown'), account: hashed(username.trim().toLowerCase()) };
}

const FAILURE_RULE = { limit: Infinity, windowMs: LOGIN_WINDOW_MS };

/** This window's failed logins of a username, from anywhere. */
async function recentFailures(account: string, nowMs: number): Promise<number> {
  const window = await accountFailures.get(account);
  return window && nowMs - window.windowStartedAt < LOGIN_WINDOW_MS ? window.count : 0;
}

/**
 * Counts the attempt before the password is checked, atomically, so parallel guesses from one
 * address are throttled like a sequence: 429 past the per-address limits; otherwise a delay that
 * grows with this address's attempts at the username, and with the username's failures from
 * anywhere (capped, never a refusal).
 */
async function throttle(keys: ReturnType<typeof attemptKeys>, nowMs: number): Promise<void> {
  let addressAttempt = 0;
  let pairAttempt = 0;
  const [, failures] = await Promise.all([
    addressAttempts.update(keys.address, (current) => {
      const counted = countLoginAttempt(current, keys.account, nowMs);
      ({ addressAttempt, pairAttempt } = counted);
      return counted.attempts;
    }),
    recentFailures(keys.account, nowMs),
  ]);
  if (loginRefused(pairAttempt, LOGIN_LIMITS.pair)) throw tooMany();
  if (loginRefused(addressAttempt, LOGIN_LIMITS.address)) throw tooMany();
  await holdLoginAttempt(Math.max(loginDelayMs(pairAttempt), loginDelayMs(failures + 1)));
}

/** Counts a wrong password against the username, for the delay of its next attempts. */
async function recordFailure(keys: ReturnType<typeof attemptKeys>, nowMs: number): Promise<void> {
  await accountFailures.update(
    keys.account,
    (current) => countRequest(current, FAILURE_RULE, nowMs).window,
  );
}

const tooMany = () =>
  new HttpError(429, undefined, { headers: { 'Retry-After': String(LOGIN_WINDOW_MS / 1000) } });

/** After a right password, this address's count for the username starts over. */
async function forgetAttempts(keys: ReturnType<typeof attemptKeys>): Promise<void> {
  await addressAttempts.update(keys.address, (current) =>
    current ? forgetAccount(current, keys.account) : { windowStartedAt: 0, count: 0, accounts: {} },
  );
}

/** Stores a stronger hash of a password just proven right, if its stored one is weaker. */
async function upgradeHash(user: User, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  await users.update(user.id, (current) => {
    if (!current) throw new HttpError(401, INVALID_LOGIN_MESSAGE);
    // Changed meanwhile (a password reset): the newer password wins.
    return current.passwordHash === user.passwordHash ? { ...current, passwordHash } : current;
  });
}

/**
 * Checks a staff login and starts a session. Attempts are counted per client address (in all
 * and per username) and per username (see throttle); a success clears this address's count for
 * the username. Every failure reads the same.
 */
export async function logIn(
  credentials: AdminLogin,
  ip: string,
  now = new Date(),
): Promise<{ user: User; token: string }> {
  const keys = attemptKeys(ip, credentials.username);
  await throttle(keys, now.getTime());

  const user = await findUserByUsername(credentials.username);
  const matches = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await hashForUnknownUsers),
  );
  if (!user || !matches || user.disabled) {
    await recordFailure(keys, now.getTime());
    throw new HttpError(401, INVALID_LOGIN_MESSAGE);
  }
  await forgetAttempts(keys);
  await upgradeHash(user, credentials.password);
  const { token } = await startSession(user, now);
  return { user, token };
}

/**
 * Checks a signed-in user's own password again (before a password change) under the same
 * throttle as logging in, so a borrowed session cannot be used to guess it quickly.
 */
export async function confirmOwnPassword(
  user: User,
  password: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const keys = attemptKeys(ip, user.username);
  await throttle(keys, now.getTime());
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(keys, now.getTime());
    return false;
  }
  await forgetAttempts(keys);
  return true;
}
