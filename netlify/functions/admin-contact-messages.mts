import type { Config } from '@netlify/functions';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { findContactMessage } from '../../src/server/contact-messages.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { decodedPathParam } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/admin/contact-messages/{id}: one message from the contact form, for any role. */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    const id = decodedPathParam(params.id);
    if (id === null) throw new HttpError(404);
    return json(await findContactMessage(id));
  },
});

export const config: Config = { path: '/api/admin/contact-messages/:id' };
