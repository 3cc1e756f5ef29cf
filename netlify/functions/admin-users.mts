import type { Config } from '@netlify/functions';
import { usersArea } from '../../src/lib/admin/areas/users.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  addUser,
  changeUser,
  getUser,
  listUsers,
  resetPassword,
} from '../../src/server/auth/user-admin.ts';

/** Staff accounts (usersArea): list, create, change role, disable, reset a password. */
export default areaHandler(usersArea, {
  list: () => listUsers(),
  get: ({ params }) => getUser(params.id),
  create: async ({ actor, body }) => created(await addUser(actor, body)),
  update: ({ actor, params, body }) => changeUser(actor, params.id, body),
  resetPassword: async ({ actor, params, body }) => {
    await resetPassword(actor, params.id, body.password);
    return { message: 'Password changed' };
  },
});

export const config: Config = {
  path: ['/api/admin/users', '/api/admin/users/:id', '/api/admin/users/:id/password'],
};
