import { describe, expect, it } from 'vitest';
import { backInStockEmail } from '../../src/lib/emails/back-in-stock.ts';
import { lowStockAlertEmail } from '../../src/lib/emails/low-stock-alert.ts';
import { inventoryCsv } from '../../src/lib/inventory/inventory-csv.ts';
import { movementFor, movementKey } from '../../src/lib/inventory/movements.ts';
import { inventoryView, nextSort } from '../../src/lib/inventory/inventory-table.ts';
import { stockStatus } from '../../src/lib/inventory/stock-status.ts';

describe('thresholds and status', () => {
  it('is out at zero, low at or below the threshold, OK above', () => {
    expect(stockStatus(0, 5)).toBe('out');
    expect(stockStatus(1, 5)).toBe('low');
    expect(stockStatus(5, 5)).toBe('low');
    expect(stockStatus(6, 5)).toBe('ok');
    expect(stockStatus(0, 0)).toBe('out');
    expect(stockStatus(1, 0)).toBe('ok');
  });
});

describe('movements', () => {
  const at = new Date('2026-11-24T01:00:00Z');
  const change = { productId: 'beef-bolognese', before: 10, after: 7, seq: 4, at };

  it('records an order with its signed quantity and resulting level', () => {
    const by = { kind: 'shopper', id: 'shopper', name: 'Shopper' } as const;
    expect(movementFor({ kind: 'order', orderId: 'o-1', by }, change)).toEqual({
      seq: 4,
      causeId: 'order-o-1',
      productId: 'beef-bolognese',
      at: at.toISOString(),
      kind: 'order',
      quantity: -3,
      level: 7,
      actor: null,
      by,
      orderId: 'o-1',
    });
  });

  it('records nothing for a settled order or an order step that moved nothing', () => {
    expect(movementFor({ kind: 'order_settled', orderId: 'o-1' }, change)).toBeNull();
    const still = { ...change, after: 10 };
    const by = { kind: 'staff', id: 'u-1', name: 'packer' } as const;
    expect(movementFor({ kind: 'order_released', orderId: 'o-1', by }, still)).toBeNull();
  });

  it('records every adjustment, even a stocktake that found the count right', () => {
    const actor = { id: 'u-1', username: 'packer' };
    const cause = { kind: 'adjustment', adjustmentId: 'a-1', reason: 'stocktake', actor } as const;
    expect(movementFor(cause, { ...change, after: 10 })).toMatchObject({
      causeId: 'adjustment-a-1',
      quantity: 0,
      level: 10,
      reason: 'stocktake',
      actor,
    });
  });

  it('keys a product’s movements so the newest lists first', () => {
    const keys = [1, 2, 10, 11].map((seq) =>
      movementKey({ productId: 'beef-bolognese', seq, causeId: `order-${seq}` }),
    );
    expect(keys[0]).toBe('beef-bolognese/999999999998-order-1');
    expect([...keys].sort()).toEqual([...keys].reverse());
  });
});

describe('inventoryCsv', () => {
  it('makes formula-like names inert', () => {
    const csv = inventoryCsv([
      {
        productId: 'odd',
        name: '=HYPERLINK("x")',
        packsOnHand: 3,
        heldForOrders: 1,
        heldOnShelf: 1,
        available: 2,
        inDateTomorrow: 2,
        threshold: 5,
        ownThreshold: true,
        status: 'low',
        waiting: 4,
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`odd,"'=HYPERLINK(""x"")",3,1,2,5,Product,Low,4`);
  });
});

describe('inventoryView', () => {
  const row = (name: string, available: number, status: 'ok' | 'low' | 'out') => ({
    productId: name.toLowerCase(),
    name,
    packsOnHand: available,
    heldForOrders: 0,
    heldOnShelf: 0,
    available,
    inDateTomorrow: available,
    threshold: 5,
    ownThreshold: false,
    status,
    waiting: 0,
  });
  const rows = [row('Beta', 9, 'ok'), row('Alpha', 0, 'out'), row('Gamma', 3, 'low')];

  it('keeps the listed order until a column is chosen, then sorts either way', () => {
    expect(inventoryView(rows, null, false).map((r) => r.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
    const byAvailable = nextSort(null, 'available');
    expect(inventoryView(rows, byAvailable, false).map((r) => r.available)).toEqual([0, 3, 9]);
    const reversed = nextSort(byAvailable, 'available');
    expect(reversed.direction).toBe('descending');
    expect(inventoryView(rows, reversed, false).map((r) => r.available)).toEqual([9, 3, 0]);
    const byStatus = { key: 'status', direction: 'ascending' } as const;
    expect(inventoryView(rows, byStatus, false).map((r) => r.status)).toEqual(['out', 'low', 'ok']);
  });

  it('shows only low or out products when asked', () => {
    expect(inventoryView(rows, null, true).map((r) => r.name)).toEqual(['Alpha', 'Gamma']);
  });
});

describe('stock emails', () => {
  const name = '<b>Beef</b> & "Bolognese"';

  it('say how low a product is, with staff-entered names escaped in HTML', () => {
    const low = lowStockAlertEmail({ name, available: 2, threshold: 5 }, '/admin/inventory');
    expect(low.subject).toBe(`Low stock: ${name} is down to 2 packs`);
    expect(low.html).not.toContain('<b>Beef</b>');
    expect(low.html).toContain('&lt;b&gt;Beef&lt;/b&gt;');
    const out = lowStockAlertEmail({ name: 'Soup', available: 0, threshold: 5 }, '/x');
    expect(out.subject).toBe('Low stock: Soup is out of stock');
  });

  it('tell a waiting shopper the meal is back, once, with a link to it', () => {
    const email = backInStockEmail({ name }, 'https://shop.example/meals/beef');
    expect(email.subject).toBe(`${name} is back in stock`);
    expect(email.text).toContain('https://shop.example/meals/beef');
    expect(email.html).not.toContain('<b>Beef</b>');
  });
});
