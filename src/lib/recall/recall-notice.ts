// The recall notice: what staff send every customer who got a recalled batch. Staff edit the
// text; the shop's frame (greeting, their orders, sign-off) is added per customer, so the one
// message each customer gets names their own orders.
import { z } from 'zod';
import type { EmailContent } from '../emails/order-email.ts';
import { letterEmail } from '../emails/letter.ts';
import type { MailSender } from '../newsletters/marketing-footer.ts';
import { multiLineField, oneLineField } from '../forms/plain-text.ts';
import { BatchIdSchema, MAX_RECALL_BATCHES } from './selection.ts';
import type { TracedBatch, TracedCustomer } from './trace-report.ts';

/** POST …/recall/notices: the batches recalled and the notice as staff edited it. */
export const RecallNoticeRequestSchema = z.object({
  batchIds: z
    .array(BatchIdSchema)
    .min(1, 'Choose at least one batch')
    .max(MAX_RECALL_BATCHES)
    .transform((ids) => [...new Set(ids)].sort()),
  subject: oneLineField(z.string().trim().min(5, 'Give the email a subject').max(150)),
  message: multiLineField(z.string().trim().min(20, 'Say what is recalled and why').max(5000)),
});
export type RecallNoticeRequest = z.output<typeof RecallNoticeRequestSchema>;

/** What a send did: who was emailed now, who had been already, and the packs taken off sale. */
export const RecallNoticeResultSchema = z.object({
  recallId: z.string(),
  emailed: z.int().nonnegative(),
  alreadyEmailed: z.int().nonnegative(),
  /** Claimed by another press that has not said it sent them (sent again after 5 minutes). */
  beingSent: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  packsWithdrawn: z.int().nonnegative(),
});
export type RecallNoticeResult = z.output<typeof RecallNoticeResultSchema>;

const nzDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The text the screen starts from: which food, which batches, what to do. */
export function defaultNotice(batches: readonly TracedBatch[], shopName: string) {
  const foods = [...new Set(batches.map((batch) => batch.mealName))].join(', ');
  const lines = batches.map(
    (batch) =>
      `- ${batch.mealName}, batch ${batch.code}, made ${nzDay(batch.madeOn)}, best before ${nzDay(batch.bestBefore)}`,
  );
  return {
    subject: `Food recall: ${foods} from ${shopName}`,
    message: [
      `We are recalling the following food as a precaution:`,
      lines.join('\n'),
      'Please do not eat it. Throw the packs away or keep them frozen and we will collect them; either way we will refund you in full.',
      'Reply to this email or call us if you have eaten some and feel unwell, and see your doctor.',
    ].join('\n\n'),
  };
}

/** One customer's notice: their name, the staff's text, and the orders of theirs it concerns. */
export function recallNoticeEmail(
  notice: Pick<RecallNoticeRequest, 'subject' | 'message'>,
  customer: Pick<TracedCustomer, 'name' | 'orderNumbers'>,
  sender: MailSender,
): EmailContent {
  const orders = customer.orderNumbers.join(', ');
  return letterEmail({
    subject: notice.subject,
    greeting: `Kia ora ${customer.name},`,
    parts: [
      ...notice.message
        .split(/\n{2,}/)
        .map((part) => part.trim())
        .filter(Boolean),
      `This concerns your order${customer.orderNumbers.length === 1 ? '' : 's'} ${orders}.`,
    ],
    sender,
  });
}
