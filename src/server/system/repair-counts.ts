/**
 * What the maintenance job repaired, tallied per day (`repair-counts/<NZ date>`), so the system
 * check can say how often writers left work undone. A tally of events, not a derived record:
 * each run adds what it itself put right.
 */
import { z } from 'zod';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { REPAIR_KINDS, type RepairCounts } from '../../lib/system/repair-lines.ts';
import { recordCollection } from '../blobs/records.ts';

const repairCounts = recordCollection({
  prefix: 'repair-counts',
  schema: z.partialRecord(z.enum(REPAIR_KINDS), z.int().nonnegative()),
});

/** Adds one run's repairs to its day's tally; a run that repaired nothing writes nothing. */
export async function recordRepairs(counts: RepairCounts, now = new Date()): Promise<void> {
  if (!REPAIR_KINDS.some((kind) => (counts[kind] ?? 0) > 0)) return;
  await repairCounts.update(nzDateOf(now), (current) =>
    Object.fromEntries(
      REPAIR_KINDS.map((kind) => [kind, (current?.[kind] ?? 0) + (counts[kind] ?? 0)]),
    ),
  );
}

/** The repairs of the last `days` days (today included), summed by kind. */
export async function repairsOfLastDays(days: number, now = new Date()): Promise<RepairCounts> {
  const today = nzDateOf(now);
  const tallies = await Promise.all(
    Array.from({ length: days }, (_, back) => repairCounts.get(addDays(today, -back))),
  );
  return Object.fromEntries(
    REPAIR_KINDS.map((kind) => [kind, tallies.reduce((sum, day) => sum + (day?.[kind] ?? 0), 0)]),
  );
}
