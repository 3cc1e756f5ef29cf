import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the users area (usersArea). */
export const screens: ScreenComponents = {
  users: lazy(() => import('./UsersScreen.tsx')),
  'user-new': lazy(() => import('./NewUserScreen.tsx')),
  'user-edit': lazy(() => import('./EditUserScreen.tsx')),
};
