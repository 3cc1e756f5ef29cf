// The staff action log keeps two years (the privacy policy): the maintenance job deletes older
// entries with their index keys, from the oldest half-month folder of the activity index on.
import { ACTIVITY_INDEX_PREFIX, activityRowFromKey } from '../../lib/activity/activity-keys.ts';
import { areaFamily, personFamily } from '../../lib/activity/activity-keys.ts';
import { activityFolderOf } from '../../lib/activity/activity-keys.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { FOLDER_DIGITS } from '../../lib/orders/order-list.ts';
import { auditLog } from '../audit.ts';
import { retryingStore } from '../blobs/store-calls.ts';

const store = () => retryingStore();
const ALL = `${ACTIVITY_INDEX_PREFIX}/all/`;

/** The `all` folders that can hold entries from before `cutoff`, oldest first (one listing). */
async function foldersDue(cutoff: Date): Promise<string[]> {
  const { directories } = await store().list({ prefix: ALL, directories: true });
  // Folders are inverted half-months: a larger number is older, and the cutoff's own folder
  // holds entries from both sides of it.
  const cutoffFolder = activityFolderOf(cutoff);
  return directories
    .map((directory) => directory.slice(ALL.length).replace(/\/$/, ''))
    .filter((folder) => folder.length === FOLDER_DIGITS && /^\d+$/.test(folder))
    .filter((folder) => folder >= cutoffFolder)
    .sort()
    .reverse();
}

/**
 * Deletes the audit entries made before `cutoff` and their index keys, oldest first, until the
 * budget is spent. The entry's `all` key goes last: it is how the next run finds what is left
 * of an entry a crash cut short. The people keys stay (the person filter). Says how many.
 */
export async function deleteActivityBefore(cutoff: Date, budget?: TimeBudget): Promise<number> {
  const before = cutoff.toISOString();
  let deleted = 0;
  for (const folder of await foldersDue(cutoff)) {
    const { blobs } = await store().list({ prefix: `${ALL}${folder}/` });
    for (const { key } of blobs) {
      if (budget?.spent()) return deleted;
      const inFamily = key.slice(ALL.length);
      const row = activityRowFromKey(inFamily);
      if (!row || row.at >= before) continue;
      const families = [personFamily(row.actor.id), areaFamily(row.area)];
      await Promise.all([
        ...families.map((family) =>
          store().delete(`${ACTIVITY_INDEX_PREFIX}/${family}/${inFamily}`),
        ),
        auditLog.delete(row.id),
      ]);
      await store().delete(key);
      deleted += 1;
    }
  }
  return deleted;
}
