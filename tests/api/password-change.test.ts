import { beforeAll, describe, expect, it } from 'vitest';
import loginHandler from '../../netlify/functions/auth-login.mts';
import passwordHandler from '../../netlify/functions/auth-password.mts';
import userHandler from '../../netlify/functions/auth-user.mts';
import { auditLog } from '../../src/server/audit.ts';
import type { User } from '../../src/server/auth/users.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import {
  asBearer,
  logInAs,
  sessionAnswer,
  signedInUser,
  TEST_PASSWORD,
} from '../fixtures/staff.ts';

runOnLocalBlobs();

const NEW_PASSWORD = 'pumpkin-soup-on-thursdays';
let packer: User;
let packerToken = '';

const changePassword = (token: string | undefined, json: unknown, headers = {}) =>
  call(passwordHandler, '/api/auth/password', {
    json,
    headers: { ...(token ? asBearer(token) : {}), ...headers },
  });

const currentUserStatus = async (token: string) =>
  (await call(userHandler, '/api/user', { headers: { authorization: `Bearer ${token}` } })).status;

beforeAll(async () => {
  ({ user: packer, token: packerToken } = await signedInUser('packer', 'staff'));
});

describe('POST /api/auth/password: refusals', () => {
  it('answers 401 without a session', async () => {
    const { status } = await changePassword(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(401);
  });

  it('refuses a cross-site request with 403', async () => {
    const { status } = await changePassword(
      packerToken,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(status).toBe(403);
  });

  it('answers 400 with field messages for missing fields', async () => {
    const { status, body } = await changePassword(packerToken, {});
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        currentPassword: 'Enter your current password',
        newPassword: 'Enter a new password',
      },
    });
  });

  it('answers 400 on currentPassword when it is wrong', async () => {
    const { status, body } = await changePassword(packerToken, {
      currentPassword: 'not-my-password-at-all',
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { currentPassword: 'That is not your current password' },
    });
  });

  it.each([
    ['too short', 'short-one', 'Use at least 12 characters.'],
    [
      'too common',
      'password1234',
      'This password is too common. Choose one that is harder to guess.',
    ],
    ['the current one', TEST_PASSWORD, 'Choose a password you have not been using.'],
  ])('answers 400 on newPassword when it is %s', async (_case, newPassword, message) => {
    const { status, body } = await changePassword(packerToken, {
      currentPassword: TEST_PASSWORD,
      newPassword,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { newPassword: message } });
  });
});

describe('POST /api/auth/password: a change', () => {
  it('ends every session, starts a fresh one like a login, and audits it', async () => {
    const otherBrowser = await logInAs('packer');
    const { status, body, headers } = await changePassword(packerToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(200);
    expect(body).toEqual(sessionAnswer(packer.id, 'packer', 'staff'));
    const { authToken } = body as { authToken: string };
    expect(headers.get('set-cookie')).toMatch(
      new RegExp(
        `^ck_session=${authToken}; Path=/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );
    expect(await currentUserStatus(packerToken)).toBe(401);
    expect(await currentUserStatus(otherBrowser)).toBe(401);
    expect(await currentUserStatus(authToken)).toBe(200);

    const oldPassword = await call(loginHandler, '/api/auth/login', {
      json: { username: 'packer', password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    expect(await logInAs('packer', NEW_PASSWORD)).toMatch(/^ey/);

    const entries = (await auditLog.list()).filter(
      (entry) => entry.action === 'user.password-change',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actor: { id: packer.id, username: 'packer' },
        target: `users/${packer.id}`,
      }),
    ]);
    const logged = JSON.stringify(entries);
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD, 'scrypt']) {
      expect(logged).not.toContain(secret);
    }
  }, 120_000);
});
