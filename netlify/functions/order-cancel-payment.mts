import type { Config } from '@netlify/functions';
import { checkoutApi } from '../../src/lib/public-api/checkout.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { cancelCardPayment } from '../../src/server/orders/cancel-card-payment.ts';

/**
 * POST /api/orders/{id}/cancel-payment (checkoutApi.cancelCardPayment): `{token}` from Stripe's
 * cancel link gives the shopper's unpaid card order back at once. 200 `{id, number, status,
 * confirmationUrl}`; 404 for an unknown order or a wrong token alike; 409 `{reason: paid |
 * cancelled | not_card_payment}`.
 */
export default publicHandler(checkoutApi, {
  cancelCardPayment: ({ params, body }) => cancelCardPayment(params.id, body.token),
});

export const config: Config = { path: '/api/orders/:id/cancel-payment' };
