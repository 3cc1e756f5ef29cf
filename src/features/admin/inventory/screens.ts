import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the inventory area (inventoryArea). */
export const screens: ScreenComponents = {
  inventory: lazyScreen(() => import('./InventoryScreen.tsx')),
  'inventory-history': lazyScreen(() => import('./StockHistoryScreen.tsx')),
};
