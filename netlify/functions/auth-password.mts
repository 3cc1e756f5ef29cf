import type { Config } from '@netlify/functions';
import { authApi } from '../../src/lib/public-api/auth.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { changeOwnPassword } from '../../src/server/auth/password-change.ts';
import { signedInAnswer } from '../../src/server/auth/signed-in.ts';

/**
 * POST /api/auth/password (authApi.changePassword): the signed-in user (any role) changes their
 * own password. Every other session of theirs ends; this browser gets a fresh one, answered like
 * a login.
 */
export default publicHandler(authApi, {
  async changePassword({ session, body, context }) {
    const { user, token } = await changeOwnPassword(session, body, context.ip);
    return signedInAnswer(user, token);
  },
});

export const config: Config = { path: '/api/auth/password' };
