import type { Config } from '@netlify/functions';
import { formsApi } from '../../src/lib/public-api/forms.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { joinRestockWaitlist } from '../../src/server/inventory/restock-waitlist-signup.ts';

/** POST /api/restock-waitlist (formsApi.restockWaitlist): email me when a sold-out meal is back. */
export default publicHandler(formsApi, {
  async restockWaitlist({ body }) {
    await joinRestockWaitlist(body);
    return created({ message: 'We will email you when it is back' });
  },
});

export const config: Config = { path: '/api/restock-waitlist' };
