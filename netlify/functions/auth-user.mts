import type { Config } from '@netlify/functions';
import { authApi } from '../../src/lib/public-api/auth.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { publicUser } from '../../src/server/auth/users.ts';

/** GET /api/user (authApi.currentUser): the signed-in staff member, or 401. */
export default publicHandler(authApi, {
  currentUser: ({ session }) => Promise.resolve(publicUser(session.user)),
});

export const config: Config = { path: '/api/user' };
