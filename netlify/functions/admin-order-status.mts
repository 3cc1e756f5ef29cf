import type { Config } from '@netlify/functions';
import { OrderStatusRequestSchema } from '../../src/lib/orders/admin-requests.ts';
import { adminOrderView } from '../../src/lib/orders/order.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { changeOrderStatus, staffActor } from '../../src/server/orders/status-change.ts';

/**
 * POST /api/admin/orders/{id}/status: staff move an order through its states; 409 when the
 * state machine does not allow the move. Cancelling gives the order's stock back.
 */
export default methodHandler({
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    const { status, note } = await readJsonBody(request, OrderStatusRequestSchema);
    const { order } = await changeOrderStatus(params.id ?? '', status, staffActor(user), { note });
    return json(adminOrderView(order));
  },
});

export const config: Config = { path: '/api/admin/orders/:id/status' };
