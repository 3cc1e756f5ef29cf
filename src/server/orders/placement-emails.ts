// The emails a new order owes (the shopper's confirmation, the shop's new-order notice), sent
// once each whoever finishes the placement: the checkout after its answer, or the maintenance
// job's recovery when the checkout died first.
import type { ChangeEmailKind } from '../../lib/orders/change-emails.ts';
import type { MailDelivery } from '../../lib/emails/mail-delivery.ts';
import type { OrderEmailRecord } from '../../lib/orders/order.ts';
import { storeTimeLeft, withStoreDeadlineGrace } from '../blobs/store-deadline.ts';
import { leasedEmailClaims } from '../mail/email-claims.ts';
import { sendMail, type MailMessage } from '../mail/send-mail.ts';
import { recordOrderEmails } from './order-timeline.ts';
import { getOrder } from './orders.ts';

/** How long a claimed email is left to its sender before another may send it instead. */
export const ORDER_EMAIL_CLAIM_GRACE_MS = 5 * 60 * 1000;

/**
 * One claim per email an order owes, `order-email-claims/<orderId>/<kind>` (or
 * `<orderId>/<changeId>/<kind>` for an email owed once per change): taken before the email is
 * sent and marked with what became of it right after (email-claims.ts). A claim still unmarked
 * after ORDER_EMAIL_CLAIM_GRACE_MS belongs to a sender that died: it may be taken over, by one
 * party only.
 */
const claims = leasedEmailClaims('order-email-claims', ORDER_EMAIL_CLAIM_GRACE_MS);

/**
 * The time an email needs before a store deadline (a scheduled run's): one not begun with this
 * much left waits for the next run, rather than leave the mail server with it and no time to note it.
 */
export const EMAIL_HEADROOM_MS = 3_000;
/** How far past a store deadline the note of an email that left may still be written. */
const EMAIL_NOTE_GRACE_MS = 1_500;

/** One email an order owes (its placement's, or a change's from the change table), ready to send. */
export interface OwedEmail {
  kind: ChangeEmailKind;
  message: MailMessage & { to: string };
  /** The claim that makes it go once: `<orderId>/<kind>` unless the change table says per change. */
  claimKey?: string;
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
    if (storeTimeLeft() < EMAIL_HEADROOM_MS) {
      lost.push(`${kind} (no time left in this run)`);
      continue;
    }
    const claim = await claims.claim(key, now);
    if ('other' in claim) {
      if (claim.other === 'busy') lost.push(`${kind} (claimed by another sender)`);
      continue;
    }
    const by = claim.claimed;
    // An old unmarked claim: its sender may have sent the email and then failed to mark it (the
    // store refused the mark). An email the order's timeline records under this claim went: it
    // is marked as such and not sent again.
    const recorded = claim.tookOver ? await recordedDelivery(orderId, key, kind) : null;
    if (recorded) {
      await claims.markSent(key, by, recorded);
      continue;
    }
    const result = await sendMail(message);
    // Gone nowhere: the claim stays unmarked, for the maintenance job to take over.
    if (result.status === 'failed' && result.outboxId === null) {
      lost.push(kind);
      continue;
    }
    try {
      await withStoreDeadlineGrace(EMAIL_NOTE_GRACE_MS, () =>
        claims.markSent(key, by, result.status),
      );
    } catch (error) {
      // The email left (or waits in the outbox): this sender will not send it again.
      console.error(`The ${kind} email of order ${orderId} left but could not be noted`, error);
    }
    sent.push({ kind, to: message.to, delivery: result.status, claim: key });
  }
  if (sent.length > 0) await recordOrderEmails(orderId, sent, now);
  if (lost.length > 0) throw new Error(`Order ${orderId}: not sent yet: ${lost.join(', ')}`);
}

/** What became of the order's email sent under this claim, as its timeline records it, if it does. */
async function recordedDelivery(
  orderId: string,
  key: string,
  kind: ChangeEmailKind,
): Promise<MailDelivery | null> {
  const emails = (await getOrder(orderId))?.emails ?? [];
  // Entries older than their claim's name say only the kind: enough for an email owed once per
  // order, never for one owed per change (which change's would it be?).
  const email =
    emails.find((entry) => entry.claim === key) ??
    (key === `${orderId}/${kind}`
      ? emails.find((entry) => entry.claim === undefined && entry.kind === kind)
      : undefined);
  // Entries from before deliveries were recorded went to the mail server.
  return email ? (email.delivery ?? 'sent') : null;
}
