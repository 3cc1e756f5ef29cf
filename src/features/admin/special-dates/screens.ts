import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the special dates area (specialDatesArea). */
export const screens: ScreenComponents = {
  'special-dates': lazyScreen(() => import('./SpecialDatesScreen.tsx')),
  'special-date-new': lazyScreen(() => import('./NewSpecialDateScreen.tsx')),
  'special-date-edit': lazyScreen(() => import('./EditSpecialDateScreen.tsx')),
};
