// The emails a new order owes (the shopper's confirmation, the shop's new-order notice), sent
// once each whoever finishes the placement: the checkout after its answer, or the maintenance
// job's recovery when the checkout died first.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { ChangeEmailKind } from '../../lib/orders/change-emails.ts';
import type { OrderEmailRecord } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { sendMail, type MailMessage } from '../mail/send-mail.ts';
import { recordOrderEmails } from './order-timeline.ts';

/**
 * One claim per email an order owes, `order-email-claims/<orderId>/<kind>` (or
 * `<orderId>/<changeId>/<kind>` for an email owed once per change): taken (by a
 * conditional write) before the email is sent, and marked with what became of it right after.
 * A claim still unmarked after ORDER_EMAIL_CLAIM_GRACE_MS belongs to a sender that died: it may
 * be taken over, by one party only.
 */
const claims = recordCollection({
  prefix: 'order-email-claims',
  schema: z.object({
    at: z.iso.datetime(),
    /** Which sender holds the claim: a random id per attempt to send. */
    by: z.uuid(),
    // No address: the order has it, and a claim outlives nothing an erasure must reach.
    delivery: MailDeliverySchema.optional(),
  }),
});

/** How long a claimed email is left to its sender before another may send it instead. */
export const ORDER_EMAIL_CLAIM_GRACE_MS = 5 * 60 * 1000;

/** One email an order owes (its placement's, or a change's from the change table), ready to send. */
export interface OwedEmail {
  kind: ChangeEmailKind;
  message: MailMessage & { to: string };
  /** The claim that makes it go once: `<orderId>/<kind>` unless the change table says per change. */
  claimKey?: string;
}

/**
 * Takes the claim on one email for this sender: when nobody has claimed it, or its sender
 * claimed it long ago and never said it was sent. Gives this sender's id, `sent` when the email
 * is sent, or `busy` when another sender claimed it and has not said it was sent.
 */
async function claimEmail(
  key: string,
  now: Date,
): Promise<{ claimed: string } | { other: 'sent' | 'busy' }> {
  const by = randomUUID();
  const at = now.toISOString();
  const saved = await claims.update(key, (current) => {
    if (!current) return { at, by };
    if (current.delivery) return current;
    if (now.getTime() - Date.parse(current.at) < ORDER_EMAIL_CLAIM_GRACE_MS) return current;
    return { at, by };
  });
  if (saved.data.delivery) return { other: 'sent' };
  return saved.data.by === by ? { claimed: by } : { other: 'busy' };
}

/** Marks a claimed email with what became of it, so nobody sends it again. */
async function markSent(key: string, by: string, delivery: MailDelivery): Promise<void> {
  await claims.update(key, (current) =>
    current && current.by !== by
      ? current
      : { at: current?.at ?? new Date().toISOString(), by, delivery },
  );
}

/**
 * Sends each email an order owes that nobody has sent, once: a claim before, its delivery noted
 * on the claim at once after (the only window for a second copy is a sender dying between the
 * mail server taking the email and that note), then the order's timeline. Emails already sent
 * are skipped. Throws when an email went nowhere (not sent, not even kept in the outbox) or is
 * claimed by another sender that has not said it was sent (it may have died), so the placement
 * (or the standing order's delivery) stays open and a later run sends it once the claim is old.
 */
export async function sendOwedEmailsOnce(
  orderId: string,
  emails: readonly OwedEmail[],
  now = new Date(),
): Promise<void> {
  const sent: Omit<OrderEmailRecord, 'at'>[] = [];
  const lost: string[] = [];
  for (const { kind, message, claimKey } of emails) {
    const key = claimKey ?? `${orderId}/${kind}`;
    const claim = await claimEmail(key, now);
    if ('other' in claim) {
      if (claim.other === 'busy') lost.push(`${kind} (claimed by another sender)`);
      continue;
    }
    const by = claim.claimed;
    const result = await sendMail(message);
    // Gone nowhere: the claim stays unmarked, for the maintenance job to take over.
    if (result.status === 'failed' && result.outboxId === null) {
      lost.push(kind);
      continue;
    }
    try {
      await markSent(key, by, result.status);
    } catch (error) {
      // The email left (or waits in the outbox): this sender will not send it again.
      console.error(`The ${kind} email of order ${orderId} left but could not be noted`, error);
    }
    sent.push({ kind, to: message.to, delivery: result.status });
  }
  if (sent.length > 0) await recordOrderEmails(orderId, sent, now);
  if (lost.length > 0) throw new Error(`Order ${orderId}: not sent yet: ${lost.join(', ')}`);
}
