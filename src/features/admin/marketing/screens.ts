import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the marketing area (marketingArea). */
export const screens: ScreenComponents = {
  marketing: lazyScreen(() => import('./MarketingScreen.tsx')),
  'promo-code-new': lazyScreen(() => import('./NewPromoScreen.tsx')),
  'promo-code-edit': lazyScreen(() => import('./EditPromoScreen.tsx')),
};
