import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the delivery zones area (deliveryZonesArea). */
export const screens: ScreenComponents = {
  'delivery-zones': lazy(() => import('./ZonesScreen.tsx')),
  'delivery-zone-new': lazy(() => import('./NewZoneScreen.tsx')),
  'delivery-zone-edit': lazy(() => import('./EditZoneScreen.tsx')),
};
