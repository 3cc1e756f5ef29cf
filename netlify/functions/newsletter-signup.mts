import type { Config } from '@netlify/functions';
import { NewsletterRequestSchema } from '../../src/lib/forms/public-form-requests.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, publicOrigin, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { receiveNewsletterSignup } from '../../src/server/public-forms.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/**
 * POST /api/newsletter-signup: asks for a subscription, which the address's owner confirms
 * through the emailed link. The answer is the same whoever the address belongs to.
 */
/** The one answer to every accepted signup: it reveals nothing about who is on the list. */
const CHECK_INBOX = 'Check your inbox: we emailed you a link to confirm your subscription.';

export default methodHandler({
  async POST(request, context) {
    assertSameSite(request);
    await enforceRateLimit('newsletter', context.ip);
    await receiveNewsletterSignup(await readJsonBody(request, NewsletterRequestSchema), {
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    });
    return json({ message: CHECK_INBOX }, 201);
  },
});

export const config: Config = { path: '/api/newsletter-signup' };
