import type { Config } from '@netlify/functions';
import { PromoCheckRequestSchema } from '../../src/lib/orders/promo.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { checkPromo } from '../../src/server/orders/promos.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/**
 * POST /api/promo/check: whether a promo code works on the cart's subtotal, so the checkout can
 * say at once. Rate-limited against guessing; the order is priced again on the server.
 */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    await enforceRateLimit('promoCheck', ip);
    const { code, subtotalCents } = await readJsonBody(request, PromoCheckRequestSchema);
    return json(await checkPromo(code, subtotalCents));
  },
});

export const config: Config = { path: '/api/promo/check' };
