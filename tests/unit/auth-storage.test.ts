import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  AUTH_TOKEN_KEY,
  authHeadersFor,
  clearSignedInUser,
  saveSignedInUser,
  storedToken,
  storedUser,
} from '../../src/lib/auth-storage.ts';

/** A Storage over a Map, standing in for the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const ADMIN = { id: 'u1', username: 'owner', role: 'admin' } as const;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in user in local storage', () => {
  it('keeps the token under both keys and the user under a third', () => {
    saveSignedInUser(ADMIN, 'token-1');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-1');
    expect(storedUser()).toEqual(ADMIN);
  });

  it('uses the general token first, otherwise the admin one', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    expect(storedToken()).toBe('admin-token');
    localStorage.setItem(AUTH_TOKEN_KEY, 'general-token');
    expect(storedToken()).toBe('general-token');
  });

  it('reads a damaged or strange saved user as no user', () => {
    localStorage.setItem(ADMIN_USER_KEY, '{not json');
    expect(storedUser()).toBeNull();
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ id: 'x', username: 'y', role: 'root' }));
    expect(storedUser()).toBeNull();
  });

  it('forgets tokens and user together', () => {
    saveSignedInUser(ADMIN, 'token-1');
    clearSignedInUser();
    expect(storedToken()).toBeNull();
    expect(storedUser()).toBeNull();
  });
});

describe('authHeadersFor', () => {
  it('sends nothing when nobody is signed in', () => {
    expect(authHeadersFor('/api/products')).toEqual({});
  });

  it('sends the bearer token and, for an admin, the marker on every call', () => {
    saveSignedInUser(ADMIN, 'token-1');
    expect(authHeadersFor('/api/products')).toEqual({
      Authorization: 'Bearer token-1',
      'X-Admin-Request': 'true',
    });
  });

  it('adds the admin authorization header to the current-user call', () => {
    saveSignedInUser({ ...ADMIN, role: 'staff' }, 'token-2');
    expect(authHeadersFor('/api/products')).toEqual({ Authorization: 'Bearer token-2' });
    expect(authHeadersFor('/api/user')).toEqual({
      Authorization: 'Bearer token-2',
      'X-Admin-Request': 'true',
      'X-Admin-Authorization': 'Bearer token-2',
    });
  });
});
