import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

/**
 * A message the shop did not (or could not) send: `kept` when no SMTP server is configured (local
 * development), `failed` when the SMTP server refused it or could not be reached (the maintenance
 * job tries it again, mail/retries.ts), `sent` once a later try got it through. Kept so no email
 * is ever lost without a trace.
 */
export const OutboxMessageSchema = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime(),
  status: z.enum(['kept', 'failed', 'sent']),
  error: z.string().nullable(),
  from: z.string().min(1),
  to: z.array(z.string().min(1)).min(1),
  replyTo: z.string().min(1).nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers (List-Unsubscribe), sent again on a retry. */
  headers: z.record(z.string(), z.string()).default({}),
});
export type OutboxMessage = z.output<typeof OutboxMessageSchema>;

/** The outbox, keyed `outbox/<ISO time>_<uuid>` so listing it gives messages oldest first. */
export const outbox = recordCollection({ prefix: 'outbox', schema: OutboxMessageSchema });

/** Keeps one message in the outbox and returns what was stored. */
export async function keepInOutbox(
  message: Omit<OutboxMessage, 'id' | 'createdAt'>,
  now = new Date(),
): Promise<OutboxMessage> {
  const id = `${now.toISOString()}_${randomUUID()}`;
  const record = OutboxMessageSchema.parse({ ...message, id, createdAt: now.toISOString() });
  return (await outbox.createOnce(id, record)).record;
}
