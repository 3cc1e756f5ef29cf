import type { Config } from '@netlify/functions';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { buildDashboard } from '../../src/server/dashboard.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/admin/dashboard: orders, deliveries, low stock, messages, subscribers; every role. */
export default methodHandler({
  async GET(request) {
    await requireRole(request, ALL_ROLES);
    return json(await buildDashboard());
  },
});

export const config: Config = { path: '/api/admin/dashboard' };
