import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the special dates area (specialDatesArea). */
export const screens: ScreenComponents = {
  'special-dates': lazy(() => import('./SpecialDatesScreen.tsx')),
  'special-date-new': lazy(() => import('./NewSpecialDateScreen.tsx')),
  'special-date-edit': lazy(() => import('./EditSpecialDateScreen.tsx')),
};
