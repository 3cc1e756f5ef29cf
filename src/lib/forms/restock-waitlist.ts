import { z } from 'zod';
import { emailField } from './email.ts';
import { humanAnswerField, NEWSLETTER_HUMAN_CHECK_MESSAGES } from './human-check.ts';

/** The "Email me when it's back" fields, without the human check. */
export const RestockWaitlistFieldsSchema = z.object({
  email: emailField({ required: 'Email is required', invalid: 'Must be a valid email address' }),
});

/** The waitlist form as the browser validates it, knowing the sum of its own question. */
export function restockWaitlistFormSchema(expectedSum?: number) {
  return RestockWaitlistFieldsSchema.extend({
    humanVerification: humanAnswerField(NEWSLETTER_HUMAN_CHECK_MESSAGES, expectedSum),
  });
}
