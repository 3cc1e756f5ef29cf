import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { adminNavigation } from '../../lib/admin/routes.ts';
import { AdminNav } from './AdminNav.tsx';
import { ChangePasswordButton } from './account/ChangePasswordButton.tsx';
import { $adminUser, logOut } from './auth-store.ts';
import { toastAfterPageLoad } from './pending-toast.ts';
import { $adminPath, loadPage } from './router.ts';
import { SECONDARY_BUTTON } from './styles.ts';
import { ADMIN_LOGIN_PATH } from '../../lib/admin/routes.ts';

/** Logout goes to /admin/login whether or not the call succeeds, with its toast either way. */
async function logOutAndLeave(): Promise<void> {
  try {
    await logOut();
    toastAfterPageLoad({
      title: 'Logged out',
      description: 'You have been successfully logged out',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Logout failed';
    toastAfterPageLoad({ title: 'Logout issue', description: message, variant: 'destructive' });
  }
  loadPage(ADMIN_LOGIN_PATH);
}

/** The back office's frame: navigation for the user's role, who is signed in, and logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useStore($adminUser);
  const path = useStore($adminPath);
  const [leaving, setLeaving] = useState(false);
  const links = adminNavigation(user);
  return (
    <div className="min-h-screen">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <p className="font-bold text-brand-800">Cube Kitchen Admin</p>
          <AdminNav links={links} path={path} />
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
            {user ? (
              <p>
                Signed in as <strong>{user.username}</strong> ({user.role})
              </p>
            ) : null}
            <a href="/" className="font-semibold text-brand-800 underline">
              View site
            </a>
            <ChangePasswordButton />
            <button
              type="button"
              disabled={leaving}
              className={SECONDARY_BUTTON}
              onClick={() => {
                setLeaving(true);
                void logOutAndLeave();
              }}
            >
              {leaving ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </div>
      </header>
      {/* Room below the last row, so a toast never sits over its buttons at the page end. */}
      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pt-8 pb-40 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
