// The compose screen's email preview as its own document: the form beside it posts the draft
// into the preview frame, and this answers the email's HTML (the sender's own renderer) under
// the email's policy, not the admin page's, so inline styles and images show as subscribers see
// them. Admins and staff may see it, as they may see the JSON preview.
import { campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import { escapeHtml } from '../../../lib/emails/html.ts';
import { CampaignDraftSchema } from '../../../lib/newsletters/campaign.ts';
import { requireRole } from '../../auth/guard.ts';
import { HttpError } from '../../http/errors.ts';
import { assertSameSite, MAX_BODY_BYTES, publicOrigin, readFormBody } from '../../http/request.ts';
import { emailPreviewHeaders } from '../../http/security-headers.ts';
import { previewCampaign } from './campaigns.ts';

/** The form field carrying the draft, as the JSON the preview route takes. */
export const PREVIEW_DRAFT_FIELD = 'draft';

// URL-encoding a 64 KB JSON draft takes up to three times as many bytes.
const MAX_FORM_BYTES = 3 * MAX_BODY_BYTES;

function page(html: string, origin: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      ...emailPreviewHeaders(origin),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** What the frame shows instead of the email when there is nothing to show, and why. */
function notice(message: string, origin: string, status: number): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>' +
    `<body style="font-family:Helvetica,Arial,sans-serif;color:#1f2933;padding:16px"><p>${escapeHtml(message)}</p></body></html>`;
  return page(html, origin, status);
}

const MESSAGES: Record<number, string> = {
  401: 'You are signed out. Sign in again to see the preview.',
  403: 'You may not see this preview.',
  413: 'The email is too long to preview.',
};

async function draftFrom(request: Request) {
  const form = await readFormBody(request, MAX_FORM_BYTES);
  const raw = form.get(PREVIEW_DRAFT_FIELD);
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const parsed = CampaignDraftSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Write a subject and the email to see it here.');
  return parsed.data;
}

/**
 * POST /api/admin/campaign-preview (a form posted into the preview frame, field `draft`): the
 * email as a subscriber called Alex gets it, or a short notice saying why it cannot be shown.
 */
export async function campaignPreviewFrame(request: Request): Promise<Response> {
  const origin = publicOrigin(request);
  try {
    assertSameSite(request);
    await requireRole(request, campaignsArea.api.preview.roles);
    const { html } = await previewCampaign(await draftFrom(request), origin);
    return page(html, origin);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return notice(MESSAGES[error.status] ?? error.message, origin, error.status);
  }
}
