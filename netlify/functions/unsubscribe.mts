import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import {
  handleUnsubscribePost,
  showUnsubscribePage,
} from '../../src/server/newsletters/subscribers/unsubscribe-requests.ts';

/**
 * The public unsubscribe page of every marketing email (`?token=` signed per subscriber, and
 * `&c=<campaignId>` when a campaign's email links here): GET asks, POST unsubscribes, also as
 * the one-click POST of RFC 8058 that mail apps send without the page.
 */
export default methodHandler({
  GET: (request) => showUnsubscribePage(new URL(request.url)),
  POST: (request) => handleUnsubscribePost(request),
});

export const config: Config = { path: '/unsubscribe' };
