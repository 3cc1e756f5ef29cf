// One entry of the activity log with what it changed, and the backfill that lists the entries
// written before the log had index keys.
import { ENTRY_ID_PATTERN } from '../../lib/activity/activity-keys.ts';
import { changedFields } from '../../lib/activity/changes.ts';
import type { ActivityEntry } from '../../lib/admin/areas/activity.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { auditLog } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { activityRowOf, writeActivityKeys } from './activity-index.ts';

/** GET /api/admin/activity/:id: one entry, its changes field by field (secrets hidden). */
export async function getActivityEntry(id: string): Promise<ActivityEntry> {
  if (!ENTRY_ID_PATTERN.test(id)) throw new HttpError(404, 'There is no such entry in the log.');
  const entry = await auditLog.get(id);
  if (!entry) throw new HttpError(404, 'There is no such entry in the log.');
  return { entry: activityRowOf(id, entry), changes: changedFields(entry.before, entry.after) };
}

/**
 * Gives the audit entries written before the activity log had index keys their keys, a few at a
 * time from where it got to, until done or the budget is spent; once done it costs one read.
 * Entries written since write their own keys (audit.ts). Says how many it handled.
 */
export async function backfillActivityIndex(budget?: TimeBudget, limit?: number): Promise<number> {
  const run = await runBackfill({
    id: 'activity-index-v1',
    source: 'audit',
    listIds: () => auditLog.listIds(),
    budget,
    limit,
    parallel: 4,
    work: async (id) => {
      const entry = await auditLog.get(id);
      if (!entry || !ENTRY_ID_PATTERN.test(id)) return 0;
      await writeActivityKeys(id, entry);
      return 1;
    },
  });
  return run.handled;
}
