import { matchPath, type AdminScreen, type Role } from './contract.ts';
import { hasPermission, type PermissionHolder } from './permissions.ts';
import { ADMIN_SCREENS } from './screens.ts';

/** Where the admin app is: the login screen, a screen of an area (with its parameters), or none. */
export type AdminRoute =
  | { kind: 'login' }
  | { kind: 'not-found' }
  | { kind: 'screen'; screen: AdminScreen; params: Record<string, string> };

/** The login screen's address: where a request without a session and signing out lead. */
export const ADMIN_LOGIN_PATH = '/admin/login';

const LOGIN_PATHS = new Set(['/admin', ADMIN_LOGIN_PATH]);

/** The route table of a set of screens (every area's by default): what a path shows. */
export function matchAdminRoute(
  pathname: string,
  screens: readonly AdminScreen[] = ADMIN_SCREENS,
): AdminRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (LOGIN_PATHS.has(path)) return { kind: 'login' };
  for (const screen of screens) {
    const raw = matchPath(screen.path, path);
    if (!raw) continue;
    const params = screen.params ? screen.params.safeParse(raw) : { success: true, data: raw };
    if (params.success) return { kind: 'screen', screen, params: params.data };
  }
  return { kind: 'not-found' };
}

/** Who opens a screen: a role alone (no grants), or an account with its grants. */
type Opener = Role | PermissionHolder;

/**
 * Whether an account may open a screen: one of its roles, and its permission when it names one
 * (a staff account without the grant sees neither the link nor the screen; the server refuses
 * the screen's routes anyway).
 */
function mayOpenScreen(screen: AdminScreen, who: Opener): boolean {
  const holder = typeof who === 'string' ? { role: who } : who;
  if (!screen.roles.includes(holder.role)) return false;
  return !screen.permission || hasPermission(holder, screen.permission);
}

/** Whether a role may open a route; the login and not-found views are open to everyone. */
export function roleMayOpen(route: AdminRoute, who: Opener): boolean {
  return route.kind !== 'screen' || mayOpenScreen(route.screen, who);
}

/** The browser tab's title for a route. */
export function titleOf(route: AdminRoute): string {
  if (route.kind === 'login') return 'Admin Login';
  if (route.kind === 'not-found') return '404 Page Not Found';
  return route.screen.title;
}

/** The navigation an account sees, in order: each screen with a `nav` entry it may open. */
export function adminNavigation(
  who: Opener | null | undefined,
  screens: readonly AdminScreen[] = ADMIN_SCREENS,
): { href: string; label: string }[] {
  return screens
    .flatMap((screen) =>
      screen.nav && (!who || mayOpenScreen(screen, who)) ? [{ ...screen.nav, screen }] : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ label, screen }) => ({ href: screen.path, label }));
}
