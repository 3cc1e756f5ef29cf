import type { Config } from '@netlify/functions';
import { requireRole } from '../../src/server/auth/guard.ts';
import { markContactMessageHandled } from '../../src/server/contact-messages.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, decodedPathParam } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/**
 * POST /api/admin/contact-messages/{id}/handled: an admin marks a message handled (staff only
 * read the dashboard). Answers the updated message; audit-logged.
 */
export default methodHandler({
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ['admin']);
    const id = decodedPathParam(params.id);
    if (id === null) throw new HttpError(404);
    return json(await markContactMessageHandled(user, id));
  },
});

export const config: Config = { path: '/api/admin/contact-messages/:id/handled' };
