import type { Config } from '@netlify/functions';
import { ContactRequestSchema } from '../../src/lib/forms/public-form-requests.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, publicOrigin, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { receiveContactMessage } from '../../src/server/public-forms.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/** POST /api/contact: a message for staff from the contact form. */
export default methodHandler({
  async POST(request, context) {
    assertSameSite(request);
    await enforceRateLimit('contact', context.ip);
    await receiveContactMessage(await readJsonBody(request, ContactRequestSchema), {
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    });
    return json({ message: 'Message received' }, 201);
  },
});

export const config: Config = { path: '/api/contact' };
