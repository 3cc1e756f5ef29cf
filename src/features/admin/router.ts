import { atom } from 'nanostores';

/** The admin app's current path; screens follow it, links and redirects change it. */
export const $adminPath = atom(typeof location === 'undefined' ? '/admin' : location.pathname);

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    $adminPath.set(location.pathname);
  });
}

/**
 * Moves to another admin screen without a page load (the back button still works). A query
 * string (`/admin/orders/slips?date=…`) stays in the address for the screen to read; the
 * route follows the path alone.
 */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (path === `${location.pathname}${location.search}`) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  $adminPath.set(new URL(path, location.href).pathname);
  window.scrollTo(0, 0);
}

/** A full page load: how login reaches the dashboard and logout the login screen. */
export function loadPage(path: string): void {
  location.assign(path);
}
