import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the customers area (customersArea). */
export const screens: ScreenComponents = {
  customers: lazyScreen(() => import('./CustomersScreen.tsx')),
  customer: lazyScreen(() => import('./CustomerScreen.tsx')),
};
