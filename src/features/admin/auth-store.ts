import { atom } from 'nanostores';
import { ApiError, apiRequest } from '../../lib/api/api-client.ts';
import {
  clearSignedInUser,
  parseStoredUser,
  saveSignedInUser,
  storedUser,
  type StoredUser,
} from '../../lib/auth/auth-storage.ts';
import type { AdminLogin } from '../../lib/forms/admin-login.ts';

/** The signed-in user: the stored one at once on load, then the server's answer in its place. */
export const $adminUser = atom<StoredUser | null>(null);
/** Whether the server has answered the current-user call since this page loaded. */
export const $userChecked = atom(false);

let check: Promise<void> | null = null;

/**
 * Uses the stored user at once, then asks the server (GET /api/user) and puts its answer in its
 * place: a 401 removes the stored token and user, any other failure gives no user (the guard
 * may still accept a stored admin). Runs once per page load.
 */
export function startAuthCheck(): Promise<void> {
  if (check) return check;
  $adminUser.set(storedUser());
  check = (async () => {
    try {
      const user = parseStoredUser(await apiRequest<unknown>('/api/user'));
      if (user) saveSignedInUser(user);
      $adminUser.set(user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clearSignedInUser();
      $adminUser.set(null);
    } finally {
      $userChecked.set(true);
    }
  })();
  return check;
}

/**
 * POST /api/auth/login. The answer is a user (username and role) with an optional `authToken`;
 * on success the token (when sent) and the user data are kept.
 */
export async function logIn(credentials: AdminLogin): Promise<StoredUser> {
  const answer = await apiRequest<unknown>('/api/auth/login', { json: credentials });
  const user = parseStoredUser(answer);
  const token = user ? (answer as { authToken?: unknown }).authToken : undefined;
  if (!user || !(token === undefined || typeof token === 'string')) {
    throw new ApiError('Invalid credentials', 502, answer);
  }
  saveSignedInUser(user, token);
  $adminUser.set(user);
  return user;
}

/** Keeps a new token and user after the server started a fresh session (password change). */
export function replaceSession(answer: unknown): void {
  const user = parseStoredUser(answer);
  const token = (answer as { authToken?: unknown } | null)?.authToken;
  if (!user) return;
  saveSignedInUser(user, typeof token === 'string' ? token : undefined);
  $adminUser.set(user);
}

/**
 * POST /api/auth/logout. Token and user are forgotten whether or not the call succeeds; the
 * error, if any, is passed on for the "Logout issue" toast.
 */
export async function logOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', json: {} });
  } finally {
    clearSignedInUser();
    $adminUser.set(null);
  }
}

/** A 401 on any admin call means the session has ended: forget the user so the guard redirects. */
export function forgetUserAfter401(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  clearSignedInUser();
  $adminUser.set(null);
  return true;
}
