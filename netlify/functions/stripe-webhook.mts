import type { Config } from '@netlify/functions';
import { paymentsApi } from '../../src/lib/public-api/payments.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { cardPaymentHandlers } from '../../src/server/orders/card-payments.ts';
import { setPaymentEventHandlers } from '../../src/server/payments/payment-events.ts';
import { receiveStripeWebhook } from '../../src/server/payments/stripe-webhook.ts';
import { saveStandingCard } from '../../src/server/standing-orders/standing-cards.ts';

setPaymentEventHandlers({ ...cardPaymentHandlers, cardSaved: saveStandingCard });

/**
 * POST /api/stripe/webhook (paymentsApi.stripeWebhook): Stripe's reports on Checkout sessions.
 * Stripe posts from its own servers, so there is no same-site check and no session; the
 * signature is the authentication.
 */
export default publicHandler(paymentsApi, {
  async stripeWebhook({ request, context }) {
    const receipt = await receiveStripeWebhook(request, (work) => {
      context.waitUntil(work);
    });
    return { received: true as const, ...receipt };
  },
});

export const config: Config = { path: '/api/stripe/webhook' };
