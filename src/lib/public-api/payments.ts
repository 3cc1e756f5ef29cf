// What the card payment service calls: Stripe's reports on Checkout sessions.
import { z } from 'zod';
import { defineGroup, PUBLIC } from './group.ts';

/** How the shop took a webhook event: acted on, seen before, or not one it acts on. */
export const WebhookOutcomeSchema = z.enum(['handled', 'duplicate', 'ignored']);
export type WebhookOutcome = z.output<typeof WebhookOutcomeSchema>;

/** Stripe's webhook: no session and no JSON body schema, as its signed raw text is the input. */
export const paymentsApi = defineGroup({
  id: 'payments',
  api: {
    stripeWebhook: {
      method: 'POST',
      path: '/api/stripe/webhook',
      roles: PUBLIC,
      crossSite: 'Stripe posts from its own servers; the signature is the authentication.',
      answer: z.object({
        received: z.literal(true),
        eventId: z.string(),
        outcome: WebhookOutcomeSchema,
        /** Why an ignored event is not acted on (Stripe shows it in its dashboard). */
        ignored: z.string().optional(),
      }),
    },
  },
  refusals: {},
});
