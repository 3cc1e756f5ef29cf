import type { Config } from '@netlify/functions';
import { standingPaymentsApi } from '../../src/lib/public-api/standing-payments.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { startCardSetupFromOrder } from '../../src/server/standing-orders/standing-cards.ts';

/**
 * POST /api/orders/{id}/standing-card (standingPaymentsApi.saveCardFromOrder): from the
 * confirmation page of a card standing order's order, Stripe's setup page that saves the card
 * the next deliveries are charged on. The order's access token is the proof.
 */
export default publicHandler(standingPaymentsApi, {
  async saveCardFromOrder({ request, params, body }) {
    return startCardSetupFromOrder(params.id, body.token, publicOrigin(request));
  },
});

export const config: Config = { path: '/api/orders/:id/standing-card' };
