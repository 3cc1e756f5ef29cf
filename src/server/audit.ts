import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordCollection } from './blobs/records.ts';

/** One change made in the back office: who, what, when, and the record before and after. */
export const AuditEntrySchema = z.object({
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), username: z.string() }),
  action: z.string().min(1),
  target: z.string().min(1),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** Entries keyed by time first, so listing by prefix (a day, a month) gives them in order. */
export const auditLog = recordCollection({ prefix: 'audit', schema: AuditEntrySchema });

/** Records a change; never pass secrets (password hashes) in `before` or `after`. */
export async function recordAudit(entry: Omit<AuditEntry, 'at'>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await auditLog.createOnce(`${at}_${randomUUID()}`, { ...entry, at });
}
