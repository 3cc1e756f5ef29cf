import type { Config } from '@netlify/functions';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { listDeliveryInterest } from '../../src/server/delivery-interest.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/admin/delivery-interest: shoppers outside the zones who asked to be told (staff too). */
export default methodHandler({
  async GET(request) {
    await requireRole(request, ALL_ROLES);
    return json(await listDeliveryInterest());
  },
});

export const config: Config = { path: '/api/admin/delivery-interest' };
