import { z } from 'zod';
import { emailField } from './email.ts';
import { isOneLine, ONE_LINE_MESSAGE } from './plain-text.ts';
import { NEWSLETTER_HUMAN_CHECK_MESSAGES, humanAnswerField } from './human-check.ts';

/** What a subscriber can choose to hear about, with the form's labels. */
export const NEWSLETTER_PREFERENCES = [
  { id: 'new-releases', label: 'New meal releases' },
  { id: 'recipes', label: 'Recipe ideas' },
  { id: 'promotions', label: 'Special offers & promotions' },
  { id: 'events', label: 'Local events & pop-ups' },
] as const;

const PREFERENCE_IDS = ['new-releases', 'recipes', 'promotions', 'events'] as const;
export const NewsletterPreferenceSchema = z.enum(PREFERENCE_IDS);
export type NewsletterPreference = z.output<typeof NewsletterPreferenceSchema>;

/** The signup fields, their limits and messages, without the human check. */
export const NewsletterFieldsSchema = z.object({
  email: emailField({ required: 'Email is required', invalid: 'Must be a valid email address' }),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .refine(isOneLine, ONE_LINE_MESSAGE),
  preferences: z
    .array(NewsletterPreferenceSchema)
    .max(20)
    .default([])
    .transform((chosen) => [...new Set(chosen)]),
});

/** The signup form as the browser validates it, knowing the sum of its own question. */
export function newsletterFormSchema(expectedSum?: number) {
  return NewsletterFieldsSchema.extend({
    humanVerification: humanAnswerField(NEWSLETTER_HUMAN_CHECK_MESSAGES, expectedSum),
  });
}
