import type { Config } from '@netlify/functions';
import { authApi } from '../../src/lib/public-api/auth.ts';
import { publicHandler, type PublicCall } from '../../src/server/api/public-handler.ts';
import { logIn } from '../../src/server/auth/login.ts';
import { signedInAnswer } from '../../src/server/auth/signed-in.ts';

/**
 * POST /api/auth/login and POST /api/admin-login (authApi.login and loginAlias, two names for
 * one call, so either client works): the user with `authToken` and `role`, and the same token as
 * an HttpOnly session cookie.
 */
async function login({ body, context }: PublicCall<(typeof authApi)['api']['login']>) {
  const { user, token } = await logIn(body, context.ip);
  return signedInAnswer(user, token);
}

export default publicHandler(authApi, { login, loginAlias: login });

export const config: Config = { path: ['/api/auth/login', '/api/admin-login'] };
