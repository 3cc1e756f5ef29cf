import type { Config } from '@netlify/functions';
import { authApi } from '../../src/lib/public-api/auth.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { WithStatus } from '../../src/server/api/route-kit.ts';
import { clearedSessionCookie, endSession, readSession } from '../../src/server/auth/sessions.ts';

/**
 * POST /api/auth/logout (authApi.logout): ends the session on the server and clears the cookie,
 * signed in or not.
 */
export default publicHandler(authApi, {
  async logout({ request }) {
    const session = await readSession(request);
    if (session) await endSession(session.user.id, session.sessionId);
    return new WithStatus(200, { message: 'Logged out' }, { 'Set-Cookie': clearedSessionCookie() });
  },
});

export const config: Config = { path: '/api/auth/logout' };
