import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the customers area (customersArea). */
export const screens: ScreenComponents = {
  customers: lazy(() => import('./CustomersScreen.tsx')),
  customer: lazy(() => import('./CustomerScreen.tsx')),
};
