import { z } from 'zod';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { readJsonBody } from '../../src/server/http/request.ts';
import {
  isSignedKick,
  KICK_SIGNATURE_HEADER,
} from '../../src/server/newsletters/campaigns/campaign-kick.ts';
import { runCampaignSender } from '../../src/server/newsletters/campaigns/campaign-sender.ts';

/** Netlify gives a background function 15 minutes; stop taking batches well before. */
const RUN_FOR_MS = 13 * 60_000;

/**
 * Works through a sending campaign's queue (started by the send route and the campaign
 * scheduler). Safe to call any number of times: the lease keeps one worker on it, the claims
 * keep anyone from getting it twice, and it only works on campaigns an admin set sending. A kick
 * must carry the signature the shop's own functions give it (campaign-kick.ts).
 */
export default methodHandler({
  async POST(request) {
    const { campaignId } = await readJsonBody(request, z.object({ campaignId: z.uuid() }));
    // Only the shop's own functions start a sender (the send route, the scheduler).
    if (!(await isSignedKick(campaignId, request.headers.get(KICK_SIGNATURE_HEADER)))) {
      throw new HttpError(403);
    }
    const run = await runCampaignSender(campaignId, { deadline: Date.now() + RUN_FOR_MS });
    return new Response(JSON.stringify(run), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  },
});
