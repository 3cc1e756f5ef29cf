import { z } from 'zod';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import { shopperNoticeEmail } from '../../lib/emails/shopper-notice.ts';
import { MAINTENANCE_ACTOR, type Order } from '../../lib/orders/order.ts';
import { dueNotice, NOTICE_SETTINGS, type DueNotice } from '../../lib/orders/shopper-notices.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, shopForEmail } from './order-email-views.ts';
import { pickupAddressFor } from './confirmation.ts';
import { recordOrderEmails } from './order-timeline.ts';
import { getOrder } from './orders.ts';

/**
 * One claim per announced move, `shopper-notice-claims/<orderId>/<notice>-<history index>`,
 * written with onlyIfNew before the email is sent: of two requests (a retry, two staff, two
 * instances) only the one that wrote it sends. What became of the email is added after.
 */
const claims = recordCollection({
  prefix: 'shopper-notice-claims',
  schema: z.object({
    at: z.iso.datetime(),
    // No address: the order has it, and a claim outlives nothing an erasure must reach.
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
 * `shopper-notice-pending/<claim key>`: written before the claim and deleted once the email is
 * sent, so a request that died between its claim and its email leaves a trace the maintenance
 * job finds (sendUnsentShopperNotices) with one listing, instead of reading every claim.
 */
const pending = recordCollection({
  prefix: 'shopper-notice-pending',
  schema: z.object({ at: z.iso.datetime() }),
});

/** How long a claim without its email is left to the request that wrote it. */
export const UNSENT_NOTICE_GRACE_MS = 5 * 60 * 1000;

/** Builds and sends one notice, notes it on the timeline and the claim, and clears its trace. */
async function deliverNotice(
  order: Order,
  due: DueNotice,
  context: { actor: OrderActor; origin: string; now: Date },
): Promise<MailDelivery> {
  const settings = await readShopSettings();
  const to = order.customer.email;
  const view = await emailView(order, context.origin);
  // A pickup is collected where its own pickup point is (else the kitchen).
  if (order.fulfilment.method === 'pickup') {
    const pickupAddress = await pickupAddressFor(order);
    view.fulfilment = { ...view.fulfilment, pickupAddress };
  }
  const email = shopperNoticeEmail(due.notice, view, shopForEmail(settings), due.move.at);
  const { status } = await sendMail({ to, ...email });
  const record = { kind: due.notice, to, actor: context.actor, delivery: status };
  await recordOrderEmails(order.id, [record], context.now);
  await claims.update(due.claimKey, (current) => ({
    ...(current ?? { at: context.now.toISOString() }),
    delivery: status,
  }));
  await pending.delete(due.claimKey);
  return status;
}

/**
 * Claims a notice for this request: its trace first, then the claim (onlyIfNew). True when this
 * request wrote the claim and so sends the email.
 */
export async function claimNotice(due: DueNotice, now: Date): Promise<boolean> {
  await pending.update(due.claimKey, (current) => current ?? { at: now.toISOString() });
  const claim = await claims.createOnce(due.claimKey, { at: now.toISOString() });
  return claim.created;
}

/**
 * Emails the shopper the notice the order's new status calls for (out for delivery, delivered,
 * ready for pickup), when its setting is on and nobody sent it yet; notes it on the timeline.
 * Runs after the answer, so it never throws: a failure is logged (a failed send waits in the
 * outbox and is retried; a request that dies before sending is finished by the maintenance
 * job). Gives what became of the email, or null when none was due.
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
    if (!(await claimNotice(due, now))) return null;
    return await deliverNotice(order, due, { ...context, now });
  } catch (error) {
    console.error(`The shopper notice of order ${order.number} could not be sent`, error);
    return null;
  }
}

/** A move announced this long after it happened is news no more: its notice is dropped. */
const LATEST_NOTICE_MS = 60 * 60 * 1000;

/** The notice a claim key names, while the order still stands at that move; else null. */
function stillDue(order: Order, claimKey: string, now: Date): DueNotice | null {
  const due = dueNotice(order, true, now);
  if (due?.claimKey !== claimKey) return null;
  return now.getTime() - Date.parse(due.move.at) <= LATEST_NOTICE_MS ? due : null;
}

/**
 * The maintenance job's part: sends the notices whose request claimed them and died before the
 * email left (older than UNSENT_NOTICE_GRACE_MS), once each, while the order still stands at the
 * move announced and within the hour after it; clears the traces of those sent or no longer due.
 * Says which it sent.
 */
export async function sendUnsentShopperNotices(
  now: Date,
  origin: string,
  budget?: TimeBudget,
): Promise<string[]> {
  const sent: string[] = [];
  for (const claimKey of await pending.listIds()) {
    if (budget?.spent()) break;
    const [trace, claim] = await Promise.all([pending.get(claimKey), claims.get(claimKey)]);
    const since = claim?.at ?? trace?.at ?? now.toISOString();
    if (!claim?.delivery && now.getTime() - Date.parse(since) < UNSENT_NOTICE_GRACE_MS) continue;
    const order = claim?.delivery ? null : await getOrder(claimKey.split('/')[0] ?? '');
    const due = order && stillDue(order, claimKey, now);
    if (!order || !due) {
      await pending.delete(claimKey);
      continue;
    }
    // A request that died before its claim: the claim is written now, once.
    if (!claim) {
      const written = await claims.createOnce(claimKey, { at: now.toISOString() });
      if (!written.created) continue;
    }
    await deliverNotice(order, due, { actor: MAINTENANCE_ACTOR, origin, now });
    sent.push(claimKey);
  }
  return sent;
}
