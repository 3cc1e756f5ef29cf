import type { Config } from '@netlify/functions';
import { formsApi } from '../../src/lib/public-api/forms.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { receiveContactMessage } from '../../src/server/public-forms/public-forms.ts';

/** POST /api/contact (formsApi.contact): a message for staff from the contact form. */
export default publicHandler(formsApi, {
  async contact({ body, request, context }) {
    await receiveContactMessage(body, {
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    });
    return created({ message: 'Message received' });
  },
});

export const config: Config = { path: '/api/contact' };
