import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import loginHandler from '../../netlify/functions/auth-login.mts';
import logoutHandler from '../../netlify/functions/auth-logout.mts';
import userHandler from '../../netlify/functions/auth-user.mts';
import { endAllSessions, startSession } from '../../src/server/auth/sessions.ts';
import { createUser, users, type User } from '../../src/server/auth/users.ts';
import { signingSecret } from '../../src/server/secrets.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp } from '../fixtures/http.ts';
import { sessionAnswer } from '../fixtures/staff.ts';

runOnLocalBlobs();

const PASSWORD = 'kumara-and-pumpkin-soup';
let admin: User;

beforeAll(async () => {
  admin = await createUser({ username: 'Mel', password: PASSWORD, role: 'admin' });
});

async function logIn(
  path = '/api/auth/login',
  username = 'mel',
  password = PASSWORD,
  ip = newClientIp(),
) {
  return call(loginHandler, path, { json: { username, password }, ip });
}

const currentUser = (headers: Record<string, string>) =>
  call(userHandler, '/api/user', { headers });

describe('POST /api/auth/login and /api/admin-login', () => {
  it.each(['/api/auth/login', '/api/admin-login'])(
    '%s signs in: user with authToken and role, and an HttpOnly cookie',
    async (path) => {
      const { status, body, headers } = await logIn(path, 'MEL');
      expect(status).toBe(200);
      expect(body).toEqual(sessionAnswer(admin.id, 'mel', 'admin'));
      expect(JSON.stringify(body)).not.toContain('scrypt');
      const cookie = headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^ck_session=[^;]+; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/,
      );
      expect(headers.get('cache-control')).toBe('no-store');
    },
  );

  it('answers the same 401 for a wrong password and an unknown username', async () => {
    const wrong = await logIn('/api/auth/login', 'mel', 'not-the-right-password');
    const unknown = await logIn('/api/auth/login', 'nobody-here', PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('answers 400 with the required-field messages for missing fields', async () => {
    const { status, body } = await call(loginHandler, '/api/auth/login', { json: {} });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('refuses a cross-site login with 403', async () => {
    const { status } = await call(loginHandler, '/api/auth/login', {
      json: { username: 'mel', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user from the bearer token or the cookie, never the password hash', async () => {
    const { body } = await logIn();
    const { authToken } = body as { authToken: string };
    for (const headers of [
      { authorization: `Bearer ${authToken}` },
      { cookie: `other=1; ck_session=${authToken}` },
    ]) {
      const answer = await currentUser(headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: admin.id,
        username: 'mel',
        role: 'admin',
        disabled: false,
        permissions: [],
        createdAt: admin.createdAt,
      });
    }
  });

  it('answers 401 with the sign-in message without a session', async () => {
    const { status, body } = await currentUser({});
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'You need to be signed in to access this feature.' });
  });

  it('refuses tampered, unsigned, wrongly signed and expired tokens', async () => {
    const { authToken } = (await logIn()).body as { authToken: string };
    const [header, payload, signature] = authToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'staff' })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherAlgorithm = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(await signingSecret());
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some-other-key-that-is-long-enough-1234'));
    const { token: expired } = await startSession(
      admin,
      new Date(Date.now() - 13 * 60 * 60 * 1000),
    );
    // Signed with the right key, for a live session, but with no expiry: it would never run out.
    const withoutExpiry = Object.fromEntries(
      Object.entries(claims).filter(([name]) => name !== 'exp'),
    );
    const neverExpiring = await new SignJWT(withoutExpiry)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(await signingSecret());
    const refused = [tampered, unsigned, otherAlgorithm, otherKey, expired, neverExpiring];
    for (const token of [...refused, 'garbage']) {
      expect((await currentUser({ authorization: `Bearer ${token}` })).status, token).toBe(401);
    }
  });

  it('ends every session of a user at once when they are disabled', async () => {
    const staff = await createUser({ username: 'sam', password: PASSWORD, role: 'staff' });
    const { authToken } = (await logIn('/api/auth/login', 'sam')).body as { authToken: string };
    await users.update(staff.id, (current) => {
      if (!current) throw new Error('missing');
      return { ...current, disabled: true };
    });
    await endAllSessions(staff.id);
    expect((await currentUser({ authorization: `Bearer ${authToken}` })).status).toBe(401);
    expect((await logIn('/api/auth/login', 'sam')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { authToken } = (await logIn()).body as { authToken: string };
    const headers = { authorization: `Bearer ${authToken}`, origin: 'http://localhost:4321' };
    const { status, headers: answer } = await call(logoutHandler, '/api/auth/logout', {
      method: 'POST',
      headers,
    });
    expect(status).toBe(200);
    expect(answer.get('set-cookie')).toContain('ck_session=; Path=/; Max-Age=0');
    expect((await currentUser({ authorization: `Bearer ${authToken}` })).status).toBe(401);
  });

  it('answers 200 and clears the cookie without a session too', async () => {
    const { status } = await call(logoutHandler, '/api/auth/logout', { method: 'POST' });
    expect(status).toBe(200);
  });
});

describe('accounts', () => {
  it('refuses a taken username (any case) with 409 and a weak password with 400', async () => {
    await expect(
      createUser({ username: 'MEL', password: PASSWORD, role: 'staff' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createUser({ username: 'newbie', password: 'short', role: 'staff' }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { password: 'Use at least 12 characters.' },
    });
  });
});
