// A derived record worked out from its sources in one read, work-out and conditional write: the
// record is read, its value worked out from the sources, and written only if nobody wrote the
// record since that read; otherwise all again. So the record's last write was worked out after
// every write before it was read: a sync whose source changed later writes later, or has its write
// refused and works the value out again. Two syncs of one record may run at once in two
// instances; the record is replaced whole, never incremented.
//
// (Before, each sync wrote, worked the value out again and gave up after five rounds that still
// disagreed: with a dozen orders in a moment, the last write could be a giver-up's stale one.)
import type { RecordCollection } from './records.ts';

/**
 * Writes `compute()`, worked out after reading the record, unless the record was written since;
 * `place` puts it into the record as it stands (by default it is the whole record). It writes
 * even an unchanged value: a sync that read the record before this one, and worked out an older
 * value, then has its write refused (a value that went A, B, A would otherwise let that B land
 * last). Gives up, throwing, at the store's write deadline. Answers whether the record changed.
 */
export async function writeSettled<T, V = T>(
  collection: RecordCollection<T>,
  id: string,
  compute: () => Promise<V>,
  place: (current: T | null, wanted: V) => T = (_current, wanted) => wanted as unknown as T,
): Promise<boolean> {
  let changed = false;
  await collection.update(id, async (current) => {
    const next = place(current, await compute());
    changed = current === null || JSON.stringify(current) !== JSON.stringify(next);
    // A copy, so the store is written even when `place` gave the record back as it was.
    return next === current ? structuredClone(next) : next;
  });
  return changed;
}
