import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { orderCancelledEmail } from '../../lib/emails/order-cancelled.ts';
import { orderConfirmationEmail } from '../../lib/emails/order-confirmation.ts';
import type { BulkStatusRequest, OrderActionRequest } from '../../lib/orders/admin-requests.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { recordAudit } from '../audit.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { scheduleRestockReminder } from '../marketing/restock-reminders.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, shopForEmail } from './after-placement.ts';
import { recordOrderEmails } from './order-timeline.ts';
import { getOrder } from './orders.ts';
import { changeOrderStatus } from './status-change.ts';

/** The day a bank transfer arrived must be given, and cannot be in the future. */
function checkReceivedOn(order: Order, request: OrderActionRequest, now: Date): void {
  if (request.status !== 'paid' || order.paymentMethod !== 'bank_transfer') return;
  if (!request.receivedOn) {
    throw invalidFields({ receivedOn: 'Enter the day the transfer reached the account' });
  }
  if (request.receivedOn > nzDateOf(now)) {
    throw invalidFields({ receivedOn: 'The day the money arrived cannot be in the future' });
  }
}

/** Tells the shopper their order was cancelled, and notes the email on the order. */
async function sendCancellationEmail(
  order: Order,
  origin: string,
  reason: string | undefined,
  actor: OrderActor,
): Promise<void> {
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  await sendMail({
    to: order.customer.email,
    ...orderCancelledEmail(view, shopForEmail(settings), reason),
  });
  await recordOrderEmails(order.id, [{ kind: 'cancellation', to: order.customer.email, actor }]);
}

/**
 * A staff member moves an order on (POST /api/admin/orders/{id}/status): through the state
 * machine, refused with the fresh order when it moved since they looked; a cancellation emails
 * the shopper.
 */
export async function staffChangeStatus(
  id: string,
  actor: OrderActor,
  request: OrderActionRequest,
  origin: string,
  now = new Date(),
): Promise<Order> {
  const current = await getOrder(id);
  if (!current) throw new HttpError(404);
  checkReceivedOn(current, request, now);
  const note =
    request.note ??
    (request.status === 'paid' && request.receivedOn
      ? `Transfer received on ${request.receivedOn}`
      : undefined);
  const { order, changed } = await changeOrderStatus(id, request.status, actor, {
    note,
    expected: request.expected,
    receivedOn: request.receivedOn,
    now,
  });
  // Also when unchanged: a retry after the status was written still schedules (once).
  if (request.status === 'delivered' || request.status === 'collected') {
    await scheduleRestockReminder(order, now);
  }
  if (!changed || request.status !== 'cancelled') return order;
  await sendCancellationEmail(order, origin, request.note, actor);
  return (await getOrder(id)) ?? order;
}

/** Sends the shopper's order confirmation again, e.g. when it went to spam. */
export async function resendConfirmation(
  id: string,
  actor: OrderActor,
  origin: string,
  now = new Date(),
): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new HttpError(404);
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  await sendMail({
    to: order.customer.email,
    ...orderConfirmationEmail(view, shopForEmail(settings)),
  });
  await recordOrderEmails(id, [{ kind: 'confirmation', to: order.customer.email, actor }], now);
  await recordAudit(
    {
      actor: { id: actor.id, username: actor.name },
      action: 'order.resend-confirmation',
      target: `orders/${id}`,
      before: null,
      after: { to: order.customer.email },
    },
    now,
  );
  return (await getOrder(id)) ?? order;
}

/** What a bulk change did to each ticked order. */
export interface BulkStatusResult {
  changed: { id: string; number: string }[];
  refused: { id: string; number: string | null; message: string }[];
}

/** How many orders a bulk change moves at a time. */
const BULK_PARALLEL = 4;

/**
 * Moves ticked orders to packed or out for delivery, each through the state machine on its own:
 * one refusal (an order not yet paid) never stops the others, and each says why it was refused.
 */
export async function bulkChangeStatus(
  actor: OrderActor,
  request: BulkStatusRequest,
): Promise<BulkStatusResult> {
  const result: BulkStatusResult = { changed: [], refused: [] };
  const ids = [...new Set(request.ids)];
  for (let start = 0; start < ids.length; start += BULK_PARALLEL) {
    await Promise.all(
      ids.slice(start, start + BULK_PARALLEL).map(async (id) => {
        try {
          const { order } = await changeOrderStatus(id, request.status, actor);
          result.changed.push({ id, number: order.number });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const order = error.status === 404 ? null : await getOrder(id);
          const message = error.status === 404 ? 'There is no such order.' : error.message;
          result.refused.push({ id, number: order?.number ?? null, message });
        }
      }),
    );
  }
  return result;
}
