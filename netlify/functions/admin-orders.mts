import type { Config } from '@netlify/functions';
import { OrderListQuerySchema } from '../../src/lib/orders/admin-requests.ts';
import { adminOrderView } from '../../src/lib/orders/order.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { readQuery } from '../../src/server/http/query.ts';
import { json } from '../../src/server/http/respond.ts';
import { getOrder, listOrders } from '../../src/server/orders/orders.ts';

/** Orders for staff: the list (filter by `status` and delivery/pickup `date`) and one order. */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    if (params.id === undefined) {
      const orders = await listOrders(readQuery(request, OrderListQuerySchema));
      return json(orders.map(adminOrderView));
    }
    const order = await getOrder(params.id);
    if (!order) throw new HttpError(404);
    return json(adminOrderView(order));
  },
});

export const config: Config = { path: ['/api/admin/orders', '/api/admin/orders/:id'] };
