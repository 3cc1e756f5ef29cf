import type { Config } from '@netlify/functions';
import { campaignsArea } from '../../src/lib/admin/areas/campaigns.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { mailServerConfigured } from '../../src/server/mail/smtp.ts';
import { audienceIds } from '../../src/server/newsletters/campaigns/campaign-audience.ts';
import { kickCampaignSender } from '../../src/server/newsletters/campaigns/campaign-kick.ts';
import { campaignProgress } from '../../src/server/newsletters/campaigns/campaign-progress.ts';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  sendTestEmail,
  startCampaign,
  updateCampaign,
} from '../../src/server/newsletters/campaigns/campaigns.ts';

/** Newsletter campaigns (campaignsArea): drafts, preview, test, send or schedule, progress. */
export default areaHandler(campaignsArea, {
  list: () => listCampaigns(),
  create: async ({ actor, body }) => created(await createCampaign(actor, body)),
  preview: ({ body, request }) => previewCampaign(body, publicOrigin(request)),
  get: ({ params }) => getCampaign(params.id),
  update: ({ actor, params, body }) => updateCampaign(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deleteCampaign(actor, params.id);
    return { id: params.id, deleted: true as const };
  },
  test: ({ actor, params, body, request }) =>
    sendTestEmail(actor, params.id, body.to, publicOrigin(request)),
  send: async ({ actor, params, body, request, context }) => {
    const origin = publicOrigin(request);
    const campaign = await startCampaign(actor, params.id, body, origin);
    if (campaign.status === 'sending') kickCampaignSender(context, origin, campaign.id);
    return campaign;
  },
  audience: async ({ params }) => ({
    count: (await audienceIds((await getCampaign(params.id)).audience)).length,
    mailServer: mailServerConfigured(),
  }),
  progress: async ({ params }) => campaignProgress(await getCampaign(params.id)),
});

export const config: Config = {
  path: [
    '/api/admin/campaigns',
    '/api/admin/campaigns/preview',
    '/api/admin/campaigns/:id',
    '/api/admin/campaigns/:id/test',
    '/api/admin/campaigns/:id/send',
    '/api/admin/campaigns/:id/audience',
    '/api/admin/campaigns/:id/progress',
  ],
};
