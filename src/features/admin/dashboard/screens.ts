import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the dashboard area (dashboardArea). */
export const screens: ScreenComponents = {
  dashboard: lazyScreen(() => import('./DashboardScreen.tsx')),
};
