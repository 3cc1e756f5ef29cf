import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the settings area (settingsArea). */
export const screens: ScreenComponents = {
  settings: lazyScreen(() => import('./SettingsScreen.tsx')),
};
