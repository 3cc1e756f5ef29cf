// A derived record written from a reading of its sources, checked again after the write: two
// syncs of one record may run at once in two instances, and whichever writes last works the value
// out again after its write, so it sees every source saved before that check (a source saved
// later runs its own sync). The record is replaced whole, never incremented.
import type { RecordCollection } from './records.ts';

/** Rounds of write-and-check before a sync leaves the record to the next change or backfill. */
const MOST_ROUNDS = 5;

/**
 * Writes `compute()` to the record, then again until two workings-out in a row agree. `place`
 * puts what was worked out into the record as it stands (by default it is the whole record).
 * Answers whether any write changed the record.
 */
export async function writeSettled<T, V = T>(
  collection: RecordCollection<T>,
  id: string,
  compute: () => Promise<V>,
  place: (current: T | null, wanted: V) => T = (_current, wanted) => wanted as unknown as T,
): Promise<boolean> {
  let wanted = await compute();
  let changed = false;
  for (let round = 0; round < MOST_ROUNDS; round += 1) {
    const target = wanted;
    await collection.update(id, (current) => {
      const next = place(current, target);
      if (current !== null && JSON.stringify(current) === JSON.stringify(next)) return current;
      changed = true;
      return next;
    });
    const again = await compute();
    if (JSON.stringify(again) === JSON.stringify(wanted)) return changed;
    wanted = again;
  }
  return changed;
}
