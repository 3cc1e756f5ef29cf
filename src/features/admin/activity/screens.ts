import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The activity log's screen (activityArea). */
export const screens: ScreenComponents = {
  activity: lazyScreen(() => import('./ActivityScreen.tsx')),
};
