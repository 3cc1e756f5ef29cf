import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  AUTH_TOKEN_KEY,
  authHeadersFor,
  clearSignedInUser,
  parseStoredUser,
  saveSignedInUser,
  storedToken,
  storedUser,
  type StoredUser,
} from '../../src/lib/auth/auth-storage.ts';
import { memoryStorage } from '../fixtures/memory-storage.ts';

const ADMIN: StoredUser = { username: 'owner', role: 'admin', permissions: [] };

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

  it('keeps a user of just a username and a role, as the login and current-user calls answer', () => {
    saveSignedInUser({ username: 'owner', role: 'admin', permissions: [] }, 'token-1');
    expect(storedUser()).toEqual({ username: 'owner', role: 'admin', permissions: [] });
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

describe('parseStoredUser', () => {
  it('accepts a username and a role, and keeps no token', () => {
    expect(parseStoredUser({ username: 'owner', role: 'admin', authToken: 'ey.token' })).toEqual({
      username: 'owner',
      role: 'admin',
      permissions: [],
    });
  });

  it('leaves out the id and anything else the server adds', () => {
    expect(parseStoredUser({ id: 'u1', username: 'packer', role: 'staff', extra: true })).toEqual({
      username: 'packer',
      role: 'staff',
      permissions: [],
    });
  });

  it('keeps the known permissions an admin granted, in order, and drops anything else', () => {
    const answer = { username: 'packer', role: 'staff', permissions: ['refunds', 'root', 7] };
    expect(parseStoredUser(answer)).toEqual({
      username: 'packer',
      role: 'staff',
      permissions: ['refunds'],
    });
  });

  it.each([
    ['nothing', null],
    ['no username', { role: 'admin' }],
    ['an empty username', { username: '', role: 'admin' }],
    ['no role', { username: 'owner' }],
    ['an unknown role', { username: 'owner', role: 'root' }],
  ])('refuses %s', (_, value) => {
    expect(parseStoredUser(value)).toBeNull();
  });
});
