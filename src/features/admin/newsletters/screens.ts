import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The subscriber screens of the newsletters area (newslettersArea). */
export const screens: ScreenComponents = {
  subscribers: lazy(() => import('./SubscribersScreen.tsx')),
  'subscriber-new': lazy(() => import('./NewSubscriberScreen.tsx')),
  'subscriber-import': lazy(() => import('./ImportSubscribersScreen.tsx')),
  subscriber: lazy(() => import('./SubscriberScreen.tsx')),
};
