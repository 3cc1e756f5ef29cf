import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the Accounts area's books (booksArea): payouts and the GST return. */
export const screens: ScreenComponents = {
  payouts: lazyScreen(() => import('./PayoutsScreen.tsx')),
  payout: lazyScreen(() => import('./PayoutScreen.tsx')),
  'gst-return': lazyScreen(() => import('./GstReturnScreen.tsx')),
};
