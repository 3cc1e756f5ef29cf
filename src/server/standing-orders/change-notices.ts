// Emails the customer every change to their standing order (address, meals, payment, schedule,
// reminders, cancel), whoever made it: My deliveries, the card page, or staff. Each saved
// revision that changed something the customer sees owes one email: what changed is first kept
// as an unsent notice (`standing-change-notices-unsent/<id>/<revision>`), then the email is
// claimed (`standing-change-notices/<id>/<revision>`, a claim with a lease, email-claims.ts),
// sent, marked and the unsent notice deleted. A request that dies between leaves the unsent
// notice: the maintenance job sends it once the claim's lease is over (sendUnsentChangeNotices),
// since a retry of the change finds nothing left to change and so owes no email itself.
import { z } from 'zod';
import { weeklySlotLabel } from '../../lib/standing-orders/standing-changes.ts';
import {
  changeNoticeEmail,
  standingChangeLines,
  type ChangedBy,
  type ChangeLine,
} from '../../lib/standing-orders/change-notice.ts';
import type { MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection, type Revisioned } from '../blobs/records.ts';
import { products } from '../catalog/catalog.ts';
import { siteConfig } from '../content/content.ts';
import { deliverySlots } from '../delivery/store.ts';
import { leasedEmailClaims } from '../mail/email-claims.ts';
import { sendMail } from '../mail/send-mail.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';
import { myDeliveriesPageUrl } from './deliveries-link.ts';
import { saveStandingOrder, standingOrders } from './standing-orders.ts';

/** How long a claimed notice is left to the request that claimed it before another sends it. */
export const CHANGE_NOTICE_LEASE_MS = 5 * 60 * 1000;

/** The claims: one per saved revision that changed something; ids, times and outcomes only. */
const claims = leasedEmailClaims('standing-change-notices', CHANGE_NOTICE_LEASE_MS);

/** The prefix of the unsent notices (the personal-data registry lists it). */
export const UNSENT_CHANGE_NOTICES_PREFIX = 'standing-change-notices-unsent';

const ChangedBySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer') }),
  z.object({ kind: z.literal('order-page') }),
  z.object({ kind: z.literal('card') }),
  z.object({ kind: z.literal('staff'), reason: z.string().max(1_000) }),
]);

/**
 * What a notice owed says until it is sent: when and by whom the change was made, and its lines
 * (an address among them, so it is personal data, deleted once sent or on erasure).
 */
const UnsentNoticeSchema = z.object({
  at: z.iso.datetime(),
  by: ChangedBySchema,
  lines: z.array(z.object({ topic: z.string().max(100), line: z.string().max(2_000) })).max(50),
});
type UnsentNotice = z.output<typeof UnsentNoticeSchema>;
const unsentNotices = recordCollection({
  prefix: UNSENT_CHANGE_NOTICES_PREFIX,
  schema: UnsentNoticeSchema,
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
 * Sends a notice whose claim this sender holds, to the standing order's customer as they are
 * now, marks the claim and deletes the unsent notice. An email that went nowhere (not even kept
 * in the outbox) leaves both, for another sender once the lease is over.
 */
async function sendClaimed(
  order: StandingOrder,
  key: string,
  by: string,
  notice: { at: Date; by: ChangedBy; lines: readonly ChangeLine[] },
): Promise<MailDelivery | null> {
  const site = siteConfig();
  const email = changeNoticeEmail(notice.lines, {
    shopName: site.name,
    customerName: order.customer.name,
    // The sign-in page with the address filled in, never a signed-in link: a forwarded or
    // intercepted email opens nothing without a fresh code.
    signInUrl: myDeliveriesPageUrl(linkOriginWithoutRequest(), order.customer.email),
    contact: `${site.email} or ${site.phone}`,
    at: notice.at,
    by: notice.by,
  });
  const result = await sendMail({ to: order.customer.email, ...email });
  if (result.status === 'failed' && result.outboxId === null) return null;
  await claims.markSent(key, by, result.status);
  await unsentNotices.delete(key);
  return result.status;
}

/**
 * Tells the customer what the save of `saved` changed from `before`, once per revision. Runs
 * after the change is saved and never throws: the change stands whatever becomes of the email
 * (a send that fails waits in the outbox and is retried; one that never left is sent by the
 * maintenance job). Gives what became of the email, or null when none was sent now.
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
    const key = `${order.id}/${String(saved.revision)}`;
    const at = now.toISOString();
    await unsentNotices.update(key, (current) => current ?? { at, by, lines });
    const claim = await claims.claim(key, now);
    if ('other' in claim) {
      if (claim.other === 'sent') await unsentNotices.delete(key);
      return null;
    }
    return await sendClaimed(order, key, claim.claimed, { at: now, by, lines });
  } catch (error) {
    console.error(`The change to standing order ${order.id} could not be emailed`, error);
    return null;
  }
}

/** Sends one unsent notice when its claim is free or its lease over; true when it went now. */
async function sendUnsent(key: string, notice: UnsentNotice, now: Date): Promise<boolean> {
  const order = await standingOrders.get(key.split('/')[0] ?? '');
  // Erased (or never saved): there is nobody to tell any more.
  if (!order?.customer.email) {
    await unsentNotices.delete(key);
    return false;
  }
  const claim = await claims.claim(key, now);
  if ('other' in claim) {
    if (claim.other === 'sent') await unsentNotices.delete(key);
    return false;
  }
  const sent = await sendClaimed(order, key, claim.claimed, { ...notice, at: new Date(notice.at) });
  return sent !== null;
}

/**
 * The maintenance job's part: sends each change notice whose request died after keeping it and
 * before its email left, once, when it is older than the claim's lease; found with one listing
 * of the unsent notices (only notices in flight are there). Says which it sent.
 */
export async function sendUnsentChangeNotices(now: Date, budget?: TimeBudget): Promise<string[]> {
  const sent: string[] = [];
  for (const key of await unsentNotices.listIds()) {
    if (budget?.spent()) break;
    try {
      const notice = await unsentNotices.get(key);
      if (!notice || now.getTime() - Date.parse(notice.at) < CHANGE_NOTICE_LEASE_MS) continue;
      if (await sendUnsent(key, notice, now)) sent.push(key);
    } catch (error) {
      // It stays: the next run tries it again; the others go on.
      console.error(`[maintenance] change notice ${key}`, error);
    }
  }
  return sent;
}

/** Deletes the unsent change notices of these standing orders (erasure); says how many. */
export async function forgetUnsentChangeNotices(standingIds: readonly string[]): Promise<number> {
  let forgotten = 0;
  for (const id of standingIds) {
    for (const key of await unsentNotices.listIds(`${id}/`)) {
      await unsentNotices.delete(key);
      forgotten += 1;
    }
  }
  return forgotten;
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
