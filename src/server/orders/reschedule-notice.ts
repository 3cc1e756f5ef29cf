import { z } from 'zod';
import { orderRescheduledEmail } from '../../lib/emails/order-rescheduled.ts';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderMove } from '../../lib/orders/order-moves.ts';
import { orderBalance } from '../../lib/orders/money-ledger.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, shopForEmail } from './after-placement.ts';
import { pickupAddressFor } from './confirmation.ts';
import { recordOrderEmails } from './order-timeline.ts';

/**
 * One claim per move, `reschedule-notice-claims/<orderId>/<moveId>`, written with onlyIfNew
 * before the email is sent: of two requests only the one that wrote it sends.
 */
const claims = recordCollection({
  prefix: 'reschedule-notice-claims',
  schema: z.object({
    at: z.iso.datetime(),
    // No address: the order has it, and a claim outlives nothing an erasure must reach.
    delivery: MailDeliverySchema.optional(),
  }),
});

/**
 * Emails the shopper the new time of their moved order, once per move, and notes it on the
 * timeline. Runs after the answer, so it never throws: a failure is logged (a failed send waits
 * in the outbox and is retried). Gives what became of the email, or null when it was not sent.
 */
export async function sendRescheduleNotice(
  order: Order,
  move: OrderMove,
  context: { actor: OrderActor; origin: string; now?: Date },
): Promise<MailDelivery | null> {
  const now = context.now ?? new Date();
  const claimKey = `${order.id}/${move.id}`;
  try {
    const to = order.customer.email;
    const claim = await claims.createOnce(claimKey, { at: now.toISOString() });
    if (!claim.created) return null;
    const [settings, view] = await Promise.all([
      readShopSettings(),
      emailView(order, context.origin),
    ]);
    if (order.fulfilment.method === 'pickup') {
      view.fulfilment = { ...view.fulfilment, pickupAddress: await pickupAddressFor(order) };
    }
    const { dueCents, overpaidCents } = orderBalance(order);
    const email = orderRescheduledEmail(view, shopForEmail(settings), {
      fromLabel: move.from.slotLabel,
      fromMethod: move.from.method,
      dueCents,
      overpaidCents,
    });
    const { status } = await sendMail({ to, ...email });
    await recordOrderEmails(
      order.id,
      [{ kind: 'rescheduled', to, actor: context.actor, delivery: status }],
      now,
    );
    await claims.update(claimKey, (current) => ({
      ...(current ?? { at: now.toISOString() }),
      delivery: status,
    }));
    return status;
  } catch (error) {
    console.error(`The new time of order ${order.number} could not be emailed`, error);
    return null;
  }
}
