import type { Config } from '@netlify/functions';
import { standingPaymentsApi } from '../../src/lib/public-api/standing-payments.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { deliveriesCustomerOf } from '../../src/server/standing-orders/deliveries-session.ts';
import { startCardSetup } from '../../src/server/standing-orders/standing-cards.ts';

/**
 * POST /api/my-deliveries/{id}/card (standingPaymentsApi.saveCard): Stripe's setup page that
 * saves the card a card standing order is charged on, for the customer the My deliveries cookie
 * names.
 */
export default publicHandler(standingPaymentsApi, {
  async saveCard({ request, params }) {
    const customerId = await deliveriesCustomerOf(request);
    if (!customerId) throw new HttpError(401, 'Open My deliveries from your email link first.');
    return startCardSetup(customerId, params.id, publicOrigin(request));
  },
});

export const config: Config = { path: '/api/my-deliveries/:id/card' };
