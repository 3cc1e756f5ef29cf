import type { Config } from '@netlify/functions';
import { DeliveryInterestRequestSchema } from '../../src/lib/forms/delivery-interest.ts';
import { registerDeliveryInterest } from '../../src/server/delivery-interest.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { enforceRateLimit } from '../../src/server/spam/rate-limit.ts';

/** POST /api/delivery/interest: "tell me when you deliver here", kept for staff. */
export default methodHandler({
  async POST(request, { ip }) {
    assertSameSite(request);
    await enforceRateLimit('deliveryInterest', ip);
    await registerDeliveryInterest(await readJsonBody(request, DeliveryInterestRequestSchema));
    return json({ message: "Thanks! We'll email you when we deliver to your area." }, 201);
  },
});

export const config: Config = { path: '/api/delivery/interest' };
