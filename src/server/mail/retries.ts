import { z } from 'zod';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { outbox, type OutboxMessage } from './outbox.ts';

/** How many tries a message gets (the first send included) before it is left for staff. */
export const MAX_MAIL_ATTEMPTS = 8;

/** The pause before try number `attempts + 1`: 5 minutes, doubling, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60 * 1000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Failed messages waiting to be sent again, one record each (`mail-retries/<outbox id>`), with
 * how many tries they have had and when the next is due. The message itself stays in the outbox.
 */
export const mailRetries = recordCollection({
  prefix: 'mail-retries',
  schema: z.object({
    outboxId: z.string().min(1),
    attempts: z.int().positive(),
    nextAttemptAt: z.iso.datetime(),
  }),
});

/** Schedules another try of a message the mail server did not take. */
export async function scheduleMailRetry(outboxId: string, now = new Date()): Promise<void> {
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(1)).toISOString();
  await mailRetries.createOnce(outboxId, { outboxId, attempts: 1, nextAttemptAt });
}

/** What one pass of the retries did. */
export interface MailRetryReport {
  sent: string[];
  failedAgain: string[];
  gaveUp: string[];
}

/**
 * Sends again each failed message whose next try is due, through `send` (SMTP). A message sent
 * is marked `sent` in the outbox; one that fails again waits longer; after MAX_MAIL_ATTEMPTS it
 * stays in the outbox as `failed` for staff, and is not tried again.
 */
export async function retryFailedMail(
  send: (message: OutboxMessage) => Promise<void>,
  now = new Date(),
  budget: TimeBudget = UNLIMITED_BUDGET,
): Promise<MailRetryReport> {
  const report: MailRetryReport = { sent: [], failedAgain: [], gaveUp: [] };
  for (const id of await mailRetries.listIds()) {
    if (budget.spent()) break;
    const retry = await mailRetries.get(id);
    if (!retry || Date.parse(retry.nextAttemptAt) > now.getTime()) continue;
    const message = await outbox.get(retry.outboxId);
    if (message?.status !== 'failed') {
      await mailRetries.delete(id);
      continue;
    }
    try {
      await send(message);
      await outbox.update(message.id, (current) => ({
        ...(current ?? message),
        status: 'sent',
        error: null,
      }));
      await mailRetries.delete(id);
      report.sent.push(message.id);
    } catch (error) {
      const attempts = retry.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.update(message.id, (current) => ({ ...(current ?? message), error: reason }));
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await mailRetries.delete(id);
        report.gaveUp.push(message.id);
        continue;
      }
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
      await mailRetries.update(id, () => ({ ...retry, attempts, nextAttemptAt }));
      report.failedAgain.push(message.id);
    }
  }
  return report;
}
