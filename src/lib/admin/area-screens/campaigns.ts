// The screens of the campaigns admin area, apart from its API contract (../areas/campaigns.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { ADMINS_ONLY, type AdminScreen, ALL_ROLES } from '../contract.ts';

const campaignIdParams = z.object({ campaignId: z.uuid() });

/** The campaigns area's screens: paths, titles, who opens them (its API: ../areas/campaigns.ts). */
export const campaignsScreens = [
  {
    id: 'campaigns',
    path: '/admin/newsletters/campaigns',
    title: 'Campaigns',
    roles: ALL_ROLES,
  },
  {
    id: 'campaign-new',
    path: '/admin/newsletters/campaigns/new',
    title: 'New campaign',
    roles: ADMINS_ONLY,
  },
  {
    id: 'campaign',
    path: '/admin/newsletters/campaigns/:campaignId',
    title: 'Campaign',
    roles: ALL_ROLES,
    params: campaignIdParams,
  },
] as const satisfies readonly AdminScreen[];
