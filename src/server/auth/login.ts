import { createHash } from 'node:crypto';
import type { AdminLogin } from '../../lib/forms/admin-login.ts';
import { LOGIN_FAILURE_WINDOW_MS, loginThrottle } from '../../lib/login-throttle.ts';
import { countRequest, RateWindowSchema, type RateWindow } from '../../lib/rate-limit.ts';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import { findUserByUsername, type User } from './users.ts';

/** The one message for every failed login, so it never tells whether a username exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

const failures = recordCollection({ prefix: 'login-failures', schema: RateWindowSchema });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

let dummyHash: Promise<string> | undefined;
/** Checked against when the username is unknown, so both cases take the same time. */
const hashForUnknownUsers = () => (dummyHash ??= hashPassword('cube-kitchen-no-such-user-here'));

function recentFailures(window: RateWindow | null, now: number): number {
  return window && now - window.windowStartedAt < LOGIN_FAILURE_WINDOW_MS ? window.count : 0;
}

async function recordFailure(key: string, now: number): Promise<void> {
  await failures.update(
    key,
    (current) =>
      countRequest(current, { limit: Infinity, windowMs: LOGIN_FAILURE_WINDOW_MS }, now).window,
  );
}

/** The failure counters a password attempt is throttled by: its client address and username. */
function throttleKeys(ip: string, username: string): [string, string] {
  return [`ip/${hashed(ip || 'unknown')}`, `user/${hashed(username.trim().toLowerCase())}`];
}

/** Waits out the delay earned by recent failures, or refuses with 429 once they are too many. */
async function waitForThrottle(keys: readonly string[], nowMs: number): Promise<void> {
  const counts = await Promise.all(
    keys.map(async (key) => recentFailures(await failures.get(key), nowMs)),
  );
  const { delayMs, locked } = loginThrottle(Math.max(...counts));
  if (locked)
    throw new HttpError(429, undefined, {
      headers: { 'Retry-After': String(LOGIN_FAILURE_WINDOW_MS / 1000) },
    });
  await pause(delayMs);
}

/**
 * Checks a staff login and starts a session. Failures are counted per client address and per
 * username: a growing delay, then 429 until the window passes. Every failure reads the same.
 */
export async function logIn(
  credentials: AdminLogin,
  ip: string,
  now = new Date(),
): Promise<{ user: User; token: string }> {
  const keys = throttleKeys(ip, credentials.username);
  const nowMs = now.getTime();
  await waitForThrottle(keys, nowMs);

  const user = await findUserByUsername(credentials.username);
  const matches = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await hashForUnknownUsers()),
  );
  if (!user || !matches || user.disabled) {
    await Promise.all(keys.map((key) => recordFailure(key, nowMs)));
    throw new HttpError(401, INVALID_LOGIN_MESSAGE);
  }
  await failures.delete(keys[1]);
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
  const keys = throttleKeys(ip, user.username);
  const nowMs = now.getTime();
  await waitForThrottle(keys, nowMs);
  if (await verifyPassword(password, user.passwordHash)) return true;
  await Promise.all(keys.map((key) => recordFailure(key, nowMs)));
  return false;
}
