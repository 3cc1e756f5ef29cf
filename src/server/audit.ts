import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { writeActivityKeys } from './activity/activity-index.ts';
import { recordCollection, type RecordCollection, type Revisioned } from './blobs/records.ts';

/** Who made a change in the back office: a signed-in staff member, as the audit log names them. */
export interface Actor {
  id: string;
  username: string;
}

/** One change made in the back office: who, what, when, and the record before and after. */
export const AuditEntrySchema = z.object({
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), username: z.string() }),
  action: z.string().min(1),
  target: z.string().min(1),
  before: z.unknown(),
  after: z.unknown(),
  /** What people call the record (an order's number) when neither before nor after names it. */
  label: z.string().optional(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** Entries keyed by time first, so listing by prefix (a day, a month) gives them in order. */
export const auditLog = recordCollection({ prefix: 'audit', schema: AuditEntrySchema });

/**
 * Records a change, with the index keys the activity log pages by (activity/activity-index.ts);
 * never pass secrets (password hashes) in `before` or `after`. `entryUuid`, when given, names
 * the entry instead of a random one, so the same change logged again (a retry, a recovery)
 * writes the same entry once (createOnce) and the same index keys.
 */
export async function recordAudit(
  entry: Omit<AuditEntry, 'at'>,
  now = new Date(),
  entryUuid: string = randomUUID(),
): Promise<void> {
  const at = now.toISOString();
  const id = `${at}_${entryUuid}`;
  await Promise.all([
    auditLog.createOnce(id, { ...entry, at }),
    writeActivityKeys(id, { ...entry, at }),
  ]);
}

/** What an audited change records besides the record: who, and what they did. */
export interface AuditedAction<T> {
  actor: Actor;
  /** e.g. `delivery-zone.update`; may depend on whether there was a record before. */
  action: string | ((before: T | null) => string);
  /** What the log keeps of a record (never secrets such as password hashes); all of it by default. */
  view?: (record: T | null) => unknown;
}

function entryOf<T>(
  records: RecordCollection<T>,
  id: string,
  change: AuditedAction<T>,
  before: T | null,
  after: T | null,
): Omit<AuditEntry, 'at'> {
  const view = change.view ?? ((record: T | null) => record);
  return {
    actor: { id: change.actor.id, username: change.actor.username },
    action: typeof change.action === 'string' ? change.action : change.action(before),
    target: `${records.prefix}/${id}`,
    before: view(before),
    after: view(after),
  };
}

/**
 * Changes one record through update() and logs the change: the record exactly as this write
 * found it, and as it left it. `change` may throw to refuse (nothing is logged), or return the
 * value it got to change nothing (nothing is written or logged). Says whether it was new.
 */
export async function auditedUpdate<T>(
  records: RecordCollection<T>,
  id: string,
  change: (current: T | null, revision: number) => T,
  action: AuditedAction<T>,
): Promise<Revisioned<T> & { created: boolean }> {
  // What this very write found, as the update's last attempt saw it.
  const found: { record: T | null } = { record: null };
  const saved = await records.update(id, (current, revision) => {
    found.record = current;
    return change(current, revision);
  });
  const { record: before } = found;
  if (saved.data !== before) await recordAudit(entryOf(records, id, action, before, saved.data));
  return { ...saved, created: before === null };
}

/** Creates a record once (onlyIfNew) and logs it; a record that already existed logs nothing. */
export async function auditedCreate<T>(
  records: RecordCollection<T>,
  id: string,
  value: T,
  action: AuditedAction<T>,
): Promise<{ created: boolean; record: T }> {
  const result = await records.createOnce(id, value);
  if (result.created) await recordAudit(entryOf(records, id, action, null, result.record));
  return result;
}

/** Deletes a record and logs what it was; null (and nothing logged) when there was none. */
export async function auditedDelete<T>(
  records: RecordCollection<T>,
  id: string,
  action: AuditedAction<T>,
): Promise<T | null> {
  const before = await records.get(id);
  if (before === null) return null;
  await records.delete(id);
  await recordAudit(entryOf(records, id, action, before, null));
  return before;
}
