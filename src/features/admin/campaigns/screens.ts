import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the campaigns area (campaignsArea), under Newsletters. */
export const screens: ScreenComponents = {
  campaigns: lazy(() => import('./CampaignsScreen.tsx')),
  'campaign-new': lazy(() => import('./NewCampaignScreen.tsx')),
  campaign: lazy(() => import('./CampaignScreen.tsx')),
};
