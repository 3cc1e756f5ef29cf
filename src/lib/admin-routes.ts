/**
 * The admin app's screens and their URLs. One table serves the server (which
 * answers 404 for a path no screen claims) and the browser (which picks the screen to show).
 * Areas join the table when they are built, never as placeholders.
 */
export type AdminRoute =
  | { screen: 'login' }
  | { screen: 'dashboard' }
  | { screen: 'users' }
  | { screen: 'user-new' }
  | { screen: 'user-edit'; userId: string }
  | { screen: 'settings' }
  | { screen: 'not-found' };

/** Which roles may open each guarded screen; staff get no users or settings. */
export const SCREEN_ROLES: Record<
  Exclude<AdminRoute['screen'], 'login' | 'not-found'>,
  readonly ('admin' | 'staff')[]
> = {
  dashboard: ['admin', 'staff'],
  users: ['admin'],
  'user-new': ['admin'],
  'user-edit': ['admin'],
  settings: ['admin'],
};

const FIXED: Record<string, AdminRoute> = {
  '/admin': { screen: 'login' },
  '/admin/login': { screen: 'login' },
  '/admin/dashboard': { screen: 'dashboard' },
  '/admin/users': { screen: 'users' },
  '/admin/users/new': { screen: 'user-new' },
  '/admin/settings': { screen: 'settings' },
};

const USER_EDIT = /^\/admin\/users\/([0-9a-f-]{36})\/edit$/i;

/** The screen for a path; a trailing slash is ignored, anything unknown is `not-found`. */
export function matchAdminRoute(pathname: string): AdminRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const userId = USER_EDIT.exec(path)?.[1];
  if (userId !== undefined) return { screen: 'user-edit', userId: userId.toLowerCase() };
  return { screen: 'not-found' };
}

/** Whether a role may open a screen; the login and not-found views are open to everyone. */
export function roleMayOpen(route: AdminRoute, role: 'admin' | 'staff'): boolean {
  if (route.screen === 'login' || route.screen === 'not-found') return true;
  return SCREEN_ROLES[route.screen].includes(role);
}

/** The admin app's navigation, in order, with the roles that see each entry. */
export const ADMIN_NAV: readonly {
  href: string;
  label: string;
  screen: keyof typeof SCREEN_ROLES;
}[] = [
  { href: '/admin/dashboard', label: 'Dashboard', screen: 'dashboard' },
  { href: '/admin/users', label: 'Users', screen: 'users' },
  { href: '/admin/settings', label: 'Settings', screen: 'settings' },
];
