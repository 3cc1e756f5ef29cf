import { z } from 'zod';
import { oneLineField } from './plain-text.ts';
import { contactFormSchema } from './contact.ts';
import { newsletterFormSchema } from './newsletter.ts';
import { restockWaitlistFormSchema } from './restock-waitlist.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { SLUG_PATTERN } from '../slug.ts';

// The requests live apart from the forms' own modules: the browser never parses a request, and
// zod schemas built at module level are not tree-shaken, so they would ship with every form.

/**
 * What a form guarded by a maths question sends beside its own fields: the signed question it
 * answered, and the honeypot field `website`, which people never see and so leave empty.
 */
const CHALLENGE_ANSWER_FIELDS = {
  challengeToken: oneLineField(
    z
      .string({ error: 'Please reload the page and try again' })
      .min(1, 'Please reload the page and try again')
      .max(2000),
  ),
  website: oneLineField(z.string().max(500)).optional(),
};

/** What POST /api/contact accepts: the contact form, its signed question and the honeypot. */
export const ContactRequestSchema = contactFormSchema().extend(CHALLENGE_ANSWER_FIELDS);
export type ContactRequest = z.output<typeof ContactRequestSchema>;

/** What POST /api/newsletter-signup accepts: the signup form, its signed question and the honeypot. */
export const NewsletterRequestSchema = newsletterFormSchema().extend(CHALLENGE_ANSWER_FIELDS);
export type NewsletterRequest = z.output<typeof NewsletterRequestSchema>;

/** What POST /api/restock-waitlist accepts: the meal, the address, its signed question, the honeypot. */
export const RestockWaitlistRequestSchema = restockWaitlistFormSchema()
  .extend(CHALLENGE_ANSWER_FIELDS)
  .extend({
    productId: z
      .string({ error: 'Choose a meal' })
      .regex(SLUG_PATTERN, 'Choose a meal')
      .max(PRODUCT_ID_MAX_LENGTH, 'Choose a meal'),
  });
export type RestockWaitlistRequest = z.output<typeof RestockWaitlistRequestSchema>;
