import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The activity log's screen (activityArea). */
export const screens: ScreenComponents = {
  activity: lazy(() => import('./ActivityScreen.tsx')),
};
