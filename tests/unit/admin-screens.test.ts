import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { campaignsArea } from '../../src/lib/admin/areas/campaigns.ts';
import { ordersArea } from '../../src/lib/admin/areas/orders.ts';
import { productsArea } from '../../src/lib/admin/areas/products.ts';
import { usersArea } from '../../src/lib/admin/areas/users.ts';
import { mayCall } from '../../src/lib/admin/permissions.ts';
import { matchAdminRoute } from '../../src/lib/admin/routes.ts';
import { ADMIN_SCREENS, screenHref } from '../../src/lib/admin/screens.ts';

const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('screenHref', () => {
  it('knows every screen of every area the back office has (ADMIN_AREAS finds them by file)', () => {
    expect(ADMIN_SCREENS).toEqual(ADMIN_AREAS.flatMap((area) => area.screens));
  });

  it('fills a screen’s path with its parameters, and the route table finds that screen', () => {
    expect(screenHref('orders')).toBe('/admin/orders');
    expect(screenHref('order', { orderId: ORDER_ID })).toBe(`/admin/orders/${ORDER_ID}`);
    expect(screenHref('special-date-edit', { date: '2026-12-24' })).toBe(
      '/admin/special-dates/2026-12-24/edit',
    );
    expect(matchAdminRoute(screenHref('packing-slip', { id: ORDER_ID }))).toMatchObject({
      kind: 'screen',
      screen: { id: 'packing-slip' },
      params: { id: ORDER_ID },
    });
  });

  it('percent-encodes parameters and adds a query string, keeping a list’s commas', () => {
    expect(screenHref('promo-code-edit', { code: 'A/B' })).toBe(
      '/admin/marketing/promo-codes/A%2FB',
    );
    expect(screenHref('packing-slips', {}, { date: '2026-12-24', slot: 'papamoa tue&1' })).toBe(
      '/admin/orders/slips?date=2026-12-24&slot=papamoa+tue%261',
    );
    expect(screenHref('packing-slips', {}, { ids: 'a,b' })).toBe('/admin/orders/slips?ids=a,b');
    expect(screenHref('run-sheet', {}, {})).toBe('/admin/orders/run-sheet');
  });

  it('takes only a screen’s own parameters (checked by the type checker)', () => {
    // @ts-expect-error: the order screen needs its orderId.
    expect(() => screenHref('order', {})).toThrow();
    // @ts-expect-error: no screen has this id.
    expect(() => screenHref('nowhere')).toThrow();
  });
});

describe('mayCall', () => {
  const admin = { role: 'admin' } as const;
  const staff = { role: 'staff', permissions: [] } as const;
  const refunder = { role: 'staff', permissions: ['refunds'] } as const;

  it('follows the route’s roles', () => {
    expect(mayCall(admin, usersArea.api.create)).toBe(true);
    expect(mayCall(staff, usersArea.api.create)).toBe(false);
    expect(mayCall(staff, campaignsArea.api.list)).toBe(true);
    expect(mayCall(staff, campaignsArea.api.send)).toBe(false);
  });

  it('asks staff for a permission the route always needs; admins have it', () => {
    expect(mayCall(admin, ordersArea.api.refund)).toBe(true);
    expect(mayCall(staff, ordersArea.api.refund)).toBe(false);
    expect(mayCall(refunder, ordersArea.api.refund)).toBe(true);
  });

  it('lets staff call a route that needs a permission only for some requests', () => {
    expect(mayCall(staff, productsArea.api.replace)).toBe(true);
  });
});
