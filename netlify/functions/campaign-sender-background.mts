import { z } from 'zod';
import { methodHandler } from '../../src/server/http/handler.ts';
import { readJsonBody } from '../../src/server/http/request.ts';
import { runCampaignSender } from '../../src/server/newsletters/campaign-sender.ts';

/** Netlify gives a background function 15 minutes; stop taking batches well before. */
const RUN_FOR_MS = 13 * 60_000;

/**
 * Works through a sending campaign's queue (started by the send route and the campaign
 * scheduler). Safe to call any number of times: the lease keeps one worker on it, the claims
 * keep anyone from getting it twice, and it only works on campaigns an admin set sending.
 */
export default methodHandler({
  async POST(request) {
    const { campaignId } = await readJsonBody(request, z.object({ campaignId: z.uuid() }));
    const run = await runCampaignSender(campaignId, { deadline: Date.now() + RUN_FOR_MS });
    return new Response(JSON.stringify(run), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  },
});
