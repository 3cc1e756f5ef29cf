// The public forms' routes: the maths question that guards them, the contact form, the
// newsletter signup, the restock waitlist and "tell me when you deliver here".
import { z } from 'zod';
import { DeliveryInterestRequestSchema } from '../forms/delivery-interest.ts';
import {
  ContactRequestSchema,
  NewsletterRequestSchema,
  RestockWaitlistRequestSchema,
} from '../forms/public-form-requests.ts';
import { defineGroup, PUBLIC } from './group.ts';

/** GET /api/challenge: a maths question, with the signed token the form sends back. */
export const ChallengeSchema = z.object({
  a: z.int(),
  b: z.int(),
  token: z.string().min(1),
  expiresAt: z.string(),
});
export type Challenge = z.output<typeof ChallengeSchema>;

/** What a form's accepted submission answers (201): the sentence the form may show. */
export const FormReceivedSchema = z.object({ message: z.string() });

/** The public forms; every one same-site and rate-limited per client address. */
export const formsApi = defineGroup({
  id: 'forms',
  api: {
    challenge: {
      method: 'GET',
      path: '/api/challenge',
      roles: PUBLIC,
      answer: ChallengeSchema,
      rateLimit: 'challenge',
    },
    contact: {
      method: 'POST',
      path: '/api/contact',
      roles: PUBLIC,
      body: ContactRequestSchema,
      answer: FormReceivedSchema,
      rateLimit: 'contact',
    },
    newsletterSignup: {
      method: 'POST',
      path: '/api/newsletter-signup',
      roles: PUBLIC,
      body: NewsletterRequestSchema,
      answer: FormReceivedSchema,
      rateLimit: 'newsletter',
    },
    restockWaitlist: {
      method: 'POST',
      path: '/api/restock-waitlist',
      roles: PUBLIC,
      body: RestockWaitlistRequestSchema,
      answer: FormReceivedSchema,
      rateLimit: 'restockWaitlist',
    },
    deliveryInterest: {
      method: 'POST',
      path: '/api/delivery/interest',
      roles: PUBLIC,
      body: DeliveryInterestRequestSchema,
      answer: FormReceivedSchema,
      rateLimit: 'deliveryInterest',
    },
  },
  refusals: {},
});
