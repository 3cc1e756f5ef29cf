import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screen of the system area (systemArea). */
export const screens: ScreenComponents = {
  system: lazy(() => import('./SystemScreen.tsx')),
};
