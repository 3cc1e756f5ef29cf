import type { Config } from '@netlify/functions';
import { readSession } from '../../src/server/auth/sessions.ts';
import { publicUser } from '../../src/server/auth/users.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/user: the signed-in staff member, or 401. */
export default methodHandler({
  async GET(request) {
    const session = await readSession(request);
    if (!session) throw new HttpError(401);
    return json(publicUser(session.user));
  },
});

export const config: Config = { path: '/api/user' };
