import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the batches area (batchesArea). */
export const screens: ScreenComponents = {
  batches: lazyScreen(() => import('./BatchesScreen.tsx')),
};
