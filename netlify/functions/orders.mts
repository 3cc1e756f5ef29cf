import type { Config } from '@netlify/functions';
import { checkoutApi } from '../../src/lib/public-api/checkout.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { checkoutOrder } from '../../src/server/orders/checkout-order.ts';

/**
 * POST /api/orders (checkoutApi.placeOrder): places an order priced by the server. 201 with the
 * new order, 200 with the first order for a repeated idempotency key; card orders also get
 * Stripe's `paymentUrl`.
 */
export default publicHandler(checkoutApi, {
  async placeOrder({ body, request, context }) {
    const outcome = await checkoutOrder(body, publicOrigin(request), (work) => {
      context.waitUntil(work);
    });
    return outcome.created ? created(outcome.answer) : outcome.answer;
  },
});

export const config: Config = { path: '/api/orders' };
