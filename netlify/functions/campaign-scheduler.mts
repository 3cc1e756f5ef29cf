import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { scheduledFunction } from '../../src/server/http/scheduled-function.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { runCampaignScheduler } from '../../src/server/newsletters/campaigns/campaign-scheduler-run.ts';
import { recordHeartbeat } from '../../src/server/system/heartbeats.ts';

/**
 * Every minute (on Netlify and under `npm run dev`): starts scheduled campaigns whose time has
 * come and resumes sending campaigns no worker is on, in the background function, or here
 * within this run's budget where the plan has no background functions.
 */
const campaignScheduler = methodHandler({
  async POST(request) {
    const report = await runCampaignScheduler({ origin: publicOrigin(request) });
    if (report.started.length > 0) console.info(`[campaigns] ${JSON.stringify(report)}`);
    await recordHeartbeat('campaign-scheduler');
    return json(report);
  },
});

/** Runs only for Netlify's scheduler or our own host's signed run; anyone else gets 404. */
export default scheduledFunction(campaignScheduler);

export const config: Config = { schedule: '* * * * *' };
