import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { campaignPreviewFrame } from '../../src/server/newsletters/campaigns/campaign-preview-frame.ts';

/**
 * The campaign compose screen's preview frame: the email's HTML under the email's own policy
 * (campaign-preview-frame.ts). Signed-in admins and staff only, from the shop's own pages.
 */
export default methodHandler({
  POST: (request) => campaignPreviewFrame(request),
});

// Netlify reads the path from this source, so it is written out (CAMPAIGN_PREVIEW_FRAME_PATH).
export const config: Config = { path: '/api/admin/campaign-preview' };
