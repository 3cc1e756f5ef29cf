import { describe, expect, it, vi } from 'vitest';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { fillPath, matchPath } from '../../src/lib/admin/contract.ts';
import {
  adminNavigation,
  matchAdminRoute,
  roleMayOpen,
  titleOf,
} from '../../src/lib/admin/routes.ts';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const screenOf = (path: string) => {
  const route = matchAdminRoute(path);
  return route.kind === 'screen' ? route.screen.id : route.kind;
};

describe('matchAdminRoute', () => {
  it.each([
    ['/admin', 'login'],
    ['/admin/login', 'login'],
    ['/admin/dashboard', 'dashboard'],
    ['/admin/dashboard/', 'dashboard'],
    ['/admin/users', 'users'],
    ['/admin/users/new', 'user-new'],
    ['/admin/settings', 'settings'],
  ])('%s is the %s screen', (path, screen) => {
    expect(screenOf(path)).toBe(screen);
  });

  it('reads the user id of an edit path, and nothing that is not an id', () => {
    expect(matchAdminRoute(`/admin/users/${USER_ID.toUpperCase()}/edit`)).toMatchObject({
      kind: 'screen',
      screen: { id: 'user-edit' },
      params: { userId: USER_ID },
    });
    expect(screenOf('/admin/users/../settings/edit')).toBe('not-found');
    expect(screenOf('/admin/users/abc/edit')).toBe('not-found');
  });

  it('gives not-found for unknown paths and areas without screens yet', () => {
    for (const path of [
      '/admin/nope',
      '/admin/inventory/Not_An_Id',
      '/admin/users/new/x',
      '/adminx',
    ]) {
      expect(screenOf(path)).toBe('not-found');
    }
  });

  it('titles every route', () => {
    expect(titleOf(matchAdminRoute('/admin/login'))).toBe('Admin Login');
    expect(titleOf(matchAdminRoute('/admin/nope'))).toBe('404 Page Not Found');
    expect(titleOf(matchAdminRoute(`/admin/users/${USER_ID}/edit`))).toBe('Edit user');
  });
});

describe('roles and navigation', () => {
  it('lets staff open the dashboard but not users or settings; admins open everything', () => {
    const paths = ['/admin/dashboard', '/admin/users', '/admin/users/new', '/admin/settings'];
    expect(paths.map((path) => roleMayOpen(matchAdminRoute(path), 'staff'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(paths.every((path) => roleMayOpen(matchAdminRoute(path), 'admin'))).toBe(true);
  });

  it('leaves the login and not-found views open to everyone', () => {
    expect(roleMayOpen({ kind: 'login' }, 'staff')).toBe(true);
    expect(roleMayOpen({ kind: 'not-found' }, 'staff')).toBe(true);
  });

  it('lists the screens each role may open, in order', () => {
    expect(adminNavigation('admin').map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Orders',
      'Standing orders',
      'Customers',
      'Products',
      'Inventory',
      'Batches',
      'Recall',
      'Delivery zones',
      'Delivery slots',
      'Special dates',
      'Newsletters',
      'Marketing',
      'Users',
      'Accounts',
      'Payouts',
      'GST return',
      'Activity',
      'Settings',
    ]);
    expect(adminNavigation('staff')).toEqual([
      { href: '/admin/dashboard', label: 'Dashboard' },
      { href: '/admin/orders', label: 'Orders' },
      { href: '/admin/standing-orders', label: 'Standing orders' },
      { href: '/admin/customers', label: 'Customers' },
      { href: '/admin/products', label: 'Products' },
      { href: '/admin/inventory', label: 'Inventory' },
      { href: '/admin/batches', label: 'Batches' },
      { href: '/admin/recall', label: 'Recall' },
      { href: '/admin/delivery-zones', label: 'Delivery zones' },
      { href: '/admin/delivery-slots', label: 'Delivery slots' },
      { href: '/admin/special-dates', label: 'Special dates' },
      { href: '/admin/newsletters', label: 'Newsletters' },
      { href: '/admin/marketing', label: 'Marketing' },
    ]);
  });

  it('shows the Accounts area to admins, and to staff only once an admin granted it', () => {
    const accounts = matchAdminRoute('/admin/accounts');
    const labels = (who: Parameters<typeof adminNavigation>[0]) =>
      adminNavigation(who).map((entry) => entry.label);
    expect(roleMayOpen(accounts, 'admin')).toBe(true);
    expect(roleMayOpen(accounts, 'staff')).toBe(false);
    expect(roleMayOpen(accounts, { role: 'staff', permissions: ['refunds'] })).toBe(false);
    expect(roleMayOpen(accounts, { role: 'staff', permissions: ['accounts'] })).toBe(true);
    expect(labels({ role: 'staff', permissions: [] })).not.toContain('Accounts');
    expect(labels({ role: 'staff', permissions: ['accounts'] })).toContain('Accounts');
  });
});

describe('paths', () => {
  it('match their patterns segment by segment, decoding parameters', () => {
    expect(matchPath('/api/x/:id/handled', '/api/x/a%3Ab/handled')).toEqual({ id: 'a:b' });
    expect(matchPath('/api/x/:id', '/api/x/a/b')).toBeNull();
    expect(matchPath('/api/x/:id', '/api/x/')).toBeNull();
    expect(matchPath('/api/x/:id', '/api/x/%ZZ')).toBeNull();
  });

  it('are filled with encoded parameters', () => {
    expect(fillPath('/api/x/:id/handled', { id: 'a:b/c' })).toBe('/api/x/a%3Ab%2Fc/handled');
    expect(() => fillPath('/api/x/:id', {})).toThrow();
  });
});

describe('every area', () => {
  it('has unique screen paths and ids across the back office', () => {
    const screens = ADMIN_AREAS.flatMap((area) => area.screens);
    expect(new Set(screens.map((screen) => screen.id)).size).toBe(screens.length);
    expect(new Set(screens.map((screen) => screen.path)).size).toBe(screens.length);
  });
});

describe('the screens of the admin app', () => {
  it('are one component per contract screen, no more, no fewer', async () => {
    const { SCREEN_COMPONENTS } = await import('../../src/features/admin/screen-registry.ts');
    const contractIds = ADMIN_AREAS.flatMap((area) => area.screens.map((screen) => screen.id));
    expect(Object.keys(SCREEN_COMPONENTS).sort()).toEqual(contractIds.sort());
  });

  it('start loading the screen a link leads to, and nothing for an address with no screen', async () => {
    const { SCREEN_COMPONENTS, preloadScreenAt } =
      await import('../../src/features/admin/screen-registry.ts');
    const loads = new Map(
      Object.entries(SCREEN_COMPONENTS).map(([id, screen]) => [
        id,
        vi.spyOn(screen, 'load').mockResolvedValue({}),
      ]),
    );
    const loaded = () =>
      [...loads].filter(([, load]) => load.mock.calls.length > 0).map(([id]) => id);

    preloadScreenAt('/admin/orders?status=paid#top');
    expect(loaded()).toEqual(['orders']);
    preloadScreenAt(`/admin/users/${USER_ID}/edit`);
    expect(loaded().sort()).toEqual(['orders', 'user-edit']);
    preloadScreenAt('/admin/no-such-screen');
    preloadScreenAt('/admin/login');
    expect(loaded().sort()).toEqual(['orders', 'user-edit']);
    vi.restoreAllMocks();
  });

  it('leave a screen that fails to load to show its failure when opened', async () => {
    const { SCREEN_COMPONENTS, preloadScreenAt } =
      await import('../../src/features/admin/screen-registry.ts');
    const orders = SCREEN_COMPONENTS.orders;
    if (!orders) throw new Error('No orders screen');
    // A plain function, not a spy: a spy follows the promise it returns, which handles it.
    const { load } = orders;
    orders.load = () => Promise.reject(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadScreenAt('/admin/orders');
      await new Promise((settled) => setTimeout(settled, 20));
    } finally {
      process.off('unhandledRejection', unhandled);
      orders.load = load;
    }
    expect(unhandled).not.toHaveBeenCalled();
  });
});
