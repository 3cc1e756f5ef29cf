import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { matchAdminRoute, titleOf, type AdminRoute } from '../../lib/admin/routes.ts';
import Toaster from '../toast/Toaster.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';
import { adminQueryClient } from './api/query-client.ts';
import { showPendingToast } from './pending-toast.ts';
import { $adminPath } from './router.ts';
import { screenComponentOf } from './screen-registry.ts';
import { Spinner } from './Spinner.tsx';

const queryClient = adminQueryClient();

// The login form and its form library load only on /admin/login: a signed-in screen never needs
// them, and they were a sixth of the back office's first script.
const LoginScreen = lazy(() =>
  import('./LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);

/**
 * The view for a route. The screen is keyed by its path, so moving between two addresses of one
 * screen component (a zone's edit form to another zone's) starts it afresh, never with the last
 * one's form state.
 */
function viewFor(route: AdminRoute, path: string): ReactNode {
  if (route.kind === 'login') {
    return (
      <Suspense fallback={<Spinner />}>
        <LoginScreen />
      </Suspense>
    );
  }
  const Screen = route.kind === 'screen' ? screenComponentOf(route.screen.id) : undefined;
  if (route.kind === 'not-found' || !Screen) return <AdminNotFound />;
  return (
    <AdminGuard
      route={route}
      page={() => (
        <AdminLayout>
          <Suspense fallback={<Spinner />}>
            <Screen key={path} params={route.params} />
          </Suspense>
        </AdminLayout>
      )}
    />
  );
}

/** The back office: one client-side app for every /admin/* path, without the public navigation. */
function AdminApp() {
  const path = useStore($adminPath);
  const route = matchAdminRoute(path);
  useEffect(() => {
    showPendingToast();
  }, []);
  const title = titleOf(route);
  useEffect(() => {
    document.title = `${title} | Cube Kitchen Admin`;
  }, [title]);
  return (
    <QueryClientProvider client={queryClient}>
      {viewFor(route, path)}
      <Toaster />
    </QueryClientProvider>
  );
}

export default withErrorBoundary(AdminApp);
