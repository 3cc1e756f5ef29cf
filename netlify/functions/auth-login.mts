import type { Config } from '@netlify/functions';
import { AdminLoginSchema } from '../../src/lib/forms/admin-login.ts';
import { logIn } from '../../src/server/auth/login.ts';
import { signedInResponse } from '../../src/server/auth/signed-in.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';

/**
 * POST /api/auth/login and POST /api/admin-login (two names for one call, so either client works):
 * the user with `authToken` and `role`, and the same token as an HttpOnly session cookie.
 */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    const { user, token } = await logIn(await readJsonBody(request, AdminLoginSchema), ip);
    return signedInResponse(user, token);
  },
});

export const config: Config = { path: ['/api/auth/login', '/api/admin-login'] };
