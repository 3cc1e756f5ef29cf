import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the inventory area (inventoryArea). */
export const screens: ScreenComponents = {
  inventory: lazy(() => import('./InventoryScreen.tsx')),
  'inventory-history': lazy(() => import('./StockHistoryScreen.tsx')),
};
