import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { messageForStatus } from '../../lib/api/api-errors.ts';
import { roleMayOpen, type AdminRoute } from '../../lib/admin/routes.ts';
import { storedUser } from '../../lib/auth/auth-storage.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminLink } from './AdminLink.tsx';
import { $adminUser, $userChecked, startAuthCheck } from './auth-store.ts';
import { navigate } from './router.ts';
import { Spinner } from './Spinner.tsx';
import { PANEL } from './styles.ts';
import { screenHref } from '../../lib/admin/screens.ts';
import { ADMIN_LOGIN_PATH } from '../../lib/admin/routes.ts';

/**
 * The guard of every admin screen but login: it takes a route and a page, accepts the signed-in
 * user (or an admin saved in local storage), shows a spinner while checking and otherwise
 * redirects to /admin/login. A role the screen is not for sees why instead of the page.
 */
export function AdminGuard({ route, page }: { route: AdminRoute; page: () => ReactNode }) {
  const signedIn = useStore($adminUser);
  const checked = useStore($userChecked);
  const saved = storedUser();
  const user = signedIn ?? (saved?.role === 'admin' ? saved : null);
  const redirect = checked && !user;
  // Guarded screens ask the server who is signed in; the login screen does not need to, so a
  // failed logout (its session cookie still alive) is not signed straight back in there.
  useEffect(() => {
    void startAuthCheck();
  }, []);
  useEffect(() => {
    if (redirect) navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [redirect]);
  if (!user) return <Spinner label="Checking your sign-in…" />;
  if (!roleMayOpen(route, user)) {
    return (
      <AdminLayout>
        <NotAllowed />
      </AdminLayout>
    );
  }
  return page();
}

function NotAllowed() {
  return (
    <section className={PANEL} aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className="text-xl font-bold">
        Not available
      </h1>
      <p className="mt-2">{messageForStatus(403)}</p>
      <p className="mt-4">
        <AdminLink
          href={screenHref('dashboard')}
          className="font-semibold text-brand-800 underline"
        >
          Go to the dashboard
        </AdminLink>
      </p>
    </section>
  );
}
