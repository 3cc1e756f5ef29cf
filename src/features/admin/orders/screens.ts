import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the orders area (ordersArea): the list and one order's page. */
export const screens: ScreenComponents = {
  orders: lazy(() => import('./OrdersScreen.tsx')),
  order: lazy(() => import('./OrderScreen.tsx')),
};
