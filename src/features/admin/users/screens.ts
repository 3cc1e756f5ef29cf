import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the users area (usersArea). */
export const screens: ScreenComponents = {
  users: lazyScreen(() => import('./UsersScreen.tsx')),
  'user-new': lazyScreen(() => import('./NewUserScreen.tsx')),
  'user-edit': lazyScreen(() => import('./EditUserScreen.tsx')),
};
