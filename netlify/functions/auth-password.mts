import type { Config } from '@netlify/functions';
import { PasswordChangeRequestSchema } from '../../src/lib/forms/password-change.ts';
import { changeOwnPassword } from '../../src/server/auth/password-change.ts';
import { readSession } from '../../src/server/auth/sessions.ts';
import { signedInResponse } from '../../src/server/auth/signed-in.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';

/**
 * POST /api/auth/password: the signed-in user (any role) changes their own password. Every
 * other session of theirs ends; this browser gets a fresh one, answered like a login.
 */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    const session = await readSession(request);
    if (!session) throw new HttpError(401);
    const change = await readJsonBody(request, PasswordChangeRequestSchema);
    const { user, token } = await changeOwnPassword(session, change, ip);
    return signedInResponse(user, token);
  },
});

export const config: Config = { path: '/api/auth/password' };
