// Claims that make an email go once whoever sends it (the request that owed it, a retry, the
// maintenance job): a sender takes the claim by a conditional update naming itself before it
// sends, and marks it with what became of the email right after. A claim still unmarked after
// its lease belongs to a sender that died between the two: one other sender may take it over
// (the update names the new holder, so of two at once only one does) and send it. The only
// window for a second copy is a sender dying after the mail server took the email and before
// its mark.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MailDeliverySchema, type MailDelivery } from '../../lib/emails/mail-delivery.ts';
import { recordCollection } from '../blobs/records.ts';

/** A claim on one email. No address: what owed it has one, and a claim must name nobody. */
const EmailClaimSchema = z.object({
  at: z.iso.datetime(),
  /** Which sender holds the claim: a random id per attempt to send (none on older claims). */
  by: z.uuid().optional(),
  delivery: MailDeliverySchema.optional(),
});

/**
 * What taking a claim gave: this sender's id (`tookOver` when it took an old unmarked claim of a
 * sender that may have sent the email before it could mark it), or another's claim (`sent`, or
 * `busy` sending).
 */
export type EmailClaimResult = { claimed: string; tookOver: boolean } | { other: 'sent' | 'busy' };

/** The claims of one family of emails (`<prefix>/<key>`), each with a lease of `leaseMs`. */
export function leasedEmailClaims(prefix: string, leaseMs: number) {
  const records = recordCollection({ prefix, schema: EmailClaimSchema });
  return {
    /**
     * Takes the claim on one email for a new sender: when nobody has claimed it, or its sender
     * claimed it longer than the lease ago and never said it was sent.
     */
    async claim(key: string, now: Date): Promise<EmailClaimResult> {
      const by = randomUUID();
      const at = now.toISOString();
      let tookOver = false;
      const saved = await records.update(key, (current) => {
        tookOver = false;
        if (!current) return { at, by };
        if (current.delivery) return current;
        if (now.getTime() - Date.parse(current.at) < leaseMs) return current;
        tookOver = true;
        return { at, by };
      });
      if (saved.data.delivery) return { other: 'sent' };
      return saved.data.by === by ? { claimed: by, tookOver } : { other: 'busy' };
    },
    /** Marks a claimed email with what became of it, so nobody sends it again. */
    async markSent(key: string, by: string, delivery: MailDelivery): Promise<void> {
      await records.update(key, (current) =>
        current && current.by !== by
          ? current
          : { at: current?.at ?? new Date().toISOString(), by, delivery },
      );
    },
  };
}
