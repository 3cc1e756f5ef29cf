import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the standing orders area (standingOrdersArea). */
export const screens: ScreenComponents = {
  'standing-orders': lazy(() => import('./StandingOrdersScreen.tsx')),
  'standing-order': lazy(() => import('./StandingOrderScreen.tsx')),
  'standing-forecast': lazy(() => import('./ForecastScreen.tsx')),
};
