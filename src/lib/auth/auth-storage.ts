import { isPermission, type Permission } from '../admin/permission-names.ts';

/**
 * Where the browser keeps a signed-in staff member. The bearer token lives under
 * two keys (a general auth token, used first, and an admin token); the user data under a third.
 * The HttpOnly session cookie is what really authenticates; these let the admin app show the
 * user at once and send the token to the API as a bearer header.
 */
export const AUTH_TOKEN_KEY = 'cube-kitchen-auth-token';
export const ADMIN_TOKEN_KEY = 'cube-kitchen-admin-token';
export const ADMIN_USER_KEY = 'cube-kitchen-admin-user';

/** The marker header every API request carries while an admin is signed in. */
export const ADMIN_MARKER_HEADER = 'X-Admin-Request';
/** The admin authorization header the current-user call adds to the marker, as a pair. */
export const ADMIN_AUTHORIZATION_HEADER = 'X-Admin-Authorization';

/**
 * The user data kept in the browser, from the login and current-user answers: the username, the
 * role and the permissions an admin granted (so screens can say what this account may not do).
 * Other fields the server may send (an id) are not kept, so nothing depends on them.
 */
export interface StoredUser {
  username: string;
  role: 'admin' | 'staff';
  permissions: Permission[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked outright (privacy settings); then nothing is kept.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The bearer token to send: the general one if present, otherwise the admin one. */
export function storedToken(): string | null {
  return read(AUTH_TOKEN_KEY) ?? read(ADMIN_TOKEN_KEY);
}

/** The admin token alone, for the current-user call's admin header pair. */
export function storedAdminToken(): string | null {
  return read(ADMIN_TOKEN_KEY);
}

/** The saved user, or null when there is none or it cannot be read. */
export function storedUser(): StoredUser | null {
  const raw = read(ADMIN_USER_KEY);
  if (raw === null) return null;
  try {
    return parseStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Checks the shape of a user from storage or from the API: a username and a known role are
 * required; permissions are the known ones listed (none when missing); any other field (an id, a
 * token) is left out. Anything else is no user.
 */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, role, permissions } = value as Record<string, unknown>;
  if (typeof username !== 'string' || username === '') return null;
  if (role !== 'admin' && role !== 'staff') return null;
  const granted = Array.isArray(permissions) ? permissions.filter(isPermission) : [];
  return { username, role, permissions: granted };
}

/** Keeps the user and, when given, the token under both token keys. */
export function saveSignedInUser(user: StoredUser, token?: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(ADMIN_USER_KEY, JSON.stringify(user));
    if (token !== undefined) {
      store.setItem(AUTH_TOKEN_KEY, token);
      store.setItem(ADMIN_TOKEN_KEY, token);
    }
  } catch {
    // A full storage only costs the instant display on the next load; the cookie still works.
  }
}

/** Forgets the tokens and the user (logout, or a 401 from the current-user call). */
export function clearSignedInUser(): void {
  const store = storage();
  for (const key of [AUTH_TOKEN_KEY, ADMIN_TOKEN_KEY, ADMIN_USER_KEY]) {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing more can be done; the server has ended the session anyway.
    }
  }
}

/**
 * The auth headers for a call to `path`: the bearer token when one is kept,
 * the admin marker while the saved user is an admin, and for the current-user call the admin
 * header pair whenever an admin token exists.
 */
export function authHeadersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (storedUser()?.role === 'admin') headers[ADMIN_MARKER_HEADER] = 'true';
  const adminToken = storedAdminToken();
  if (path === '/api/user' && adminToken) {
    headers[ADMIN_MARKER_HEADER] = 'true';
    headers[ADMIN_AUTHORIZATION_HEADER] = `Bearer ${adminToken}`;
  }
  return headers;
}
