import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { orderCancelledEmail } from '../../lib/emails/order-cancelled.ts';
import { orderConfirmationEmail } from '../../lib/emails/order-confirmation.ts';
import type { OrderActionRequest } from '../../lib/orders/admin-requests.ts';
import { receivedOnRefusal } from '../../lib/orders/bulk-actions.ts';
import { cancellationReasonOf } from '../../lib/orders/change-emails.ts';
import type { MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { Order } from '../../lib/orders/order.ts';
import { resendRefusal, type ResendEmailRequest } from '../../lib/orders/resend-email.ts';
import { ORDER_STATUS_LABELS, type OrderActor } from '../../lib/orders/status.ts';
import { recordOrderAudit } from './order-timeline.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { scheduleRestockReminder } from '../marketing/restock-reminders.ts';
import { sendMail } from '../mail/send-mail.ts';
import type { AfterAnswer } from '../payments/payment-events.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, shopForEmail } from './after-placement.ts';
import { recordOrderEmails } from './order-timeline.ts';
import { getOrder } from './orders.ts';
import { sendShopperNotice } from './shopper-notices.ts';
import { changeOrderStatus, staleOrder } from './status-change.ts';

/** The day a bank transfer arrived must be given, and cannot be in the future. */
function checkReceivedOn(order: Order, request: OrderActionRequest, now: Date): void {
  if (request.status !== 'paid' || order.paymentMethod !== 'bank_transfer') return;
  if (!request.receivedOn) {
    throw invalidFields({ receivedOn: 'Enter the day the transfer reached the account' });
  }
  const future = receivedOnRefusal(request.receivedOn, nzDateOf(now));
  if (future) throw invalidFields({ receivedOn: future });
}

/** Tells the shopper again that their order was cancelled (a resend), and notes it on the order. */
async function sendCancellationEmail(
  order: Order,
  origin: string,
  reason: string | undefined,
  actor: OrderActor,
  now = new Date(),
): Promise<MailDelivery> {
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  const { status } = await sendMail({
    to: order.customer.email,
    ...orderCancelledEmail(view, shopForEmail(settings), reason),
  });
  const to = order.customer.email;
  await recordOrderEmails(order.id, [{ kind: 'cancellation', to, actor, delivery: status }], now);
  return status;
}

/**
 * A staff member moves an order on (POST /api/admin/orders/{id}/status): through the state
 * machine, refused with the fresh order when it moved since they looked; a cancellation emails
 * the shopper (the change table's row, once), and out for delivery, delivered and ready for pickup send their notice after the
 * answer (`afterAnswer`), once even when the request is repeated.
 */
export async function staffChangeStatus(
  id: string,
  actor: OrderActor,
  request: OrderActionRequest,
  delivery: { origin: string; afterAnswer: AfterAnswer },
  now = new Date(),
): Promise<Order> {
  const { origin, afterAnswer } = delivery;
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
    origin,
    now,
  });
  // Also when unchanged: a retry after the status was written still schedules (once).
  if (request.status === 'delivered' || request.status === 'collected') {
    await scheduleRestockReminder(order, now);
  }
  if (order.status === request.status) {
    afterAnswer(sendShopperNotice(order, { changed, actor, origin, now }));
  }
  // A cancellation's email went through the change table; the order now lists it.
  if (!changed || request.status !== 'cancelled') return order;
  return (await getOrder(id)) ?? order;
}

/** Sends the shopper the order confirmation again, with how to pay only while it is unpaid. */
async function sendConfirmationAgain(
  order: Order,
  origin: string,
  actor: OrderActor,
  now: Date,
): Promise<MailDelivery> {
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  const to = order.customer.email;
  const { status } = await sendMail({
    to,
    ...orderConfirmationEmail(view, shopForEmail(settings)),
  });
  await recordOrderEmails(order.id, [{ kind: 'confirmation', to, actor, delivery: status }], now);
  return status;
}

/**
 * Sends the shopper the email that fits the order's state again (POST …/resend-email), e.g. when
 * it went to spam: the payment request while unpaid, the confirmation once paid, the cancellation
 * notice once cancelled. Asking for another email, or when the order moved on from `expected`,
 * is refused (409 with the order as it is now).
 */
export async function resendOrderEmail(
  id: string,
  actor: OrderActor,
  request: ResendEmailRequest,
  origin: string,
  now = new Date(),
): Promise<{ order: Order; delivery: MailDelivery }> {
  const order = await getOrder(id);
  if (!order) throw new HttpError(404);
  if (request.expected && request.expected !== order.status) {
    throw staleOrder(order, `The order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} now.`);
  }
  const refusal = resendRefusal(order.status, request.email);
  if (refusal) throw staleOrder(order, refusal);
  const delivery =
    request.email === 'cancellation'
      ? await sendCancellationEmail(order, origin, cancellationReasonOf(order), actor, now)
      : await sendConfirmationAgain(order, origin, actor, now);
  await recordOrderAudit(
    order,
    actor,
    {
      action: 'order.resend-email',
      before: null,
      after: { email: request.email, to: order.customer.email, delivery },
    },
    now,
  );
  return { order: (await getOrder(id)) ?? order, delivery };
}
