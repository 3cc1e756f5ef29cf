import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the batches area (batchesArea). */
export const screens: ScreenComponents = {
  batches: lazy(() => import('./BatchesScreen.tsx')),
};
