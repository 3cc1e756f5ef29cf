import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the recall area (recallArea). */
export const screens: ScreenComponents = {
  recall: lazy(() => import('./RecallScreen.tsx')),
  'recall-report': lazy(() => import('./RecallReportScreen.tsx')),
};
