import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { cardPaymentHandlers } from '../../src/server/orders/card-payments.ts';
import { setPaymentEventHandlers } from '../../src/server/payments/payment-events.ts';
import { receiveStripeWebhook } from '../../src/server/payments/stripe-webhook.ts';

setPaymentEventHandlers(cardPaymentHandlers);

/**
 * POST /api/stripe/webhook: Stripe's reports on Checkout sessions. Stripe posts from its own
 * servers, so there is no same-site check and no session; the signature is the authentication.
 */
export default methodHandler({
  async POST(request, context) {
    const { eventId, outcome } = await receiveStripeWebhook(request, (work) => {
      context.waitUntil(work);
    });
    return json({ received: true, eventId, outcome });
  },
});

export const config: Config = { path: '/api/stripe/webhook' };
