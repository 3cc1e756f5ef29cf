import { z } from 'zod';
import {
  CampaignDraftSchema,
  CampaignProgressSchema,
  CampaignSendRequestSchema,
  CampaignTestRequestSchema,
  CampaignUpdateRequestSchema,
  CampaignWithRevisionSchema,
} from '../../newsletters/campaign.ts';
import { ADMINS_ONLY, ALL_ROLES, defineArea } from '../contract.ts';
import { campaignsScreens } from '../area-screens/campaigns.ts';

/**
 * Where the compose screen posts its draft (a form into the preview frame) to get the email as
 * its own page, under the email's policy (netlify/functions/campaign-preview-frame.mts). Outside
 * the area's JSON routes, and outside `/api/admin/campaigns/` so `:id` never takes it.
 */
export const CAMPAIGN_PREVIEW_FRAME_PATH = '/api/admin/campaign-preview';

/** A campaign in the list: the campaign and where its sending stands. */
export const CampaignListItemSchema = z.object({
  campaign: CampaignWithRevisionSchema,
  progress: CampaignProgressSchema,
});
export type CampaignListItem = z.output<typeof CampaignListItemSchema>;

/** Newsletter campaigns (under the Newsletters entry): staff read, admins write and send. */
export const campaignsArea = defineArea({
  id: 'campaigns',
  screens: campaignsScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/campaigns',
      roles: ALL_ROLES,
      answer: z.array(CampaignListItemSchema),
    },
    create: {
      method: 'POST',
      path: '/api/admin/campaigns',
      roles: ADMINS_ONLY,
      body: CampaignDraftSchema,
      answer: CampaignWithRevisionSchema,
    },
    preview: {
      method: 'POST',
      path: '/api/admin/campaigns/preview',
      roles: ALL_ROLES,
      body: CampaignDraftSchema,
      answer: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
    },
    get: {
      method: 'GET',
      path: '/api/admin/campaigns/:id',
      roles: ALL_ROLES,
      answer: CampaignWithRevisionSchema,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/campaigns/:id',
      roles: ADMINS_ONLY,
      body: CampaignUpdateRequestSchema,
      answer: CampaignWithRevisionSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/campaigns/:id',
      roles: ADMINS_ONLY,
      answer: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
    test: {
      method: 'POST',
      path: '/api/admin/campaigns/:id/test',
      roles: ADMINS_ONLY,
      body: CampaignTestRequestSchema,
      /** `kept`: no mail server is set, so the test only reached the outbox. */
      answer: z.object({ message: z.string(), delivery: z.enum(['sent', 'kept']) }),
    },
    send: {
      method: 'POST',
      path: '/api/admin/campaigns/:id/send',
      roles: ADMINS_ONLY,
      body: CampaignSendRequestSchema,
      answer: CampaignWithRevisionSchema,
    },
    audience: {
      method: 'GET',
      path: '/api/admin/campaigns/:id/audience',
      roles: ALL_ROLES,
      /** `mailServer` false: no mail server is set up, so a send would only fill the outbox. */
      answer: z.object({ count: z.int().nonnegative(), mailServer: z.boolean() }),
    },
    progress: {
      method: 'GET',
      path: '/api/admin/campaigns/:id/progress',
      roles: ALL_ROLES,
      answer: CampaignProgressSchema,
    },
  },
  refusals: {
    stale: 'stale_campaign',
    notEditable: 'campaign_not_editable',
    alreadySending: 'campaign_already_sending',
  },
});
