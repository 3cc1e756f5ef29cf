import type { Config } from '@netlify/functions';
import { checkoutApi } from '../../src/lib/public-api/checkout.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';

/**
 * GET /api/delivery/options?postcode=3118 (or ?suburb=Papamoa), with `&packs=6` for the cart's
 * packs (checkoutApi.deliveryOptions): the address's zone and fee rules with its open slots
 * (with room for those packs) for the next 14 days, and pickup. Never cached: places change by
 * the minute.
 */
export default publicHandler(checkoutApi, {
  deliveryOptions: ({ query }) => deliveryOptions(query),
});

export const config: Config = { path: '/api/delivery/options' };
