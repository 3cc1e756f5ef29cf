import { describe, expect, it } from 'vitest';
import { currentNavHref, groupNavigation, isCurrentNav } from '../../src/lib/admin/nav-groups.ts';
import { adminNavigation } from '../../src/lib/admin/routes.ts';

describe('groupNavigation', () => {
  it('puts every link an admin sees in one named group, in the agreed groups', () => {
    const links = adminNavigation('admin');
    const groups = groupNavigation(links);
    expect(groups.map((group) => group.label)).toEqual([
      'Dashboard',
      'Orders',
      'Catalog',
      'Delivery',
      'Marketing',
      'People',
      'Accounts',
      'Settings',
    ]);
    expect(
      groups.flatMap((group) => group.links).sort((a, b) => a.href.localeCompare(b.href)),
    ).toEqual([...links].sort((a, b) => a.href.localeCompare(b.href)));
    expect(
      groups.find((group) => group.label === 'Orders')?.links.map((link) => link.label),
    ).toEqual(['Orders', 'Standing orders']);
  });

  it('leaves out groups a role has no screen in, and keeps a link no group names', () => {
    const staff = groupNavigation(adminNavigation('staff'));
    expect(staff.every((group) => group.links.length > 0)).toBe(true);
    expect(staff.flatMap((group) => group.links)).toHaveLength(adminNavigation('staff').length);
    const loose = groupNavigation([{ href: '/admin/kitchen', label: 'Kitchen' }]);
    expect(loose).toEqual([
      { label: 'Kitchen', links: [{ href: '/admin/kitchen', label: 'Kitchen' }] },
    ]);
  });

  it('marks the page and the pages under it current, not a path that only starts alike', () => {
    expect(isCurrentNav('/admin/orders', '/admin/orders')).toBe(true);
    expect(isCurrentNav('/admin/orders/abc', '/admin/orders')).toBe(true);
    expect(isCurrentNav('/admin/orders-bulk', '/admin/orders')).toBe(false);
  });

  it('highlights only the most specific link of a page under two', () => {
    const hrefs = ['/admin/orders', '/admin/accounts', '/admin/accounts/payouts'];
    expect(currentNavHref('/admin/accounts/payouts', hrefs)).toBe('/admin/accounts/payouts');
    expect(currentNavHref('/admin/accounts/payouts/po_1', hrefs)).toBe('/admin/accounts/payouts');
    expect(currentNavHref('/admin/accounts', hrefs)).toBe('/admin/accounts');
    expect(currentNavHref('/admin/orders/abc', hrefs)).toBe('/admin/orders');
    expect(currentNavHref('/admin/settings', hrefs)).toBeNull();
  });
});
