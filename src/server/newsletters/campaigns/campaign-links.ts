import { unsubscribeUrlFor } from '../subscribers/unsubscribe-links.ts';

/**
 * The unsubscribe address in a campaign email (body link and List-Unsubscribe header): the
 * subscriber's signed link plus `c`, so an unsubscribe through it is credited to the campaign.
 */
export async function campaignUnsubscribeUrl(
  origin: string,
  email: string,
  campaignId: string,
): Promise<string> {
  return `${await unsubscribeUrlFor(origin, email)}&c=${encodeURIComponent(campaignId)}`;
}
