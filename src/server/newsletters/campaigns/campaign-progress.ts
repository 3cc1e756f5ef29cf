import type { Campaign, CampaignProgress } from '../../../lib/newsletters/campaign.ts';
import {
  campaignOutcomes,
  campaignUnsubscribes,
  countUnder,
  type SendOutcome,
} from './campaign-records.ts';

/**
 * Where a campaign's sending stands, counted from the outcome keys (one listing each), so the
 * numbers are right however many workers wrote them. `left` includes emails in flight.
 */
export async function campaignProgress(campaign: Campaign): Promise<CampaignProgress> {
  const count = (kind: SendOutcome) => countUnder(campaignOutcomes, `${campaign.id}/${kind}`);
  const started = campaign.queueChunks !== undefined;
  const [sent, kept, failed, skipped, unsubscribes] = started
    ? await Promise.all([
        count('sent'),
        count('kept'),
        count('failed'),
        count('skipped'),
        countUnder(campaignUnsubscribes, campaign.id),
      ])
    : [0, 0, 0, 0, 0];
  const recipients = campaign.recipients ?? 0;
  return {
    status: campaign.status,
    recipients,
    sent,
    kept,
    failed,
    skipped,
    left: Math.max(0, recipients - sent - kept - failed - skipped),
    unsubscribes,
  };
}
