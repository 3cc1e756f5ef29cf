import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the delivery slots area (deliverySlotsArea). */
export const screens: ScreenComponents = {
  'delivery-slots': lazyScreen(() => import('./DeliverySlotsScreen.tsx')),
};
