import type { Config } from '@netlify/functions';
import { NewUserRequestSchema, UserChangeRequestSchema } from '../../src/lib/forms/users.ts';
import { requireRole } from '../../src/server/auth/guard.ts';
import { addUser, changeUser, listUsers } from '../../src/server/auth/user-admin.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

const ADMINS_ONLY = ['admin'] as const;

/** Staff accounts, for admins only: list, create, change role, disable and enable. */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ADMINS_ONLY);
    const users = await listUsers();
    if (params.id === undefined) return json(users);
    const user = users.find((candidate) => candidate.id === params.id);
    if (!user) throw new HttpError(404);
    return json(user);
  },
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ADMINS_ONLY);
    if (params.id !== undefined) throw new HttpError(405, 'This method is not allowed here.');
    return json(await addUser(user, await readJsonBody(request, NewUserRequestSchema)), 201);
  },
  async PATCH(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ADMINS_ONLY);
    if (params.id === undefined) throw new HttpError(405, 'This method is not allowed here.');
    return json(
      await changeUser(user, params.id, await readJsonBody(request, UserChangeRequestSchema)),
    );
  },
});

export const config: Config = { path: ['/api/admin/users', '/api/admin/users/:id'] };
