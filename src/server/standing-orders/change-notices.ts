// Emails the customer every change to their standing order (address, meals, payment, schedule,
// reminders, cancel), whoever made it: My deliveries, the card page, or staff. Each saved
// revision is claimed once (`standing-change-notices/<id>/<revision>`, onlyIfNew) before its
// email is sent, so a retried request or two processes saving at once send it once; a save that
// changed nothing the customer sees (a retry) sends none.
import { z } from 'zod';
import { weeklySlotLabel } from '../../lib/standing-orders/standing-changes.ts';
import {
  changeNoticeEmail,
  standingChangeLines,
  type ChangedBy,
} from '../../lib/standing-orders/change-notice.ts';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { recordCollection, type Revisioned } from '../blobs/records.ts';
import { products } from '../catalog/catalog.ts';
import { siteConfig } from '../content/content.ts';
import { deliverySlots } from '../delivery/store.ts';
import { sendMail } from '../mail/send-mail.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';
import { myDeliveriesPageUrl } from './deliveries-link.ts';
import { saveStandingOrder } from './standing-orders.ts';

/**
 * One claim per saved revision that changed something, written before its email. It holds no
 * address or name: the standing order has them, and a claim must hold nothing erasure must reach.
 */
const changeNoticeClaims = recordCollection({
  prefix: 'standing-change-notices',
  schema: z.object({ at: z.iso.datetime(), delivery: MailDeliverySchema.optional() }),
});

async function namesFor(before: StandingOrder, after: StandingOrder) {
  const ids = new Set([...before.items, ...after.items].map((item) => item.productId));
  const [meals, slots] = await Promise.all([
    Promise.all([...ids].map(async (id) => [id, (await products.get(id))?.name ?? id] as const)),
    deliverySlots.list(),
  ]);
  const mealNames = new Map(meals);
  return {
    mealName: (id: string) => mealNames.get(id) ?? id,
    slotLabel: (id: string) => {
      const slot = slots.find((found) => found.id === id);
      return slot ? weeklySlotLabel(slot) : 'a time no longer offered';
    },
  };
}

/**
 * Tells the customer what the save of `saved` changed from `before`, once per revision. Runs
 * after the change is saved and never throws: the change stands whatever becomes of the email
 * (a send that fails waits in the outbox and is retried). Gives what became of the email, or
 * null when none was due (nothing changed, or another request sent it).
 */
export async function noticeStandingChange(
  before: StandingOrder | null,
  saved: Revisioned<StandingOrder>,
  by: ChangedBy,
  now = new Date(),
): Promise<MailDelivery | null> {
  const order = saved.data;
  try {
    if (!before) return null;
    const lines = standingChangeLines(before, order, await namesFor(before, order));
    if (lines.length === 0) return null;
    const claimKey = `${order.id}/${String(saved.revision)}`;
    const claim = await changeNoticeClaims.createOnce(claimKey, { at: now.toISOString() });
    if (!claim.created) return null;
    const site = siteConfig();
    const email = changeNoticeEmail(lines, {
      shopName: site.name,
      customerName: order.customer.name,
      // The sign-in page with the address filled in, never a signed-in link: a forwarded or
      // intercepted email opens nothing without a fresh code.
      signInUrl: myDeliveriesPageUrl(linkOriginWithoutRequest(), order.customer.email),
      contact: `${site.email} or ${site.phone}`,
      at: now,
      by,
    });
    const { status } = await sendMail({ to: order.customer.email, ...email });
    await changeNoticeClaims.update(claimKey, (current) => ({
      ...(current ?? { at: now.toISOString() }),
      delivery: status,
    }));
    return status;
  } catch (error) {
    console.error(`The change to standing order ${order.id} could not be emailed`, error);
    return null;
  }
}

/**
 * Saves a change (saveStandingOrder) and emails the customer what it changed: the one door for
 * every change made for a customer, so none goes untold. `change` may be called more than once
 * (the save retries against other writers); the state it last saw is what the email compares.
 */
export async function saveAndNotice(
  id: string,
  { by, now = new Date() }: { by: ChangedBy; now?: Date },
  change: (current: StandingOrder, revision: number) => StandingOrder,
): Promise<Revisioned<StandingOrder>> {
  const seen: { before: StandingOrder | null } = { before: null };
  const saved = await saveStandingOrder(id, (current, revision) => {
    seen.before = current;
    return change(current, revision);
  });
  await noticeStandingChange(seen.before, saved, by, now);
  return saved;
}
