import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the campaigns area (campaignsArea), under Newsletters. */
export const screens: ScreenComponents = {
  campaigns: lazyScreen(() => import('./CampaignsScreen.tsx')),
  'campaign-new': lazyScreen(() => import('./NewCampaignScreen.tsx')),
  campaign: lazyScreen(() => import('./CampaignScreen.tsx')),
};
