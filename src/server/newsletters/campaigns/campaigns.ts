// The campaigns area's service: drafts (create, edit with a revision, delete), the preview and
// the test send (the very renderer the sender uses), and sending now or at a time.
import { randomUUID } from 'node:crypto';
import { campaignsArea, type CampaignListItem } from '../../../lib/admin/areas/campaigns.ts';
import {
  scheduleRefusal,
  type Campaign,
  type CampaignDraft,
} from '../../../lib/newsletters/campaign.ts';
import { renderCampaignEmail } from '../../../lib/newsletters/campaign-email.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  recordAudit,
  type Actor,
} from '../../audit.ts';
import type { Revisioned } from '../../blobs/records.ts';
import { siteConfig } from '../../content/content.ts';
import { HttpError } from '../../http/errors.ts';
import { sendMail } from '../../mail/send-mail.ts';
import { mealCardsFor } from './campaign-cards.ts';
import { campaignUnsubscribeUrl } from './campaign-links.ts';
import { campaignProgress } from './campaign-progress.ts';
import { campaigns } from './campaign-records.ts';

type CampaignWithRevision = Campaign & { revision: number };

const withRevision = (stored: Revisioned<Campaign>): CampaignWithRevision => ({
  ...stored.data,
  revision: stored.revision,
});

/** Who the preview and the test send pretend to write to. */
const SAMPLE_RECIPIENT = { email: 'subscriber@example.com', name: 'Alex' };

const notFound = () => new HttpError(404, 'There is no such campaign.');

/** Every campaign, newest first, each with its counts. */
export async function listCampaigns(): Promise<CampaignListItem[]> {
  const ids = await campaigns.listIds();
  const stored = await Promise.all(ids.map((id) => campaigns.getRevisioned(id)));
  const found = stored.flatMap((item) => (item ? [withRevision(item)] : []));
  found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return Promise.all(
    found.map(async (campaign) => ({ campaign, progress: await campaignProgress(campaign) })),
  );
}

export async function getCampaign(id: string): Promise<CampaignWithRevision> {
  const stored = await campaigns.getRevisioned(id);
  if (!stored) throw notFound();
  return withRevision(stored);
}

export async function createCampaign(
  actor: Actor,
  draft: CampaignDraft,
): Promise<CampaignWithRevision> {
  const id = randomUUID();
  const campaign: Campaign = {
    ...draft,
    id,
    status: 'draft',
    createdAt: new Date().toISOString(),
  };
  await auditedCreate(campaigns, id, campaign, { actor, action: 'campaign.create' });
  return getCampaign(id);
}

/** Saves an edit of a draft or a scheduled campaign; 409 if someone saved it since. */
export async function updateCampaign(
  actor: Actor,
  id: string,
  draft: CampaignDraft & { revision: number },
): Promise<CampaignWithRevision> {
  const { revision: expected, ...fields } = draft;
  const saved = await auditedUpdate(
    campaigns,
    id,
    (current, revision) => {
      if (!current) throw notFound();
      if (current.status !== 'draft' && current.status !== 'scheduled') {
        throw new HttpError(409, 'This campaign is being sent or was sent; it cannot change.', {
          details: { reason: campaignsArea.refusals.notEditable },
        });
      }
      if (revision !== expected) {
        throw new HttpError(
          409,
          'Someone else saved this campaign after you opened it. Reload to see their changes.',
          { details: { reason: campaignsArea.refusals.stale } },
        );
      }
      return { ...current, ...fields };
    },
    { actor, action: 'campaign.update' },
  );
  return withRevision(saved);
}

/** Deletes a draft; a campaign that was scheduled or sent stays on the record. */
export async function deleteCampaign(actor: Actor, id: string): Promise<void> {
  const current = await campaigns.get(id);
  if (!current) throw notFound();
  if (current.status !== 'draft') {
    throw new HttpError(409, 'Only a draft can be deleted.', {
      details: { reason: campaignsArea.refusals.notEditable },
    });
  }
  await auditedDelete(campaigns, id, { actor, action: 'campaign.delete' });
}

/** The email as a subscriber called Alex would get it: what the compose screen shows. */
export async function previewCampaign(draft: CampaignDraft, origin: string) {
  const cards = await mealCardsFor(draft.mealCards, origin);
  const unsubscribeUrl = await campaignUnsubscribeUrl(origin, SAMPLE_RECIPIENT.email, 'preview');
  const email = renderCampaignEmail(draft, cards, SAMPLE_RECIPIENT, {
    sender: siteConfig(),
    unsubscribeUrl,
  });
  return { subject: email.subject, html: email.html, text: email.text };
}

/** Sends the campaign to one address, its subject marked "[Test]"; logged in the audit. */
export async function sendTestEmail(
  actor: Actor,
  id: string,
  to: string,
  origin: string,
): Promise<{ message: string; delivery: 'sent' | 'kept' }> {
  const campaign = await getCampaign(id);
  const cards = await mealCardsFor(campaign.mealCards, origin);
  const unsubscribeUrl = await campaignUnsubscribeUrl(origin, to, campaign.id);
  const email = renderCampaignEmail(campaign, cards, SAMPLE_RECIPIENT, {
    sender: siteConfig(),
    unsubscribeUrl,
  });
  const result = await sendMail({ to, ...email, subject: `[Test] ${email.subject}` });
  if (result.status === 'failed') {
    throw new HttpError(502, `The test email could not be sent: ${result.error}`);
  }
  await recordAudit({
    actor,
    action: 'campaign.test',
    target: `${campaigns.prefix}/${id}`,
    before: null,
    after: { to },
  });
  if (result.status === 'kept') {
    return {
      message: `Test email saved to the outbox, not sent to ${to}: no mail server is set up (SMTP_URL).`,
      delivery: 'kept',
    };
  }
  return { message: `Test email sent to ${to}.`, delivery: 'sent' };
}

/**
 * Sends now (status `sending`; the sender snapshots the recipients) or schedules it for `sendAt`
 * (still to come). A second send while sending or after is refused with 409: nobody gets it twice.
 */
export async function startCampaign(
  actor: Actor,
  id: string,
  request: { sendAt?: string | undefined },
  origin: string,
): Promise<CampaignWithRevision> {
  const now = new Date();
  if (request.sendAt) {
    const refusal = scheduleRefusal(request.sendAt, now);
    if (refusal) throw new HttpError(400, refusal, { errors: { sendAt: refusal } });
  }
  const saved = await auditedUpdate(
    campaigns,
    id,
    (current): Campaign => {
      if (!current) throw notFound();
      if (current.status === 'sending' || current.status === 'sent') {
        throw new HttpError(409, 'This campaign is already being sent or was sent.', {
          details: { reason: campaignsArea.refusals.alreadySending },
        });
      }
      const rest: Campaign = { ...current };
      delete rest.sendAt;
      if (request.sendAt) {
        return {
          ...rest,
          status: 'scheduled',
          sendAt: new Date(request.sendAt).toISOString(),
          origin,
        };
      }
      return { ...rest, status: 'sending', startedAt: now.toISOString(), origin };
    },
    { actor, action: request.sendAt ? 'campaign.schedule' : 'campaign.send' },
  );
  return withRevision(saved);
}
