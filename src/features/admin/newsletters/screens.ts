import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The subscriber screens of the newsletters area (newslettersArea). */
export const screens: ScreenComponents = {
  subscribers: lazyScreen(() => import('./SubscribersScreen.tsx')),
  'subscriber-new': lazyScreen(() => import('./NewSubscriberScreen.tsx')),
  'subscriber-import': lazyScreen(() => import('./ImportSubscribersScreen.tsx')),
  subscriber: lazyScreen(() => import('./SubscriberScreen.tsx')),
};
