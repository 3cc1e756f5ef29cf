import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the delivery slots area (deliverySlotsArea). */
export const screens: ScreenComponents = {
  'delivery-slots': lazy(() => import('./DeliverySlotsScreen.tsx')),
};
