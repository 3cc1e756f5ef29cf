import { beforeAll, describe, expect, it } from 'vitest';
import loginHandler from '../../netlify/functions/auth-login.mts';
import passwordHandler from '../../netlify/functions/admin-users.mts';
import usersHandler from '../../netlify/functions/admin-users.mts';
import userHandler from '../../netlify/functions/auth-user.mts';
import { auditLog } from '../../src/server/audit.ts';
import { createUser, type User } from '../../src/server/auth/users.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

const PASSWORD = 'bolognese-every-tuesday';
let owner: User;
let ownerToken = '';

async function tokenFor(username: string, password = PASSWORD): Promise<string> {
  const { body } = await call(loginHandler, '/api/auth/login', { json: { username, password } });
  return (body as { authToken: string }).authToken;
}

function asUser(
  token: string,
  path: string,
  options: { method?: string; json?: unknown; params?: Record<string, string> } = {},
) {
  return call(path.endsWith('/password') ? passwordHandler : usersHandler, path, {
    ...options,
    headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:4321' },
  });
}

beforeAll(async () => {
  owner = await createUser({ username: 'owner', password: PASSWORD, role: 'admin' });
  await createUser({ username: 'packer', password: PASSWORD, role: 'staff' });
  ownerToken = await tokenFor('owner');
});

// 401 and 403 to staff for every route: admin-route-guards.test.ts.
describe('/api/admin/users for an admin', () => {
  it('lists accounts without password hashes', async () => {
    const { status, body } = await asUser(ownerToken, '/api/admin/users');
    expect(status).toBe(200);
    expect((body as { username: string }[]).map((user) => user.username)).toEqual([
      'owner',
      'packer',
    ]);
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('creates an account, refusing a weak password and a taken username, and audits it', async () => {
    const weak = await asUser(ownerToken, '/api/admin/users', {
      method: 'POST',
      json: { username: 'jo', password: 'password1234', role: 'staff' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      errors: { password: 'This password is too common. Choose one that is harder to guess.' },
    });
    const created = await asUser(ownerToken, '/api/admin/users', {
      method: 'POST',
      json: { username: 'Jo', password: PASSWORD, role: 'staff' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'jo', role: 'staff', disabled: false });
    const taken = await asUser(ownerToken, '/api/admin/users', {
      method: 'POST',
      json: { username: 'JO', password: PASSWORD, role: 'staff' },
    });
    expect(taken.status).toBe(409);
    const entries = await auditLog.list();
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'user.create',
        actor: { id: owner.id, username: 'owner' },
        before: null,
      }),
    );
  });

  it('changes a role, disables (ending sessions) and enables, with 400 for an empty change', async () => {
    const { body } = await asUser(ownerToken, '/api/admin/users', {
      method: 'POST',
      json: { username: 'casual', password: PASSWORD, role: 'staff' },
    });
    const { id } = body as { id: string };
    const casualToken = await tokenFor('casual');
    const empty = await asUser(ownerToken, `/api/admin/users/${id}`, {
      method: 'PATCH',
      json: {},
      params: { id },
    });
    expect(empty.status).toBe(400);
    const disabled = await asUser(ownerToken, `/api/admin/users/${id}`, {
      method: 'PATCH',
      json: { disabled: true },
      params: { id },
    });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect(
      (
        await call(userHandler, '/api/user', {
          headers: { authorization: `Bearer ${casualToken}` },
        })
      ).status,
    ).toBe(401);
    const promoted = await asUser(ownerToken, `/api/admin/users/${id}`, {
      method: 'PATCH',
      json: { disabled: false, role: 'admin' },
      params: { id },
    });
    expect(promoted.body).toMatchObject({ disabled: false, role: 'admin' });
    const entry = (await auditLog.list()).find(
      (item) => item.action === 'user.update' && item.target === `users/${id}`,
    );
    expect(entry).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('never demotes or disables the last active admin', async () => {
    const admins = (await asUser(ownerToken, '/api/admin/users')).body as {
      id: string;
      role: string;
      disabled: boolean;
    }[];
    const others = admins.filter(
      (user) => user.role === 'admin' && user.id !== owner.id && !user.disabled,
    );
    for (const other of others) {
      await asUser(ownerToken, `/api/admin/users/${other.id}`, {
        method: 'PATCH',
        json: { role: 'staff' },
        params: { id: other.id },
      });
    }
    for (const change of [{ role: 'staff' }, { disabled: true }]) {
      const refused = await asUser(ownerToken, `/api/admin/users/${owner.id}`, {
        method: 'PATCH',
        json: change,
        params: { id: owner.id },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: 'The shop needs at least one active admin.' });
    }
  });

  it('answers 404 for an unknown user id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await asUser(ownerToken, `/api/admin/users/${id}`, { params: { id } })).status).toBe(
      404,
    );
    expect(
      (
        await asUser(ownerToken, `/api/admin/users/${id}`, {
          method: 'PATCH',
          json: { role: 'staff' },
          params: { id },
        })
      ).status,
    ).toBe(404);
  });

  it('resets a password: the old one and the old sessions stop working', async () => {
    const { body } = await asUser(ownerToken, '/api/admin/users', {
      method: 'POST',
      json: { username: 'forgetful', password: PASSWORD, role: 'staff' },
    });
    const { id } = body as { id: string };
    const oldToken = await tokenFor('forgetful');
    const path = `/api/admin/users/${id}/password`;
    const weak = await asUser(ownerToken, path, {
      method: 'POST',
      json: { password: 'forgetful' },
      params: { id },
    });
    expect(weak.status).toBe(400);
    const reset = await asUser(ownerToken, path, {
      method: 'POST',
      json: { password: 'a-brand-new-passphrase' },
      params: { id },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(userHandler, '/api/user', { headers: { authorization: `Bearer ${oldToken}` } }))
        .status,
    ).toBe(401);
    expect(await tokenFor('forgetful', 'a-brand-new-passphrase')).toMatch(/^ey/);
  });
});
