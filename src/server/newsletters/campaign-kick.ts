// Starting the sender without the admin's tab: the background function (15 minutes on Netlify)
// is called over HTTP and left to run. Where it cannot be reached (a test without a server),
// this instance works on the campaign itself after its answer, until a short deadline; the
// scheduled job resumes whatever is left.
import type { RequestContext } from '../http/handler.ts';
import { internalSignature, isInternalSignature } from '../http/internal-kick.ts';
import { runCampaignSender } from './campaign-sender.ts';

/** The background function's address on the site. */
export const CAMPAIGN_SENDER_PATH = '/.netlify/functions/campaign-sender-background';

/** The header carrying a kick's signature: only the shop's own functions start the sender. */
export const KICK_SIGNATURE_HEADER = 'x-campaign-kick';

/** The signature of a kick for a campaign, made with the shop's signing secret. */
export function kickSignature(campaignId: string): Promise<string> {
  return internalSignature(`campaign-kick:${campaignId}`);
}

/** Whether a kick's signature is the one this campaign's kick carries. */
export function isSignedKick(campaignId: string, signature: string | null): Promise<boolean> {
  return isInternalSignature(`campaign-kick:${campaignId}`, signature);
}

/** How long a request's instance works on a campaign when the background function is out of reach. */
const INLINE_DEADLINE_MS = 20_000;

/** How long to wait for the background function's answer; Netlify answers 202 at once. */
const KICK_TIMEOUT_MS = 3_000;

/**
 * Asks the background function to work on a campaign. Netlify answers 202 at once; a local
 * server answers when the run ends, so no answer within a few seconds means it is running.
 * Unreachable or refused: this instance works on it itself, until a short deadline.
 */
export async function startCampaignSender(origin: string, campaignId: string): Promise<void> {
  try {
    const response = await fetch(`${origin}${CAMPAIGN_SENDER_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [KICK_SIGNATURE_HEADER]: await kickSignature(campaignId),
      },
      body: JSON.stringify({ campaignId }),
      signal: AbortSignal.timeout(KICK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return;
  }
  await runCampaignSender(campaignId, { deadline: Date.now() + INLINE_DEADLINE_MS });
}

/** Starts the sender after the answer (Netlify's `waitUntil`). */
export function kickCampaignSender(
  context: Pick<RequestContext, 'waitUntil'>,
  origin: string,
  campaignId: string,
): void {
  context.waitUntil(
    startCampaignSender(origin, campaignId).catch((error: unknown) => {
      console.error(`[campaigns] Could not start sending campaign ${campaignId}`, error);
    }),
  );
}
