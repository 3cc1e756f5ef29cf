// The compose form's shape: the draft's own fields and rules, with the audience as a choice and
// a list of topics (what a form can hold), turned into the draft the API takes.
import { z } from 'zod';
import { NewsletterPreferenceSchema } from '../forms/newsletter.ts';
import { CampaignDraftSchema, type CampaignDraft } from './campaign.ts';

const AUDIENCE_TOPICS_MESSAGE = 'Choose at least one topic, or send to everyone';

export const CampaignFormSchema = z
  .object({
    subject: CampaignDraftSchema.shape.subject,
    previewText: CampaignDraftSchema.shape.previewText,
    bodyMarkdown: CampaignDraftSchema.shape.bodyMarkdown,
    mealCards: CampaignDraftSchema.shape.mealCards,
    audienceKind: z.enum(['everyone', 'preferences']),
    preferences: z.array(NewsletterPreferenceSchema).default([]),
  })
  .superRefine((form, context) => {
    if (form.audienceKind === 'preferences' && form.preferences.length === 0) {
      context.addIssue({ code: 'custom', path: ['preferences'], message: AUDIENCE_TOPICS_MESSAGE });
    }
  })
  .transform((form): CampaignDraft => ({
    subject: form.subject,
    previewText: form.previewText,
    bodyMarkdown: form.bodyMarkdown,
    mealCards: form.mealCards,
    audience:
      form.audienceKind === 'everyone'
        ? { kind: 'everyone' }
        : { kind: 'preferences', preferences: form.preferences },
  }));
export type CampaignFormInput = z.input<typeof CampaignFormSchema>;

/** The form's values for a saved draft. */
export function campaignFormValues(draft: CampaignDraft): CampaignFormInput {
  return {
    subject: draft.subject,
    previewText: draft.previewText,
    bodyMarkdown: draft.bodyMarkdown,
    mealCards: draft.mealCards,
    audienceKind: draft.audience.kind,
    preferences: draft.audience.kind === 'preferences' ? draft.audience.preferences : [],
  };
}

/** A new campaign's form. */
export const EMPTY_CAMPAIGN_FORM: CampaignFormInput = {
  subject: '',
  previewText: '',
  bodyMarkdown: '',
  mealCards: [],
  audienceKind: 'everyone',
  preferences: [],
};
