import type { Config } from '@netlify/functions';
import { CancelCardPaymentRequestSchema } from '../../src/lib/orders/card-cancel.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { cancelCardPayment } from '../../src/server/orders/cancel-card-payment.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/**
 * POST /api/orders/{id}/cancel-payment: `{token}` from Stripe's cancel link gives the shopper's
 * unpaid card order back at once. 200 `{id, number, status, confirmationUrl}`; 404 for an
 * unknown order or a wrong token alike; 409 `{reason: paid | cancelled | not_card_payment}`.
 */
export default methodHandler({
  async POST(request, { ip, params }) {
    assertSameSite(request);
    await enforceRateLimit('cancelPayment', ip);
    const { token } = await readJsonBody(request, CancelCardPaymentRequestSchema);
    return json(await cancelCardPayment(params.id ?? '', token));
  },
});

export const config: Config = { path: '/api/orders/:id/cancel-payment' };
