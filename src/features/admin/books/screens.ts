import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the Accounts area's books (booksArea): payouts and the GST return. */
export const screens: ScreenComponents = {
  payouts: lazy(() => import('./PayoutsScreen.tsx')),
  payout: lazy(() => import('./PayoutScreen.tsx')),
  'gst-return': lazy(() => import('./GstReturnScreen.tsx')),
};
