import type { Config } from '@netlify/functions';
import { activityArea } from '../../src/lib/admin/areas/activity.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { getActivityEntry } from '../../src/server/activity/activity-entries.ts';
import { listActivityPage } from '../../src/server/activity/activity-index.ts';

/** The activity log (activityArea): a page of who changed what, and one entry's changes. */
export default areaHandler(activityArea, {
  list: ({ query }) => listActivityPage(query),
  entry: ({ params }) => getActivityEntry(params.id),
});

export const config: Config = {
  path: ['/api/admin/activity', '/api/admin/activity/:id'],
};
