import type { Config } from '@netlify/functions';
import { DeliveryOptionsQuerySchema } from '../../src/lib/delivery/requests.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { invalidFields } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { firstMessagePerField } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/**
 * GET /api/delivery/options?postcode=3118 (or ?suburb=Papamoa), with `&packs=6` for the cart's
 * packs: the address's zone and fee rules with its open slots (with room for those packs) for
 * the next 14 days, and pickup. Never cached: places change by the minute.
 */
export default methodHandler({
  async GET(request) {
    const params = new URL(request.url).searchParams;
    const parsed = DeliveryOptionsQuerySchema.safeParse({
      postcode: params.get('postcode') ?? undefined,
      suburb: params.get('suburb') ?? undefined,
      packs: params.get('packs') ?? undefined,
    });
    if (!parsed.success) throw invalidFields(firstMessagePerField(parsed.error));
    return json(await deliveryOptions(parsed.data));
  },
});

export const config: Config = { path: '/api/delivery/options' };
