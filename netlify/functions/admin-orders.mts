import type { Config } from '@netlify/functions';
import { ordersArea } from '../../src/lib/admin/areas/orders.ts';
import { areaHandler, created, FileAnswer } from '../../src/server/admin/area-handler.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import type { RequestContext } from '../../src/server/http/handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { exportOrdersCsv } from '../../src/server/orders/orders-export.ts';
import { listOrderPage } from '../../src/server/orders/order-list.ts';
import { addStaffNote } from '../../src/server/orders/staff-notes.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { editOrder, orderEditForm } from '../../src/server/orders/order-edit.ts';
import { bulkChangeStatus } from '../../src/server/orders/bulk-actions.ts';
import { resendOrderEmail, staffChangeStatus } from '../../src/server/orders/staff-actions.ts';
import { staffActor } from '../../src/server/orders/status-change.ts';
import { readShopSettings } from '../../src/server/settings.ts';
import { prepListWithStanding } from '../../src/server/standing-orders/forecast.ts';
import { packingSlipsFor, receiptForOrder, runSheetFor } from '../../src/server/orders/dispatch.ts';
import { workDayFrom } from '../../src/server/orders/work-day.ts';
import { rescheduleOrder } from '../../src/server/orders/reschedule.ts';
import { rescheduleOptionsFor } from '../../src/server/orders/reschedule-options.ts';
import { bulkReschedule } from '../../src/server/orders/reschedule-bulk.ts';

/** Where emails sent after the answer link to, and how they outlive it (Netlify's waitUntil). */
function afterAnswerOf(request: Request, context: RequestContext) {
  return {
    origin: publicOrigin(request),
    afterAnswer: (work: Promise<unknown>) => {
      context.waitUntil(work);
    },
  };
}

/** Orders for staff (ordersArea): the list and its export, one order, and what staff do to it. */
export default areaHandler(ordersArea, {
  list: async ({ query }) => {
    const [page, settings] = await Promise.all([listOrderPage(query), readShopSettings()]);
    return { ...page, unpaidAfterDays: settings.unpaidTransferDays };
  },
  csv: async ({ query }) => {
    const { csv, fileName } = await exportOrdersCsv(query);
    return new FileAnswer(csv, fileName);
  },
  lineItemsCsv: async ({ query }) => {
    const { csv, fileName } = await exportOrdersCsv(query, new Date(), 'order-lines');
    return new FileAnswer(csv, fileName);
  },
  get: async ({ params }) => {
    const order = await getOrder(params.id);
    if (!order) throw new HttpError(404);
    return order;
  },
  changeStatus: ({ actor, params, body, request, context }) =>
    staffChangeStatus(params.id, staffActor(actor), body, afterAnswerOf(request, context)),
  addNote: async ({ actor, params, body }) =>
    created(await addStaffNote(params.id, staffActor(actor), body.text)),
  editForm: ({ params }) => orderEditForm(params.id),
  edit: ({ actor, params, body }) => editOrder(params.id, staffActor(actor), body),
  refund: ({ actor, params, body }) => refundOrder(params.id, staffActor(actor), body),
  resendEmail: ({ actor, params, body, request }) =>
    resendOrderEmail(params.id, staffActor(actor), body, publicOrigin(request)),
  bulkStatus: ({ actor, body, request, context }) =>
    bulkChangeStatus(staffActor(actor), body, afterAnswerOf(request, context)),
  prepList: ({ query }) => prepListWithStanding(query.date),
  runSheet: ({ query }) => runSheetFor(query.date, query.zone),
  workDay: ({ query }) => workDayFrom(query.from),
  packingSlips: ({ query }) => packingSlipsFor(query),
  receipt: ({ params }) => receiptForOrder(params.id),
  rescheduleOptions: ({ params }) => rescheduleOptionsFor(params.id),
  reschedule: async ({ actor, params, body, request, context }) =>
    (await rescheduleOrder(params.id, staffActor(actor), body, afterAnswerOf(request, context)))
      .order,
  bulkReschedule: ({ actor, body, request, context }) =>
    bulkReschedule(staffActor(actor), body, afterAnswerOf(request, context)),
});

export const config: Config = {
  path: [
    '/api/admin/orders',
    '/api/admin/orders.csv',
    '/api/admin/order-lines.csv',
    '/api/admin/orders/:id',
    '/api/admin/orders/:id/status',
    '/api/admin/orders/:id/notes',
    '/api/admin/orders/:id/edit',
    '/api/admin/orders/:id/refund',
    '/api/admin/orders/:id/resend-email',
    '/api/admin/orders/bulk-status',
    '/api/admin/prep-list',
    '/api/admin/run-sheet',
    '/api/admin/work-day',
    '/api/admin/packing-slips',
    '/api/admin/orders/:id/receipt',
    '/api/admin/orders/:id/reschedule-options',
    '/api/admin/orders/:id/reschedule',
    '/api/admin/orders/bulk-reschedule',
  ],
};
