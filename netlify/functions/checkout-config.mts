import type { Config } from '@netlify/functions';
import { checkoutApi } from '../../src/lib/public-api/checkout.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { readCheckoutConfig } from '../../src/server/payments/checkout-config.ts';

/** GET /api/checkout/config (checkoutApi.config): the ways to pay, and whether orders are taken. */
export default publicHandler(checkoutApi, {
  config: () => readCheckoutConfig(),
});

export const config: Config = { path: '/api/checkout/config' };
