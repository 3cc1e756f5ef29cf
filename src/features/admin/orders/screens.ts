import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the orders area (ordersArea): the list, one order's page and its edit form. */
export const screens: ScreenComponents = {
  orders: lazyScreen(() => import('./OrdersScreen.tsx')),
  order: lazyScreen(() => import('./OrderScreen.tsx')),
  'order-edit': lazyScreen(() => import('./edit/EditOrderScreen.tsx')),
};
