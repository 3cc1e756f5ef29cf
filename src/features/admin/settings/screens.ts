import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the settings area (settingsArea). */
export const screens: ScreenComponents = {
  settings: lazy(() => import('./SettingsScreen.tsx')),
};
