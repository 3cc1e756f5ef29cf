import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the delivery zones area (deliveryZonesArea). */
export const screens: ScreenComponents = {
  'delivery-zones': lazyScreen(() => import('./ZonesScreen.tsx')),
  'delivery-zone-new': lazyScreen(() => import('./NewZoneScreen.tsx')),
  'delivery-zone-edit': lazyScreen(() => import('./EditZoneScreen.tsx')),
};
