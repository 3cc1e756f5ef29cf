import { z } from 'zod';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { restockReminderEmail } from '../../lib/emails/restock-reminder.ts';
import { orderIdOfRestockSource, refillUrl } from '../../lib/marketing/refill-link.ts';
import { listUnsubscribeHeaders } from '../../lib/newsletters/marketing-footer.ts';
import type { RestockReminderStats } from '../../lib/marketing/restock-stats.ts';
import type { Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { siteConfig } from '../content/content.ts';
import { sendMail } from '../mail/send-mail.ts';
import { mayReceiveMarketing } from '../newsletters/subscribers/opt-outs.ts';
import { unsubscribeUrlFor } from '../newsletters/subscribers/unsubscribe-links.ts';
import { getOrder } from '../orders/orders.ts';
import { readShopSettings } from '../settings.ts';

// A reminder waits under `restock-reminders/<due day>/<orderId>`, so the maintenance job lists
// only the days that are due. Sending claims `restock-reminder-claims/<orderId>` first (only one
// instance wins it), so nobody gets a reminder twice; what became of it is kept there.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days back the job still looks for reminders it missed (the job was down, say). */
const LOOKBACK_DAYS = 14;

const scheduled = recordCollection({
  prefix: 'restock-reminders',
  schema: z.object({
    orderId: z.uuid(),
    dueOn: z.string().regex(DAY),
    scheduledAt: z.iso.datetime(),
  }),
});

const OutcomeSchema = z.enum(['sent', 'failed', 'opted-out', 'order-gone']);
const claims = recordCollection({
  prefix: 'restock-reminder-claims',
  schema: z.object({ at: z.iso.datetime(), outcome: OutcomeSchema.optional() }),
});

/**
 * Reminders that reached the mail server (or the outbox, in local development), by order id,
 * with the address they went to: in the personal-data registry (export and erasure by order).
 */
export const restockRemindersSent = recordCollection({
  prefix: 'restock-reminders-sent',
  schema: z.object({ at: z.iso.datetime(), to: z.string() }),
});

/** Reminders that led to an order, by the reminded order's id: the first such order. */
const ledToOrder = recordCollection({
  prefix: 'restock-reminder-orders',
  schema: z.object({ orderId: z.uuid(), at: z.iso.datetime() }),
});

/**
 * Schedules the reminder of an order the shopper asked one for, once it is delivered or
 * collected, `restockReminderDays` (settings) from now. Safe to repeat.
 */
export async function scheduleRestockReminder(order: Order, now = new Date()): Promise<void> {
  if (!order.restockReminder) return;
  if (order.status !== 'delivered' && order.status !== 'collected') return;
  const { restockReminderDays } = await readShopSettings();
  const dueOn = addDays(nzDateOf(now), restockReminderDays);
  await scheduled.createOnce(`${dueOn}/${order.id}`, {
    orderId: order.id,
    dueOn,
    scheduledAt: now.toISOString(),
  });
}

/** What one maintenance run did with the due reminders, by order id. */
export interface RestockReminderReport {
  sent: string[];
  skipped: string[];
}

async function sendReminder(order: Order, origin: string): Promise<'sent' | 'failed'> {
  const unsubscribeUrl = await unsubscribeUrlFor(origin, order.customer.email);
  const content = restockReminderEmail(
    {
      name: order.customer.name,
      orderNumber: order.number,
      lines: order.lines,
      refillUrl: refillUrl(origin, order.id, order.lines),
      unsubscribeUrl,
    },
    siteConfig(),
  );
  const result = await sendMail({
    to: order.customer.email,
    ...content,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  });
  // A failed send is in the outbox, and the mail retries send it again.
  return result.status === 'failed' ? 'failed' : 'sent';
}

/** Claims, checks and sends one due reminder; null when another run has it. */
async function handleDue(
  key: string,
  orderId: string,
  origin: string,
  now: Date,
): Promise<z.output<typeof OutcomeSchema> | null> {
  const claim = await claims.createOnce(orderId, { at: now.toISOString() });
  if (!claim.created) {
    await scheduled.delete(key);
    return null;
  }
  const order = await getOrder(orderId);
  let outcome: z.output<typeof OutcomeSchema>;
  if (!order || order.status === 'refunded') outcome = 'order-gone';
  else if (!(await mayReceiveMarketing(order.customer.email))) outcome = 'opted-out';
  else outcome = await sendReminder(order, origin);
  if (order && (outcome === 'sent' || outcome === 'failed')) {
    await restockRemindersSent.createOnce(orderId, {
      at: now.toISOString(),
      to: order.customer.email,
    });
  }
  await claims.update(orderId, (current) => ({ at: current?.at ?? now.toISOString(), outcome }));
  await scheduled.delete(key);
  return outcome;
}

/**
 * Sends the reminders due by today (the maintenance job), each once even when two runs overlap,
 * skipping addresses that opted out of marketing mail.
 */
export async function sendDueRestockReminders(
  now: Date,
  origin: string,
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<RestockReminderReport> {
  const report: RestockReminderReport = { sent: [], skipped: [] };
  const today = nzDateOf(now);
  for (let back = LOOKBACK_DAYS; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    for (const key of await scheduled.listIds(`${day}/`)) {
      if (budget.spent()) return report;
      const orderId = key.slice(day.length + 1);
      const outcome = await handleDue(key, orderId, origin, now);
      if (outcome === 'sent' || outcome === 'failed') report.sent.push(orderId);
      else if (outcome) report.skipped.push(orderId);
    }
  }
  return report;
}

/**
 * Notes a new order that came through a restock reminder's link (its `source`), once per
 * reminder; sources naming no reminder that went out count for nothing.
 */
export async function noteRestockOrder(order: Order): Promise<void> {
  const remindedOrderId = orderIdOfRestockSource(order.source);
  if (!remindedOrderId || (await restockRemindersSent.get(remindedOrderId)) === null) return;
  await ledToOrder.createOnce(remindedOrderId, { orderId: order.id, at: order.placedAt });
}

/** How many reminders went out, and how many of them led to an order. */
export async function restockReminderStats(): Promise<RestockReminderStats> {
  const [sentIds, orderIds] = await Promise.all([
    restockRemindersSent.listIds(),
    ledToOrder.listIds(),
  ]);
  return { sent: sentIds.length, ledToOrder: orderIds.length };
}
