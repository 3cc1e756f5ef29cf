import { inAudience, type CampaignAudience } from '../../../lib/newsletters/campaign.ts';
import { backfillSubscriberListing, subscriberRows } from '../subscribers/subscriber-list.ts';

/**
 * The ids of those subscribed and in an audience now, from the subscriber list's index keys,
 * never every record. Subscribers from before the index are listed first (the maintenance job's
 * backfill, finished here if it has not been).
 */
export async function audienceIds(audience: CampaignAudience): Promise<string[]> {
  while ((await backfillSubscriberListing()) > 0);
  const ids: string[] = [];
  for await (const row of subscriberRows({ status: 'subscribed' })) {
    if (inAudience(audience, row.preferences)) ids.push(row.id);
  }
  return ids;
}
