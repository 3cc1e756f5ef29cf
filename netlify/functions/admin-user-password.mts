import type { Config } from '@netlify/functions';
import { PasswordResetRequestSchema } from '../../src/lib/forms/users.ts';
import { requireRole } from '../../src/server/auth/guard.ts';
import { resetPassword } from '../../src/server/auth/user-admin.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/** POST /api/admin/users/{id}/password: an admin sets a new password; the user's sessions end. */
export default methodHandler({
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ['admin']);
    const { password } = await readJsonBody(request, PasswordResetRequestSchema);
    await resetPassword(user, params.id ?? '', password);
    return json({ message: 'Password changed' });
  },
});

export const config: Config = { path: '/api/admin/users/:id/password' };
