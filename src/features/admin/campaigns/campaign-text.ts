import type { Campaign, CampaignStatus } from '../../../lib/newsletters/campaign.ts';
import { formatShopDateTime } from '../format.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/** When a campaign went or goes out, on Papamoa clocks; empty for a draft. */
export function campaignWhen(campaign: Campaign): string {
  if (campaign.status === 'scheduled' && campaign.sendAt) {
    return `Scheduled for ${formatShopDateTime(campaign.sendAt)}`;
  }
  if (campaign.status === 'sent' && campaign.finishedAt) {
    return `Sent ${formatShopDateTime(campaign.finishedAt)}`;
  }
  if (campaign.startedAt) return `Started ${formatShopDateTime(campaign.startedAt)}`;
  return '';
}

/** The way back to the campaigns list. */
export const BACK_TO_CAMPAIGNS = {
  href: screenHref('campaigns'),
  label: 'Back to campaigns',
};
