import type { Config } from '@netlify/functions';
import { formsApi } from '../../src/lib/public-api/forms.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { receiveNewsletterSignup } from '../../src/server/public-forms/public-forms.ts';

/** The one answer to every accepted signup: it reveals nothing about who is on the list. */
const CHECK_INBOX = 'Check your inbox: we emailed you a link to confirm your subscription.';

/**
 * POST /api/newsletter-signup (formsApi.newsletterSignup): asks for a subscription, which the
 * address's owner confirms through the emailed link. The answer is the same whoever the address
 * belongs to.
 */
export default publicHandler(formsApi, {
  async newsletterSignup({ body, request, context }) {
    await receiveNewsletterSignup(body, {
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    });
    return created({ message: CHECK_INBOX });
  },
});

export const config: Config = { path: '/api/newsletter-signup' };
