import type { Config } from '@netlify/functions';
import { formsApi } from '../../src/lib/public-api/forms.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { registerDeliveryInterest } from '../../src/server/public-forms/delivery-interest.ts';

/** POST /api/delivery/interest (formsApi.deliveryInterest): "tell me when you deliver here". */
export default publicHandler(formsApi, {
  async deliveryInterest({ body }) {
    await registerDeliveryInterest(body);
    return created({ message: "Thanks! We'll email you when we deliver to your area." });
  },
});

export const config: Config = { path: '/api/delivery/interest' };
