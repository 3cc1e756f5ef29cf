import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the standing orders area (standingOrdersArea). */
export const screens: ScreenComponents = {
  'standing-orders': lazyScreen(() => import('./StandingOrdersScreen.tsx')),
  'standing-order': lazyScreen(() => import('./StandingOrderScreen.tsx')),
  'standing-forecast': lazyScreen(() => import('./ForecastScreen.tsx')),
};
