import { campaignLeases, campaigns } from './campaign-records.ts';

/**
 * The campaign scheduler's pass: scheduled campaigns whose time has come start sending, and
 * the ids of every sending campaign no worker holds (just started, or its worker stopped or
 * died) are returned to be resumed.
 */
export async function campaignsToRun(now = new Date()): Promise<string[]> {
  const all = await campaigns.list();
  const due = all.filter(
    (campaign) =>
      campaign.status === 'scheduled' &&
      campaign.sendAt !== undefined &&
      Date.parse(campaign.sendAt) <= now.getTime(),
  );
  for (const campaign of due) {
    await campaigns.update(campaign.id, (current) => {
      if (!current) throw new Error(`Campaign ${campaign.id} is gone`);
      const stillDue =
        current.status === 'scheduled' &&
        current.sendAt !== undefined &&
        Date.parse(current.sendAt) <= now.getTime();
      if (!stillDue) return current;
      return { ...current, status: 'sending', startedAt: now.toISOString() };
    });
  }
  const sending = (await campaigns.list()).filter((campaign) => campaign.status === 'sending');
  const idle = await Promise.all(
    sending.map(async (campaign) => {
      const lease = await campaignLeases.get(campaign.id);
      return !lease || Date.parse(lease.expiresAt) <= now.getTime() ? [campaign.id] : [];
    }),
  );
  return idle.flat();
}
