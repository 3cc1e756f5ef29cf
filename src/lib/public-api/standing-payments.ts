// The shopper's card for a card standing order: My deliveries asks for Stripe's page that saves
// it (setup mode), and each next order is charged on it. Signed in by the My deliveries cookie.
import { z } from 'zod';
import { defineGroup, PUBLIC } from './group.ts';

/** What POST /api/my-deliveries/{id}/card answers: Stripe's page to save the card on. */
export const CardSetupAnswerSchema = z.object({ setupUrl: z.url() });
export type CardSetupAnswer = z.output<typeof CardSetupAnswerSchema>;

/** The confirmation page's ask: the order's access token proves it is the shopper's. */
export const OrderCardSetupRequestSchema = z.object({
  token: z
    .string({ error: 'The link is not complete' })
    .regex(/^[\w-]{32,100}$/, 'The link is not complete'),
});

/**
 * Saving a standing order's card. No staff session: the My deliveries cookie names the customer
 * (401 without it, 404 for a standing order that is not theirs), or, from the confirmation page
 * of an order the standing order made, that order's access token (404 when wrong).
 */
export const standingPaymentsApi = defineGroup({
  id: 'standing-payments',
  api: {
    saveCard: {
      method: 'POST',
      path: '/api/my-deliveries/:id/card',
      roles: PUBLIC,
      answer: CardSetupAnswerSchema,
    },
    saveCardFromOrder: {
      method: 'POST',
      path: '/api/orders/:id/standing-card',
      roles: PUBLIC,
      body: OrderCardSetupRequestSchema,
      answer: CardSetupAnswerSchema,
      rateLimit: 'standingCard',
    },
  },
  refusals: {
    notCardPayment: 'not_card_payment',
    cancelled: 'cancelled',
    cardPaymentsOff: 'card_payments_off',
  },
});
