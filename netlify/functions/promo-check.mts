import type { Config } from '@netlify/functions';
import { checkoutApi } from '../../src/lib/public-api/checkout.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { checkPromo } from '../../src/server/orders/promos.ts';

/**
 * POST /api/promo/check (checkoutApi.checkPromo): whether a promo code works on the cart's
 * subtotal, so the checkout can say at once. Rate-limited against guessing; the order is priced
 * again on the server.
 */
export default publicHandler(checkoutApi, {
  checkPromo: ({ body: { code, subtotalCents } }) => checkPromo(code, subtotalCents),
});

export const config: Config = { path: '/api/promo/check' };
