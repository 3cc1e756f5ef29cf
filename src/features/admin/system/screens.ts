import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the system area (systemArea). */
export const screens: ScreenComponents = {
  system: lazyScreen(() => import('./SystemScreen.tsx')),
};
