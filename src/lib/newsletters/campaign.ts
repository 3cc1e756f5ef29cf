// A newsletter campaign: what staff write (subject, preview text, Markdown body, meal cards,
// audience) and where it is in its life (draft, scheduled, sending, sent). Shared by the
// compose form, the admin API and the sender.
import { z } from 'zod';
import { NEWSLETTER_PREFERENCES, NewsletterPreferenceSchema } from '../forms/newsletter.ts';
import { isOneLine, multiLineField, ONE_LINE_MESSAGE } from '../forms/plain-text.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';
import { normalisedSitePath } from '../site-url.ts';

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_PREVIEW_TEXT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;
export const CAMPAIGN_MEAL_CARDS_MAX = 6;

/** Who a campaign goes to: everyone subscribed, or those who chose any of some preferences. */
export const CampaignAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({
    kind: z.literal('preferences'),
    preferences: z
      .array(NewsletterPreferenceSchema)
      .min(1, 'Choose at least one topic, or send to everyone')
      .transform((chosen) => [...new Set(chosen)]),
  }),
]);
export type CampaignAudience = z.output<typeof CampaignAudienceSchema>;

/** Said when the body shows a picture from another site, which the email would leave out. */
export const CAMPAIGN_IMAGE_MESSAGE =
  'Pictures must come from this site: use a path such as /images/meals/beef-bolognese.svg';

const campaignBody = z
  .string({ error: 'Write the email' })
  .trim()
  .min(1, 'Write the email')
  .max(CAMPAIGN_BODY_MAX, `Use at most ${String(CAMPAIGN_BODY_MAX)} characters`);

/** The addresses of the body's inline Markdown images, `![alt](src "title")`. */
function imagesOf(body: string): string[] {
  return [...body.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]*)/g)].map((match) => match[1] ?? '');
}

/**
 * What staff write: the compose form and POST/PUT bodies (the preview takes it too). Pictures
 * in the body must be on this site: the email only loads images from the shop's own origin.
 */
export const CampaignDraftSchema = z.object({
  subject: z
    .string({ error: 'Write a subject' })
    .trim()
    .min(1, 'Write a subject')
    .max(CAMPAIGN_SUBJECT_MAX, `Use at most ${String(CAMPAIGN_SUBJECT_MAX)} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE),
  previewText: z
    .string()
    .trim()
    .max(CAMPAIGN_PREVIEW_TEXT_MAX, `Use at most ${String(CAMPAIGN_PREVIEW_TEXT_MAX)} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .default(''),
  bodyMarkdown: multiLineField(campaignBody).refine(
    (body) => imagesOf(body).every((src) => normalisedSitePath(src) !== null),
    CAMPAIGN_IMAGE_MESSAGE,
  ),
  mealCards: z
    .array(
      z.string().regex(SLUG_PATTERN, 'Choose meals from the catalog').max(PRODUCT_ID_MAX_LENGTH),
    )
    .max(CAMPAIGN_MEAL_CARDS_MAX, `Show at most ${String(CAMPAIGN_MEAL_CARDS_MAX)} meals`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  audience: CampaignAudienceSchema,
});
export type CampaignDraft = z.output<typeof CampaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof CampaignDraftSchema>;

/** PUT: the whole draft and the revision the editor loaded (409 if someone saved since). */
export const CampaignUpdateRequestSchema = CampaignDraftSchema.extend({
  revision: z.int({ error: 'Reload the campaign and try again' }).positive(),
});

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.output<typeof CampaignStatusSchema>;

/** A stored campaign. `origin` is the site the links point to, fixed when sending starts. */
export const CampaignSchema = CampaignDraftSchema.extend({
  // Read as saved: a campaign written under older rules still loads (its email leaves out any
  // picture from elsewhere, campaign-email.ts).
  bodyMarkdown: campaignBody,
  id: z.string().min(1),
  status: CampaignStatusSchema,
  createdAt: z.iso.datetime(),
  sendAt: z.iso.datetime().optional(),
  startedAt: z.iso.datetime().optional(),
  finishedAt: z.iso.datetime().optional(),
  origin: z.url().optional(),
  /** How many subscriber records the recipient snapshot holds, once taken. */
  recipients: z.int().nonnegative().optional(),
  /** How many chunks of ids the snapshot was stored as (`campaign-queue/<id>/<chunk>`). */
  queueChunks: z.int().nonnegative().optional(),
});
export type Campaign = z.output<typeof CampaignSchema>;

/** A campaign as the admin reads it, with the revision to send back when saving. */
export const CampaignWithRevisionSchema = CampaignSchema.extend({ revision: z.int().positive() });

/** POST …/send: now, or at an instant (the form turns a Papamoa date and time into it). */
export const CampaignSendRequestSchema = z.object({
  sendAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
});

/** POST …/test: one address gets the email, its subject marked "[Test]". */
export const CampaignTestRequestSchema = z.object({
  to: z.email({ error: 'Enter an email address, like you@example.co.nz' }),
});

/** Where sending stands: recipients in the snapshot and what became of them. */
export const CampaignProgressSchema = z.object({
  status: CampaignStatusSchema,
  recipients: z.int().nonnegative(),
  sent: z.int().nonnegative(),
  /** Kept in the outbox because no mail server was set up: nobody got these. */
  kept: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  /** Unsubscribed, erased or outside the audience when their turn came. */
  skipped: z.int().nonnegative(),
  left: z.int().nonnegative(),
  unsubscribes: z.int().nonnegative(),
});
export type CampaignProgress = z.output<typeof CampaignProgressSchema>;

/** Whether a subscriber's preferences put them in the audience. */
export function inAudience(audience: CampaignAudience, preferences: readonly string[]): boolean {
  if (audience.kind === 'everyone') return true;
  return audience.preferences.some((preference) => preferences.includes(preference));
}

/** The audience in words, for lists and the send confirmation. */
export function describeAudience(audience: CampaignAudience): string {
  if (audience.kind === 'everyone') return 'everyone subscribed';
  const labels = audience.preferences.map(
    (id) => NEWSLETTER_PREFERENCES.find((preference) => preference.id === id)?.label ?? id,
  );
  return `subscribers who chose ${labels.join(' or ')}`;
}

/** The time to schedule for, or why not: it must be an instant still to come. */
export function scheduleRefusal(sendAt: string, now: Date): string | null {
  const at = Date.parse(sendAt);
  if (Number.isNaN(at)) return 'Enter a date and time';
  if (at <= now.getTime()) return 'Choose a time that is still to come';
  return null;
}
