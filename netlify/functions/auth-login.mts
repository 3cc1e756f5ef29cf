import type { Config } from '@netlify/functions';
import { AdminLoginSchema } from '../../src/lib/forms/admin-login.ts';
import { logIn } from '../../src/server/auth/login.ts';
import { sessionCookie } from '../../src/server/auth/sessions.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/**
 * POST /api/auth/login and POST /api/admin-login (spec section 7 lists both; both work the same):
 * the user with `authToken` and `role`, and the same token as an HttpOnly session cookie.
 */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    const { user, token } = await logIn(await readJsonBody(request, AdminLoginSchema), ip);
    return json({ id: user.id, username: user.username, role: user.role, authToken: token }, 200, {
      'Set-Cookie': sessionCookie(token),
    });
  },
});

export const config: Config = { path: ['/api/auth/login', '/api/admin-login'] };
