/**
 * Telling whether a write of ours is in the store when the store's answer did not say (a 500
 * after the write, a dropped connection, an answer with no ETag). Every stored envelope carries
 * the random id of the write that made it (`writeId`) and the ids of the writes that made the
 * revisions before it (`earlierWriteIds`, newest first). A conditional write makes each revision
 * exactly once, so reading the record back says for sure whether revision N is ours, as long as
 * fewer than WRITE_HISTORY writes came after it.
 */
import { randomBytes } from 'node:crypto';

/** How many write ids an envelope keeps: its own and those of the revisions just before it. */
export const WRITE_HISTORY = 32;

/** What an envelope says about the writes that made it; older envelopes have no ids. */
export interface WriteTrail {
  revision: number;
  writeId?: string | undefined;
  earlierWriteIds?: readonly string[] | undefined;
}

/** A fresh id for one write attempt: random, so no two attempts anywhere share one. */
export function newWriteId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The `earlierWriteIds` of the write that follows `current`: its own id, then its history, cut
 * to WRITE_HISTORY in all. A record stored without an id starts a new trail (an id per revision,
 * with no gap, or the positions would name the wrong revisions).
 */
export function earlierWriteIdsAfter(current: WriteTrail | null): string[] {
  if (!current?.writeId) return [];
  return [current.writeId, ...(current.earlierWriteIds ?? [])].slice(0, WRITE_HISTORY - 1);
}

/**
 * Whether our `attempt` (the revision it would make and its write id) is in the store, given
 * the record read back afterwards: `yes`, `no`, or `unknown` when so many writes followed that
 * the record no longer names the one that made our revision.
 */
export function writeLanded(
  stored: WriteTrail | null,
  attempt: { revision: number; writeId: string },
): 'yes' | 'no' | 'unknown' {
  // Gone, or not yet at our revision: ours was never written (a delete of a record just
  // written over is the one case read as "no": the change is then made again on what is there).
  if (!stored || stored.revision < attempt.revision) return 'no';
  // Our revision is the latest: its write id says, and one stored without an id is not ours.
  if (stored.revision === attempt.revision)
    return stored.writeId === attempt.writeId ? 'yes' : 'no';
  const trail = stored.writeId ? [stored.writeId, ...(stored.earlierWriteIds ?? [])] : [];
  const id = trail[stored.revision - attempt.revision];
  if (id === undefined) return 'unknown';
  return id === attempt.writeId ? 'yes' : 'no';
}
