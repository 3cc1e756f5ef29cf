import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the recall area (recallArea). */
export const screens: ScreenComponents = {
  recall: lazyScreen(() => import('./RecallScreen.tsx')),
  'recall-report': lazyScreen(() => import('./RecallReportScreen.tsx')),
};
