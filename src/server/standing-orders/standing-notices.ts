// The emails the standing-order job sends about a delivery, each claimed once first
// (`standing-order-notices/<id>/<date>/<kind>`, onlyIfNew), so two job processes, or a run that
// died and the one after it, send it once.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EmailContent } from '../../lib/emails/order-email.ts';
import {
  standingChangeEmail,
  standingPriceChangeEmail,
  standingReminderEmail,
  type DeliveryChange,
  type StandingEmailBase,
} from '../../lib/emails/standing-order-emails.ts';
import type { LineToPrice } from '../../lib/orders/pricing.ts';
import { changeByOf, type StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { priceChanges, priceChangesKey } from '../../lib/standing-orders/standing-run.ts';
import { recordCollection } from '../blobs/records.ts';
import { siteConfig } from '../content/content.ts';
import { sendMail } from '../mail/send-mail.ts';
import { catalogLines } from '../orders/catalog-lines.ts';
import { getOrder } from '../orders/orders.ts';
import { myDeliveriesPageUrl } from './deliveries-link.ts';
import { saveStandingOrder } from './standing-orders.ts';

/** One email claimed for a delivery. */
const standingNotices = recordCollection({
  prefix: 'standing-order-notices',
  schema: z.object({ at: z.iso.datetime() }),
});

/** Claims an email for a delivery; true for the one caller that should send it. */
export async function claimNotice(
  order: Pick<StandingOrder, 'id'>,
  date: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const { created } = await standingNotices.createOnce(`${order.id}/${date}/${kind}`, {
    at: now.toISOString(),
  });
  return created;
}

/**
 * Who the email goes to, the shop's contact, and the My deliveries sign-in page with their address
 * filled in: never a key, since only a code or link sent when they ask proves the inbox.
 */
export function emailBase(
  order: Pick<StandingOrder, 'customer'>,
  origin: string,
): StandingEmailBase {
  const site = siteConfig();
  return {
    shopName: site.name,
    customerName: order.customer.name,
    deliveriesUrl: myDeliveriesPageUrl(origin, order.customer.email),
    contact: `${site.email} or ${site.phone}`,
  };
}

/** Sends a standing-order email to its shopper (mail never fails the job: see sendMail). */
export async function mailShopper(order: Pick<StandingOrder, 'customer'>, content: EmailContent) {
  await sendMail({ to: order.customer.email, ...content });
}

/** The lines of the last order the standing order made (or its first), for its prices. */
async function lastOrderLines(order: StandingOrder) {
  const lastMade = [...order.runs].reverse().find((run) => run.orderId !== undefined);
  const last = await getOrder(lastMade?.orderId ?? order.firstOrderId);
  return last?.lines ?? [];
}

/** The delivery's lines at today's prices (meals no longer sold are left out). */
export async function todaysLines(order: StandingOrder): Promise<LineToPrice[]> {
  return (await catalogLines(order.items)).lines;
}

/**
 * Emails the shopper when a meal's price today differs from what their last order paid, before
 * the order at the new price is made; reminders switched off or not. Each set of new prices is
 * emailed once per delivery.
 */
export async function notifyPriceChanges(
  order: StandingOrder,
  delivery: { date: string; slotCutoffAt: string },
  origin: string,
  now: Date,
): Promise<boolean> {
  const changes = priceChanges(await lastOrderLines(order), await todaysLines(order));
  if (changes.length === 0) return false;
  const key = createHash('sha256').update(priceChangesKey(changes)).digest('base64url');
  if (!(await claimNotice(order, delivery.date, `price-${key.slice(0, 22)}`, now))) return false;
  const changeByAt = changeByOf(delivery.slotCutoffAt);
  const base = emailBase(order, origin);
  await mailShopper(
    order,
    standingPriceChangeEmail(base, { date: delivery.date, changeByAt, changes }),
  );
  return true;
}

/**
 * The reminder before a delivery's cut-off, once (claimed, then `remindedFor` set), when the
 * shopper has reminders on. Its prices are today's; a price change is listed in it.
 */
export async function sendReminder(
  order: StandingOrder,
  delivery: { date: string; slotCutoffAt: string },
  origin: string,
  now: Date,
): Promise<boolean> {
  if (!order.reminders || order.remindedFor === delivery.date) return false;
  if (!(await claimNotice(order, delivery.date, 'reminder', now))) return false;
  const items = await todaysLines(order);
  const changes = priceChanges(await lastOrderLines(order), items);
  const base = emailBase(order, origin);
  const changeByAt = changeByOf(delivery.slotCutoffAt);
  await mailShopper(
    order,
    standingReminderEmail(base, { date: delivery.date, changeByAt, items, changes }),
  );
  await saveStandingOrder(order.id, (current) =>
    current.remindedFor === delivery.date ? current : { ...current, remindedFor: delivery.date },
  );
  return true;
}

/** Tells the shopper a delivery was moved, cut down or skipped (once per delivery and kind). */
export async function sendChangeNotice(
  order: StandingOrder,
  change: DeliveryChange,
  origin: string,
  now: Date,
): Promise<void> {
  if (!(await claimNotice(order, change.date, `change-${change.kind}`, now))) return;
  const base = emailBase(order, origin);
  await mailShopper(order, standingChangeEmail(base, change));
}
