import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The Accounts area's screens (accountsArea). */
export const screens: ScreenComponents = {
  accounts: lazy(() => import('./AccountsScreen.tsx')),
};
