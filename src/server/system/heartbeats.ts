import { z } from 'zod';
import type { ScheduledJobId } from '../../lib/system/scheduled-jobs.ts';
import { recordCollection } from '../blobs/records.ts';

/** When each scheduled job last finished a run (`heartbeats/<job id>`), for the system check. */
const heartbeats = recordCollection({
  prefix: 'heartbeats',
  schema: z.object({ at: z.iso.datetime() }),
});

/**
 * Called as the last line of a scheduled function, so the owner's system check can tell a job
 * that stopped running (not on a published deploy, failing every time) from one that runs.
 */
export async function recordHeartbeat(job: ScheduledJobId, now = new Date()): Promise<void> {
  await heartbeats.update(job, () => ({ at: now.toISOString() }));
}

/** When each job last ran (ISO), by job id; a job that never ran is left out. */
export async function lastHeartbeats(
  jobs: readonly ScheduledJobId[],
): Promise<Record<string, string | undefined>> {
  const found = await Promise.all(jobs.map(async (job) => [job, (await heartbeats.get(job))?.at]));
  return Object.fromEntries(found) as Record<string, string | undefined>;
}
