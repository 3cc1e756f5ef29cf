import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, matchAdminRoute, roleMayOpen } from '../../src/lib/admin-routes.ts';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

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
    expect(matchAdminRoute(path).screen).toBe(screen);
  });

  it('reads the user id of an edit path, and nothing that is not an id', () => {
    expect(matchAdminRoute(`/admin/users/${USER_ID.toUpperCase()}/edit`)).toEqual({
      screen: 'user-edit',
      userId: USER_ID,
    });
    expect(matchAdminRoute('/admin/users/../settings/edit').screen).toBe('not-found');
    expect(matchAdminRoute('/admin/users/abc/edit').screen).toBe('not-found');
  });

  it('gives not-found for unknown paths and areas not built yet', () => {
    for (const path of ['/admin/nope', '/admin/inventory', '/admin/users/new/extra', '/adminx']) {
      expect(matchAdminRoute(path).screen).toBe('not-found');
    }
  });
});

describe('roleMayOpen', () => {
  it('lets staff open the dashboard but not users or settings; admins open everything', () => {
    const staffScreens = [
      '/admin/dashboard',
      '/admin/users',
      '/admin/users/new',
      '/admin/settings',
    ].map((path) => [path, roleMayOpen(matchAdminRoute(path), 'staff')] as const);
    expect(staffScreens).toEqual([
      ['/admin/dashboard', true],
      ['/admin/users', false],
      ['/admin/users/new', false],
      ['/admin/settings', false],
    ]);
    for (const { href } of ADMIN_NAV)
      expect(roleMayOpen(matchAdminRoute(href), 'admin')).toBe(true);
  });

  it('leaves the login and not-found views open to everyone', () => {
    expect(roleMayOpen({ screen: 'login' }, 'staff')).toBe(true);
    expect(roleMayOpen({ screen: 'not-found' }, 'staff')).toBe(true);
  });
});
