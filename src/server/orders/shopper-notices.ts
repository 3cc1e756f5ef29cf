import { z } from 'zod';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import { shopperNoticeEmail } from '../../lib/emails/shopper-notice.ts';
import type { Order } from '../../lib/orders/order.ts';
import { dueNotice, NOTICE_SETTINGS } from '../../lib/orders/shopper-notices.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, shopForEmail } from './after-placement.ts';
import { pickupAddressFor } from './confirmation.ts';
import { recordOrderEmails } from './order-timeline.ts';

/**
 * One claim per announced move, `shopper-notice-claims/<orderId>/<notice>-<history index>`,
 * written with onlyIfNew before the email is sent: of two requests (a retry, two staff, two
 * instances) only the one that wrote it sends. What became of the email is added after.
 */
const claims = recordCollection({
  prefix: 'shopper-notice-claims',
  schema: z.object({
    at: z.iso.datetime(),
    to: z.string().min(1),
    delivery: MailDeliverySchema.optional(),
  }),
});

/** What a status change tells the notice: whether this request made the move, and who did. */
export interface NoticeContext {
  changed: boolean;
  actor: OrderActor;
  origin: string;
  now?: Date;
}

/**
 * Emails the shopper the notice the order's new status calls for (out for delivery, delivered,
 * ready for pickup), when its setting is on and nobody sent it yet; notes it on the timeline.
 * Runs after the answer, so it never throws: a failure is logged (a failed send waits in the
 * outbox and is retried). Gives what became of the email, or null when none was due.
 */
export async function sendShopperNotice(
  order: Order,
  context: NoticeContext,
): Promise<MailDelivery | null> {
  const now = context.now ?? new Date();
  try {
    const due = dueNotice(order, context.changed, now);
    if (!due) return null;
    const settings = await readShopSettings();
    if (!settings[NOTICE_SETTINGS[due.notice]]) return null;
    const to = order.customer.email;
    const claim = await claims.createOnce(due.claimKey, { at: now.toISOString(), to });
    if (!claim.created) return null;
    const view = await emailView(order, context.origin);
    // A pickup is collected where its own pickup point is (else the kitchen).
    if (order.fulfilment.method === 'pickup') {
      const pickupAddress = await pickupAddressFor(order);
      view.fulfilment = { ...view.fulfilment, pickupAddress };
    }
    const email = shopperNoticeEmail(due.notice, view, shopForEmail(settings), due.move.at);
    const { status } = await sendMail({ to, ...email });
    const record = { kind: due.notice, to, actor: context.actor, delivery: status };
    await recordOrderEmails(order.id, [record], now);
    await claims.update(due.claimKey, (current) => ({
      ...(current ?? { at: now.toISOString(), to }),
      delivery: status,
    }));
    return status;
  } catch (error) {
    console.error(`The shopper notice of order ${order.number} could not be sent`, error);
    return null;
  }
}
