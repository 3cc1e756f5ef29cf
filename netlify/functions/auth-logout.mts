import type { Config } from '@netlify/functions';
import { clearedSessionCookie, endSession, readSession } from '../../src/server/auth/sessions.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/** POST /api/auth/logout: ends the session on the server and clears the cookie, signed in or not. */
export default methodHandler({
  async POST(request) {
    assertSameSite(request);
    const session = await readSession(request);
    if (session) await endSession(session.user.id, session.sessionId);
    return json({ message: 'Logged out' }, 200, { 'Set-Cookie': clearedSessionCookie() });
  },
});

export const config: Config = { path: '/api/auth/logout' };
