// The one way a maintenance backfill walks old records: in id order from where it got to, a
// step of one (or a few, at once) records at a time, saving its place after every step, until
// it is done or its time budget is spent. A run cut short by its budget or by the platform
// loses at most the step it was on, and that step is safe to repeat.
import { z } from 'zod';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';

/** Where each backfill got to: `migrations/<backfill id>`, `after` the last id it handled. */
const progressRecords = recordCollection({
  prefix: 'migrations',
  schema: z.object({ done: z.boolean(), after: z.string() }),
});

/** Ids per snapshot chunk: about 40 KB of UUIDs. */
const SNAPSHOT_CHUNK = 1_000;

const snapshots = recordCollection({
  prefix: 'backfill-snapshots',
  schema: z.object({ ids: z.array(z.string()) }),
});
/** `backfill-snapshot-index/<source>`: the last id of each chunk, written after the chunks. */
const snapshotIndex = recordCollection({
  prefix: 'backfill-snapshot-index',
  schema: z.object({ lasts: z.array(z.string()) }),
});
const chunkId = (source: string, chunk: number) => `${source}/${String(chunk).padStart(6, '0')}`;

/** What one backfill run did. */
export interface BackfillRun {
  /** Records handled this run. */
  handled: number;
  /** What `work` counted (records or products changed). */
  changed: number;
  /** True once every record is handled; later runs then cost one read. */
  done: boolean;
}

/** How a backfill is run: which records, what to do with each, and within what. */
export interface BackfillOptions {
  /** Names its progress record; a new id starts over. */
  id: string;
  /** Names the snapshot of ids; backfills over the same records share one (`orders`). */
  source: string;
  /** Every id the backfill may have to handle, listed once into the snapshot. */
  listIds: () => Promise<string[]>;
  /** Handles one record, safe to repeat; answers how many things it changed. */
  work: (id: string) => Promise<number>;
  budget?: TimeBudget | undefined;
  /** Records handled at once (each record's keys must be its own). */
  parallel?: number;
  /** At most this many records this run (tests take small steps). */
  limit?: number | undefined;
}

/** Moves a backfill's saved place forward, never back (two runs may overlap). */
async function saveProgress(id: string, after: string, done: boolean): Promise<void> {
  await progressRecords.update(id, (current) => {
    const furthest = current && current.after > after ? current.after : after;
    const finished = Boolean(current?.done) || done;
    if (current?.after === furthest && current.done === finished) return current;
    return { done: finished, after: furthest };
  });
}

/**
 * The ids a backfill walks, listed once and kept in sorted chunks (`backfill-snapshots/<source>/
 * <chunk>`), so a run reads one chunk instead of listing every record again. Records written
 * after the snapshot need no backfill: they were written the new way. Answers each chunk's last id.
 */
async function snapshotOf(source: string, listIds: () => Promise<string[]>): Promise<string[]> {
  const known = await snapshotIndex.get(source);
  if (known) return known.lasts;
  const ids = [...new Set(await listIds())].sort();
  const lasts: string[] = [];
  for (let chunk = 0; chunk * SNAPSHOT_CHUNK < ids.length; chunk += 1) {
    const slice = ids.slice(chunk * SNAPSHOT_CHUNK, (chunk + 1) * SNAPSHOT_CHUNK);
    // Two first runs at once: each chunk is the first writer's, and the index follows them.
    const { record } = await snapshots.createOnce(chunkId(source, chunk), { ids: slice });
    lasts.push(record.ids.at(-1) ?? '');
  }
  return (await snapshotIndex.createOnce(source, { lasts })).record.lasts;
}

/** Runs one backfill from its saved place until done, out of budget or at its limit. */
export async function runBackfill(options: BackfillOptions): Promise<BackfillRun> {
  const budget = options.budget ?? UNLIMITED_BUDGET;
  const parallel = Math.max(1, options.parallel ?? 1);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const progress = await progressRecords.get(options.id);
  if (progress?.done) return { handled: 0, changed: 0, done: true };
  const run: BackfillRun = { handled: 0, changed: 0, done: false };
  if (budget.spent()) return run;
  const lasts = await snapshotOf(options.source, options.listIds);
  let after = progress?.after ?? '';
  // Ids are sorted, so the chunk to resume in is the first whose last id is past `after`.
  const first = lasts.findIndex((last) => last > after);
  for (let chunk = first === -1 ? lasts.length : first; chunk < lasts.length; chunk += 1) {
    const chunkIds = (await snapshots.get(chunkId(options.source, chunk)))?.ids ?? [];
    const ids = chunkIds.filter((id) => id > after);
    for (let start = 0; start < ids.length; start += parallel) {
      if (budget.spent() || run.handled >= limit) return run;
      const step = ids.slice(start, start + Math.min(parallel, limit - run.handled));
      const counts = await Promise.all(step.map((id) => options.work(id)));
      run.changed += counts.reduce((sum, count) => sum + count, 0);
      run.handled += step.length;
      after = step.at(-1) ?? after;
      await saveProgress(options.id, after, false);
    }
  }
  // Every chunk walked: later runs cost one read.
  run.done = true;
  await saveProgress(options.id, after, true);
  return run;
}
