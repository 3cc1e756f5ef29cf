import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the dashboard area (dashboardArea). */
export const screens: ScreenComponents = {
  dashboard: lazy(() => import('./DashboardScreen.tsx')),
};
