import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import {
  handleConfirmPost,
  showConfirmPage,
} from '../../src/server/newsletters/subscribers/confirm-requests.ts';

/**
 * The page the newsletter confirmation email links to (`?token=` signed and expiring): GET asks,
 * POST subscribes (double opt-in: no public form subscribes anyone by itself).
 */
export default methodHandler({
  GET: (request) => showConfirmPage(new URL(request.url)),
  POST: (request, context) =>
    handleConfirmPost(request, {
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    }),
});

export const config: Config = { path: '/newsletter/confirm' };
