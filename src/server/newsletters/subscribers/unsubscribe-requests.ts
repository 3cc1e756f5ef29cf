import { NewsletterPreferenceSchema } from '../../../lib/forms/newsletter.ts';
import {
  maskEmail,
  unsubscribePageHtml,
  type UnsubscribePageView,
} from '../../../lib/newsletters/unsubscribe-page.ts';
import { siteConfig } from '../../content/content.ts';
import { HttpError } from '../../http/errors.ts';
import { readFormBody } from '../../http/request.ts';
import { changePreferences, subscribers } from './subscribers.ts';
import { newsletterPageResponse } from './newsletter-page.ts';
import { optOut } from './opt-outs.ts';
import { subscriberIdFromToken } from './unsubscribe-links.ts';

/** Largest form body the page accepts (a token, a campaign id and a few ticks). */
const MAX_FORM_BYTES = 8 * 1024;
const CAMPAIGN_ID = /^[\w-]{1,64}$/;

/** What the URL names: the subscriber (null for a bad token) and the campaign the email was. */
interface LinkFacts {
  id: string | null;
  campaignId: string | undefined;
  /** The page's own address, which its forms post back to. */
  action: string;
}

async function readLink(url: URL): Promise<LinkFacts> {
  const token = url.searchParams.get('token') ?? '';
  const c = url.searchParams.get('c') ?? '';
  const campaignId = CAMPAIGN_ID.test(c) ? c : undefined;
  const query = new URLSearchParams({ token, ...(campaignId && { c: campaignId }) });
  return {
    id: token ? await subscriberIdFromToken(token) : null,
    campaignId,
    action: `/unsubscribe?${query.toString()}`,
  };
}

function page(view: UnsubscribePageView, action: string, status = 200): Response {
  return newsletterPageResponse(unsubscribePageHtml(view, action, siteConfig()), status);
}

async function confirmView(id: string, error?: string): Promise<UnsubscribePageView> {
  const subscriber = await subscribers.get(id);
  if (subscriber?.status === 'unsubscribed') return { kind: 'unsubscribed' };
  return {
    kind: 'confirm',
    maskedEmail: subscriber ? maskEmail(subscriber.email) : null,
    preferences: subscriber ? subscriber.preferences : null,
    error,
  };
}

/** GET /unsubscribe?token=…[&c=campaignId]: the question, or the invalid-link page (400). */
export async function showUnsubscribePage(url: URL): Promise<Response> {
  const link = await readLink(url);
  if (!link.id) return page({ kind: 'invalid-link' }, link.action, 400);
  return page(await confirmView(link.id), link.action);
}

/** The posted form; null when it is too large or unreadable (the page is shown again). */
async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    return new FormData();
  }
  try {
    return await readFormBody(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * POST /unsubscribe?token=…: the page's button (`action=unsubscribe`), its preferences form
 * (`action=preferences`), or a mail app's RFC 8058 one-click (`List-Unsubscribe=One-Click`,
 * no cookies, no Origin). The signed token is the authorization, so no origin check applies.
 */
export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const link = await readLink(new URL(request.url));
  if (!link.id) return page({ kind: 'invalid-link' }, link.action, 400);
  const form = await readForm(request);
  if (!form) return page(await confirmView(link.id), link.action, 413);
  const action = form.get('action');

  if (action === 'preferences') {
    const chosen = NewsletterPreferenceSchema.array().safeParse(form.getAll('preferences'));
    if (!chosen.success || chosen.data.length === 0) {
      const error = 'Tick at least one topic, or unsubscribe instead.';
      return page(await confirmView(link.id, error), link.action, 422);
    }
    const preferences = [...new Set(chosen.data)];
    const saved = await changePreferences(link.id, preferences, { source: 'preferences-page' });
    if (!saved) return page(await confirmView(link.id), link.action, 404);
    if (saved.status === 'unsubscribed') return page({ kind: 'unsubscribed' }, link.action);
    return page({ kind: 'preferences-saved', preferences: saved.preferences }, link.action);
  }

  const oneClick = action === null && form.get('List-Unsubscribe') === 'One-Click';
  await optOut(link.id, { via: oneClick ? 'one-click' : 'link', campaignId: link.campaignId });
  return page({ kind: 'unsubscribed' }, link.action);
}
