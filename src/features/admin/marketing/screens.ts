import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the marketing area (marketingArea). */
export const screens: ScreenComponents = {
  marketing: lazy(() => import('./MarketingScreen.tsx')),
  'promo-code-new': lazy(() => import('./NewPromoScreen.tsx')),
  'promo-code-edit': lazy(() => import('./EditPromoScreen.tsx')),
};
