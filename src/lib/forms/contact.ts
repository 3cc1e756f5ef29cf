import { z } from 'zod';
import { emailField } from './email.ts';
import { isOneLine, isPlainText, ONE_LINE_MESSAGE, PLAIN_TEXT_MESSAGE } from './plain-text.ts';
import { CONTACT_HUMAN_CHECK_MESSAGES, humanAnswerField } from './human-check.ts';

/** The subjects a message can have, with the labels the form shows. */
export const CONTACT_SUBJECTS = [
  { value: 'question', label: 'Product Question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'wholesale', label: 'Wholesale Inquiry' },
  { value: 'other', label: 'Other' },
] as const;

const SUBJECT_VALUES = ['question', 'feedback', 'wholesale', 'other'] as const;

/** The message fields, their limits and messages, without the human check. */
export const ContactMessageFieldsSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .refine(isOneLine, ONE_LINE_MESSAGE),
  email: emailField({
    required: 'Please enter a valid email address',
    invalid: 'Please enter a valid email address',
  }),
  subject: z.enum(SUBJECT_VALUES, { error: 'Please select a subject' }),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters')
    .refine(isPlainText, PLAIN_TEXT_MESSAGE),
  subscribedToNewsletter: z.boolean().default(false),
});

/** The contact form as the browser validates it, knowing the sum of its own question. */
export function contactFormSchema(expectedSum?: number) {
  return ContactMessageFieldsSchema.extend({
    humanVerification: humanAnswerField(CONTACT_HUMAN_CHECK_MESSAGES, expectedSum),
  });
}

export type ContactSubject = (typeof SUBJECT_VALUES)[number];
