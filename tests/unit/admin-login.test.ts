import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $adminUser, logIn } from '../../src/features/admin/auth-store.ts';
import { ApiError } from '../../src/lib/api/api-client.ts';
import { AUTH_TOKEN_KEY, storedUser } from '../../src/lib/auth/auth-storage.ts';
import { memoryStorage } from '../fixtures/memory-storage.ts';

const CREDENTIALS = { username: 'owner', password: 'a long enough password' };

/** Answers POST /api/auth/login with `body`. */
function answerLogin(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      ),
  );
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  $adminUser.set(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logIn', () => {
  it('signs in with an answer of exactly username, role and authToken', async () => {
    answerLogin({ username: 'owner', role: 'admin', authToken: 'ey.token' });
    await expect(logIn(CREDENTIALS)).resolves.toEqual({
      username: 'owner',
      role: 'admin',
      permissions: [],
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('ey.token');
    expect(storedUser()).toEqual({ username: 'owner', role: 'admin', permissions: [] });
    expect($adminUser.get()).toEqual({ username: 'owner', role: 'admin', permissions: [] });
  });

  it('signs in without a token (the session cookie carries the session)', async () => {
    answerLogin({ id: 'u1', username: 'packer', role: 'staff', permissions: [] });
    await expect(logIn(CREDENTIALS)).resolves.toEqual({
      username: 'packer',
      role: 'staff',
      permissions: [],
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(storedUser()).toEqual({ username: 'packer', role: 'staff', permissions: [] });
  });

  it.each([
    ['no role', { username: 'owner', authToken: 'ey.token' }],
    ['a token that is no string', { username: 'owner', role: 'admin', authToken: 42 }],
    ['no user at all', null],
  ])('fails with Invalid credentials on an answer with %s, keeping nothing', async (_, body) => {
    answerLogin(body);
    const error = await logIn(CREDENTIALS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid credentials');
    expect(storedUser()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect($adminUser.get()).toBeNull();
  });
});
