// Every product's stock on hand in one derived record (`stock-snapshot/current`), so a screen that
// needs all of them (the dashboard's low stock, the forecast's packs in date) makes one read, not
// one per product. An entry is a copy of its product's stock document with that document's
// revision, never a sum: after each write of a stock document (the collection's `afterSave`) the
// writer reads the document back and puts its entry in place unless the snapshot already holds a
// later revision, so writers finishing out of order cannot leave an older level behind. An entry
// a failed or killed writer left stale is put right by the product's next stock write or by the
// maintenance job's repair, which compares every entry with its document.
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

const StockEntrySchema = z.object({
  onHand: z.int().nonnegative(),
  /** The stock document's revision this entry was copied from. */
  revision: z.int().positive(),
});

const StockSnapshotSchema = z.object({
  levels: z.record(z.string().min(1).max(100), StockEntrySchema),
});

/** Each product's packs on hand with the revision of its stock document, by product id. */
export type StockSnapshot = z.output<typeof StockSnapshotSchema>;

const SNAPSHOT_ID = 'current';

// A read-only handle on the stock documents, for their packs on hand (catalog.ts owns and writes
// them, and calls this module after each write, so it cannot import that one without a circle).
const stockLevels = recordCollection({
  prefix: 'stock',
  schema: z.object({ onHand: z.int().nonnegative() }),
});

const snapshots = recordCollection({ prefix: 'stock-snapshot', schema: StockSnapshotSchema });

type Entry = z.output<typeof StockEntrySchema>;

/** The snapshot with one product's entry set to `entry` (null: its document is gone). */
function withEntry(current: StockSnapshot, productId: string, entry: Entry | null): StockSnapshot {
  const held = current.levels[productId];
  if (entry ? held && held.revision >= entry.revision : !held) return current;
  const others = Object.entries(current.levels).filter(([id]) => id !== productId);
  return { levels: Object.fromEntries(entry ? [...others, [productId, entry]] : others) };
}

/** Thrown inside an update to leave a snapshot not made yet to its first read (which reads all). */
class NoSnapshotYet extends Error {}

/** Reads one product's stock document and puts its entry in the snapshot, when there is one. */
async function copyEntry(productId: string): Promise<void> {
  const level = await stockLevels.getRevisioned(productId);
  const entry = level && { onHand: level.data.onHand, revision: level.revision };
  try {
    await snapshots.update(SNAPSHOT_ID, (current) => {
      if (!current) throw new NoSnapshotYet();
      return withEntry(current, productId, entry);
    });
  } catch (error) {
    if (!(error instanceof NoSnapshotYet)) throw error;
  }
}

/**
 * After a write of a product's stock document: copies it into the snapshot. A failure is logged,
 * not thrown: the stock write has landed and its caller has follow-ups to make; the product's
 * next write or the maintenance job's repair copies it.
 */
export async function followStockWrite(productId: string): Promise<void> {
  try {
    await copyEntry(productId);
  } catch (error) {
    console.error('[stock snapshot] not updated; the maintenance job will', error);
  }
}

/** The snapshot worked out whole from every stock document (a listing and a read each). */
async function snapshotFromDocuments(): Promise<StockSnapshot> {
  const ids = await stockLevels.listIds();
  const levels = await Promise.all(ids.map((id) => stockLevels.getRevisioned(id)));
  return {
    levels: Object.fromEntries(
      ids.flatMap((id, index) => {
        const level = levels[index];
        return level ? [[id, { onHand: level.data.onHand, revision: level.revision }]] : [];
      }),
    ),
  };
}

/**
 * Writes the snapshot from the documents, keeping an entry a writer copied meanwhile from a later
 * revision. Answers whether the stored snapshot changed.
 */
async function writeFromDocuments(): Promise<boolean> {
  const fresh = await snapshotFromDocuments();
  let changed = false;
  await snapshots.update(SNAPSHOT_ID, (current) => {
    const levels: StockSnapshot['levels'] = {};
    for (const [id, entry] of Object.entries(fresh.levels)) {
      const held = current?.levels[id];
      levels[id] = held && held.revision > entry.revision ? held : entry;
    }
    const next = { levels };
    changed = current === null || JSON.stringify(current) !== JSON.stringify(next);
    return changed || current === null ? next : current;
  });
  return changed;
}

/**
 * Every product's stock on hand: one read. A store that has none yet (stock written before the
 * snapshot existed) gets it worked out from the documents now.
 */
export async function stockSnapshot(): Promise<StockSnapshot> {
  const stored = await snapshots.get(SNAPSHOT_ID);
  if (stored) return stored;
  await writeFromDocuments();
  return (await snapshots.get(SNAPSHOT_ID)) ?? { levels: {} };
}

/** Packs on hand of a product as the snapshot has it (none recorded counts as none). */
export function onHandIn(snapshot: StockSnapshot, productId: string): number {
  return snapshot.levels[productId]?.onHand ?? 0;
}

/**
 * The maintenance job's check: every entry against its stock document (a listing and a read per
 * product); a snapshot a failed writer left behind is written again. Returns 1 when repaired.
 */
export async function repairStockSnapshot(): Promise<number> {
  return (await writeFromDocuments()) ? 1 : 0;
}
