import { confirmPageHtml, type ConfirmPageView } from '../../../lib/newsletters/confirm-page.ts';
import { maskEmail } from '../../../lib/newsletters/unsubscribe-page.ts';
import { siteConfig } from '../../content/content.ts';
import { confirmSubscription, lookUpLink, type SignupDelivery } from './signup-confirmations.ts';
import { newsletterPageResponse } from './newsletter-page.ts';

/** The token a link carries, and the page's own address, which its button posts back to. */
function readLink(url: URL): { token: string; action: string } {
  const token = url.searchParams.get('token') ?? '';
  return { token, action: `/newsletter/confirm?${new URLSearchParams({ token }).toString()}` };
}

function page(view: ConfirmPageView, action: string): Response {
  // A link that cannot confirm anything is a bad request, with the shop's email on the page.
  const status = ['ask', 'subscribed', 'already-confirmed'].includes(view.kind) ? 200 : 400;
  return newsletterPageResponse(confirmPageHtml(view, action, siteConfig()), status);
}

/** GET /newsletter/confirm?token=…: the question with its one button, or why the link fails. */
export async function showConfirmPage(url: URL): Promise<Response> {
  const { token, action } = readLink(url);
  const lookup = await lookUpLink(token);
  if (lookup.state !== 'confirm') return page({ kind: lookup.state }, action);
  const { email, preferences } = lookup.request;
  return page({ kind: 'ask', maskedEmail: maskEmail(email), preferences }, action);
}

/**
 * POST /newsletter/confirm?token=…: the button. The signed token is the authorization (only
 * the address's owner has it), so no session or origin applies; the body is not read.
 */
export async function handleConfirmPost(
  request: Request,
  delivery: SignupDelivery,
): Promise<Response> {
  const { token, action } = readLink(new URL(request.url));
  const outcome = await confirmSubscription(token, delivery);
  return page({ kind: outcome }, action);
}
