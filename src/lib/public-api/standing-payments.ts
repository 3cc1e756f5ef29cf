// The shopper's card for a card standing order: My deliveries asks for Stripe's page that saves
// it (setup mode), and each next order is charged on it. Signed in by the My deliveries cookie.
import { z } from 'zod';
import { defineGroup, PUBLIC } from './group.ts';

/** What POST /api/my-deliveries/{id}/card answers: Stripe's page to save the card on. */
export const CardSetupAnswerSchema = z.object({ setupUrl: z.url() });
export type CardSetupAnswer = z.output<typeof CardSetupAnswerSchema>;

/**
 * Saving a standing order's card. No staff session: the My deliveries cookie names the customer
 * (401 without it, 404 for a standing order that is not theirs).
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
  },
  refusals: {
    notCardPayment: 'not_card_payment',
    cancelled: 'cancelled',
    cardPaymentsOff: 'card_payments_off',
  },
});
