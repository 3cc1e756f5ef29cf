import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { matchAdminRoute, type AdminRoute } from '../../lib/admin-routes.ts';
import Toaster from '../toast/Toaster.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { showPendingToast } from './pending-toast.ts';
import { $adminPath } from './router.ts';
import { SettingsScreen } from './settings/SettingsScreen.tsx';
import { EditUserScreen } from './users/EditUserScreen.tsx';
import { NewUserScreen } from './users/NewUserScreen.tsx';
import { UsersScreen } from './users/UsersScreen.tsx';

const TITLES: Record<AdminRoute['screen'], string> = {
  login: 'Admin Login',
  dashboard: 'Dashboard',
  users: 'Users',
  'user-new': 'New user',
  'user-edit': 'Edit user',
  settings: 'Settings',
  'not-found': '404 Page Not Found',
};

function screenFor(route: AdminRoute): ReactNode {
  switch (route.screen) {
    case 'dashboard':
      return <DashboardScreen />;
    case 'users':
      return <UsersScreen />;
    case 'user-new':
      return <NewUserScreen />;
    case 'user-edit':
      return <EditUserScreen userId={route.userId} />;
    case 'settings':
      return <SettingsScreen />;
    case 'login':
    case 'not-found':
      return null;
  }
}

/** The back office: one client-side app for every /admin/* path, without the public navigation. */
function AdminApp() {
  const path = useStore($adminPath);
  const route = matchAdminRoute(path);
  useEffect(() => {
    showPendingToast();
  }, []);
  useEffect(() => {
    document.title = `${TITLES[route.screen]} | Cube Kitchen Admin`;
  }, [route.screen]);

  let view: ReactNode;
  if (route.screen === 'login') view = <LoginScreen />;
  else if (route.screen === 'not-found') view = <AdminNotFound />;
  else {
    view = <AdminGuard route={route} page={() => <AdminLayout>{screenFor(route)}</AdminLayout>} />;
  }
  return (
    <>
      {view}
      <Toaster />
    </>
  );
}

export default withErrorBoundary(AdminApp);
