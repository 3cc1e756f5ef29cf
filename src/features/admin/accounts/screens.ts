import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The Accounts area's screens (accountsArea). */
export const screens: ScreenComponents = {
  accounts: lazyScreen(() => import('./AccountsScreen.tsx')),
};
