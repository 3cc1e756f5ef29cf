// Starting the sender without the admin's tab: the background function (15 minutes on Netlify)
// is called over HTTP and left to run. Where it cannot be reached (a test without a server),
// this instance works on the campaign itself after its answer, until a short deadline; the
// scheduled job resumes whatever is left.
import type { RequestContext } from '../../http/handler.ts';
import { internalSignature, isInternalSignature } from '../../http/internal-kick.ts';
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
 * Whether the background function took a campaign: `started` when Netlify answered (202 at
 * once) or a local server is still running it after a few seconds; `unavailable` when it is not
 * there (404 on plans without background functions), refused the kick, or cannot be reached.
 */
export async function kickBackgroundSender(
  origin: string,
  campaignId: string,
): Promise<'started' | 'unavailable'> {
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
    return response.ok ? 'started' : 'unavailable';
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'started' : 'unavailable';
  }
}

/**
 * Asks the background function to work on a campaign; where it is unavailable, this instance
 * works on it itself, until a short deadline (the scheduler resumes the rest).
 */
export async function startCampaignSender(origin: string, campaignId: string): Promise<void> {
  if ((await kickBackgroundSender(origin, campaignId)) === 'started') return;
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
