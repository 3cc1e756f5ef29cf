import type { Config } from '@netlify/functions';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, publicOrigin, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  confirmationPath,
  finishPlacement,
  startCardPayment,
} from '../../src/server/orders/after-placement.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/**
 * POST /api/orders: places an order priced by the server. 201 with the new order, 200 with the
 * first order for a repeated idempotency key; card orders also get Stripe's `paymentUrl`.
 */
export default methodHandler({
  async POST(request, context) {
    const { ip } = context;
    assertSameSite(request);
    await enforceRateLimit('orders', ip);
    const { order, created } = await placeOrder(
      await readJsonBody(request, PlaceOrderRequestSchema),
    );
    const origin = publicOrigin(request);
    let paymentUrl: string | undefined;
    if (created) {
      // A card order is announced once Stripe reports it paid (src/server/orders/card-payments.ts):
      // a shopper who leaves Stripe's page gets no email about an order that is then cancelled.
      if (order.paymentMethod === 'card') paymentUrl = await startCardPayment(order, origin);
      // Emails go out after the answer: a slow mail server never slows or fails a checkout.
      context.waitUntil(finishPlacement(order, origin));
    }
    const { id, number, accessToken, totals } = order;
    return json(
      {
        id,
        number,
        accessToken,
        totals,
        confirmationUrl: confirmationPath(order),
        ...(paymentUrl ? { paymentUrl } : {}),
      },
      created ? 201 : 200,
    );
  },
});

export const config: Config = { path: '/api/orders' };
