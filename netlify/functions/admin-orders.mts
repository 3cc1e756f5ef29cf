import type { Config } from '@netlify/functions';
import { ordersArea } from '../../src/lib/admin/areas/orders.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { getOrder, listOrders } from '../../src/server/orders/orders.ts';
import {
  packingSlipsFor,
  prepListFor,
  receiptForOrder,
  runSheetFor,
} from '../../src/server/orders/dispatch.ts';
import { changeOrderStatus, staffActor } from '../../src/server/orders/status-change.ts';

/** Orders for staff (ordersArea): the list, one order, and moving it through its states. */
export default areaHandler(ordersArea, {
  list: ({ query }) => listOrders(query),
  get: async ({ params }) => {
    const order = await getOrder(params.id);
    if (!order) throw new HttpError(404);
    return order;
  },
  changeStatus: async ({ actor, params, body: { status, note } }) =>
    (await changeOrderStatus(params.id, status, staffActor(actor), { note })).order,
  prepList: ({ query }) => prepListFor(query.date),
  runSheet: ({ query }) => runSheetFor(query.date, query.zone),
  packingSlips: ({ query }) => packingSlipsFor(query),
  receipt: ({ params }) => receiptForOrder(params.id),
});

export const config: Config = {
  path: [
    '/api/admin/orders',
    '/api/admin/orders/:id',
    '/api/admin/orders/:id/status',
    '/api/admin/prep-list',
    '/api/admin/run-sheet',
    '/api/admin/packing-slips',
    '/api/admin/orders/:id/receipt',
  ],
};
