import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { scheduledFunction } from '../../src/server/http/scheduled-function.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickCampaignSender } from '../../src/server/newsletters/campaign-kick.ts';
import { campaignsToRun } from '../../src/server/newsletters/campaign-schedule.ts';

/**
 * Every minute (on Netlify and under `npm run dev`): starts scheduled campaigns whose time has
 * come and resumes sending campaigns no worker is on, each in the background function.
 */
const campaignScheduler = methodHandler({
  async POST(request, context) {
    const started = await campaignsToRun();
    for (const campaignId of started)
      kickCampaignSender(context, publicOrigin(request), campaignId);
    if (started.length > 0) console.info(`[campaigns] sending ${started.join(', ')}`);
    return json({ started });
  },
});

/** Runs only for Netlify's scheduler or our own host's signed run; anyone else gets 404. */
export default scheduledFunction(campaignScheduler);

export const config: Config = { schedule: '* * * * *' };
