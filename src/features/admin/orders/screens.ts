import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the orders area (ordersArea): the list, one order's page and its edit form. */
export const screens: ScreenComponents = {
  orders: lazy(() => import('./OrdersScreen.tsx')),
  order: lazy(() => import('./OrderScreen.tsx')),
  'order-edit': lazy(() => import('./edit/EditOrderScreen.tsx')),
};
