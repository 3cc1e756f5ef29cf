import { describe, expect, it } from 'vitest';
import { matchAdminRoute } from '../../src/lib/admin/routes.ts';

const ORDER_ID = '0b7f3c1e-8a4d-4c2b-9e6f-1a2b3c4d5e6f';

const screenOf = (path: string) => {
  const route = matchAdminRoute(path);
  return route.kind === 'screen' ? { id: route.screen.id, params: route.params } : route.kind;
};

describe('the print screens of a delivery day', () => {
  it('are found by their paths, an order’s by its id', () => {
    expect(screenOf('/admin/orders/prep-list')).toEqual({ id: 'prep-list', params: {} });
    expect(screenOf('/admin/orders/run-sheet/')).toEqual({ id: 'run-sheet', params: {} });
    expect(screenOf('/admin/orders/slips')).toEqual({ id: 'packing-slips', params: {} });
    expect(screenOf(`/admin/orders/${ORDER_ID}/slip`)).toEqual({
      id: 'packing-slip',
      params: { id: ORDER_ID },
    });
    expect(screenOf(`/admin/orders/${ORDER_ID}/receipt`)).toEqual({
      id: 'order-receipt',
      params: { id: ORDER_ID },
    });
    expect(screenOf(`/admin/orders/${ORDER_ID}/credit-notes/rf-${ORDER_ID}`)).toEqual({
      id: 'credit-note',
      params: { id: ORDER_ID, refundId: `rf-${ORDER_ID}` },
    });
  });

  it('refuse an order path whose id is not an order id', () => {
    expect(screenOf('/admin/orders/CK-10001/slip')).toBe('not-found');
    expect(screenOf('/admin/orders/nope/receipt')).toBe('not-found');
  });
});
