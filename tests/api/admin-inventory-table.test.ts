import { describe, expect, it } from 'vitest';
import inventoryHandler from '../../netlify/functions/admin-inventory.mts';
import type { InventoryRow, MovementPage } from '../../src/lib/admin/areas/inventory.ts';
import { movementKey } from '../../src/lib/inventory/movements.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { buildDashboard } from '../../src/server/admin/dashboard.ts';
import { lowStockAlerts } from '../../src/server/inventory/low-stock-alerts.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

function get(path: string, headers: Record<string, string> = team.staff) {
  return call(inventoryHandler, path, { headers });
}

function adjust(productId: string, json: unknown) {
  return call(inventoryHandler, `/api/admin/inventory/${productId}/adjustments`, {
    json,
    params: { productId },
    headers: team.staff,
  });
}

const movementsOf = async (productId: string, query = '') =>
  (await get(`/api/admin/inventory/${productId}/movements${query}`)).body as MovementPage;

describe('GET /api/admin/inventory', () => {
  it('lists every product: on hand, held, available, threshold and status', async () => {
    await setStockLevel('lamb-rogan-josh', 6);
    await setStockLevel('chicken-cacciatore', 0);
    await placeTestOrder({ items: [{ productId: 'lamb-rogan-josh', quantity: 2 }] });
    const { status, body } = await get('/api/admin/inventory', team.admin);
    expect(status).toBe(200);
    const rows = body as InventoryRow[];
    expect(rows).toHaveLength(9);
    expect(rows[0]?.name).toBe('Super Veg Sauce');
    expect(rows.find((row) => row.productId === 'lamb-rogan-josh')).toEqual({
      productId: 'lamb-rogan-josh',
      name: 'Lamb Rogan Josh',
      packsOnHand: 6,
      heldForOrders: 2,
      heldOnShelf: 2,
      available: 4,
      inDateTomorrow: 4,
      threshold: 5,
      ownThreshold: false,
      status: 'low',
      waiting: 0,
    });
    expect(rows.find((row) => row.productId === 'chicken-cacciatore')?.status).toBe('out');
    expect(rows.find((row) => row.productId === 'super-veg-sauce')?.status).toBe('ok');
  });
});

describe('GET /api/admin/inventory.csv', () => {
  it('exports the stock table with a byte-order mark, one row per product', async () => {
    const response = await inventoryHandler(
      new Request(new URL('/api/admin/inventory.csv', SITE_ORIGIN), { headers: team.staff }),
      { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inventory-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Product id,Product,On hand,Held for orders,Available,Low-stock threshold,Threshold from,Status,Waiting for restock',
    );
    expect(lines).toHaveLength(10);
    expect(lines.some((line) => line.startsWith('chicken-cacciatore,Chicken Cacciatore,'))).toBe(
      true,
    );
  });
});

describe('GET /api/admin/inventory/{productId}/movements', () => {
  it('lists orders, cancellations and adjustments newest first, with actor and order number', async () => {
    await setStockLevel('butter-chicken', 30);
    const order = await placeTestOrder({ items: [{ productId: 'butter-chicken', quantity: 3 }] });
    await changeOrderStatus(order.id, 'cancelled', { kind: 'staff', id: 's-1', name: 'packer' });
    await adjust('butter-chicken', { reason: 'damaged', quantity: 2, note: 'Freezer door' });
    const page = await movementsOf('butter-chicken');
    expect(page.name).toBe('Butter Chicken');
    expect(page.movements.slice(0, 4)).toMatchObject([
      {
        kind: 'adjustment',
        reason: 'damaged',
        quantity: -2,
        level: 28,
        note: 'Freezer door',
        actor: { username: 'packer' },
      },
      {
        kind: 'order_released',
        quantity: 3,
        level: 30,
        orderNumber: order.number,
        actor: null,
        by: { kind: 'staff', name: 'packer' },
      },
      {
        kind: 'order',
        quantity: -3,
        level: 27,
        orderNumber: order.number,
        by: { kind: 'shopper' },
      },
      { kind: 'adjustment', reason: 'stocktake', level: 30, actor: null },
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('pages 50 at a time and answers 404 for no such product, 400 for a bad cursor', async () => {
    await setStockLevel('thai-green-curry', 100);
    for (let step = 0; step < 54; step += 1) {
      await adjust('thai-green-curry', { reason: 'received', quantity: 1 });
    }
    const first = await movementsOf('thai-green-curry');
    expect(first.movements).toHaveLength(50);
    expect(first.movements[0]?.level).toBe(154);
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    const second = await movementsOf('thai-green-curry', `?cursor=${cursor}`);
    expect(second.movements.map((movement) => movement.level)).toEqual([104, 103, 102, 101, 100]);
    expect(second.nextCursor).toBeNull();
    expect((await get('/api/admin/inventory/no-such-meal/movements')).status).toBe(404);
    const tooLong = `?cursor=${'x'.repeat(301)}`;
    expect((await get(`/api/admin/inventory/thai-green-curry/movements${tooLong}`)).status).toBe(
      400,
    );
  });
});

describe('a movement whose record was never written', () => {
  it('is written out from the stock document when the history is read', async () => {
    await adjust('kids-chilli-con-carne', { reason: 'received', quantity: 4, note: 'Late van' });
    const latest = (await stockLevels.get('kids-chilli-con-carne'))?.lastMovement;
    if (!latest) throw new Error('The stock document keeps no latest movement');
    // As if the instance died between the stock write and the movement's own record.
    await stockMovements.delete(movementKey(latest));
    const page = await movementsOf('kids-chilli-con-carne');
    expect(page.movements[0]).toMatchObject({ seq: latest.seq, quantity: 4, note: 'Late van' });
    expect(await stockMovements.get(movementKey(latest))).toEqual(latest);
  });
});

describe('low-stock alerts', () => {
  const alertsFor = async (name: string) =>
    (await outbox.list()).filter((mail) => mail.subject.startsWith(`Low stock: ${name}`));

  it('emails the shop once when stock reaches the threshold, again only after a restock', async () => {
    await setStockLevel('mushroom-stroganoff', 12);
    await adjust('mushroom-stroganoff', { reason: 'spoiled', quantity: 7 });
    await placeTestOrder({ items: [{ productId: 'mushroom-stroganoff', quantity: 1 }] });
    await adjust('mushroom-stroganoff', { reason: 'thawed', quantity: 1 });
    const first = await alertsFor('Mushroom Stroganoff');
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Low stock: Mushroom Stroganoff is down to 5 packs');
    expect((await buildDashboard()).lowStock).toContainEqual(
      expect.objectContaining({ productId: 'mushroom-stroganoff', onHand: 3 }),
    );

    await adjust('mushroom-stroganoff', { reason: 'received', quantity: 20 });
    expect(await lowStockAlerts.get('mushroom-stroganoff')).toBeNull();
    expect((await buildDashboard()).lowStock.map((row) => row.productId)).not.toContain(
      'mushroom-stroganoff',
    );
    // The one pack on the shelf is held for the order placed above: none left for sale.
    const counted = await adjust('mushroom-stroganoff', { reason: 'stocktake', countedOnShelf: 1 });
    expect(counted.body).toMatchObject({ onHand: 0, heldForOrders: 1 });
    const second = await alertsFor('Mushroom Stroganoff');
    expect(second.map((mail) => mail.subject)).toContain(
      'Low stock: Mushroom Stroganoff is out of stock',
    );
    expect(second).toHaveLength(2);
  });
});
