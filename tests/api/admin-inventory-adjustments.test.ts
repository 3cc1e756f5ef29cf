import { beforeAll, describe, expect, it } from 'vitest';
import adjustmentsHandler from '../../netlify/functions/admin-inventory.mts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { listInventory } from '../../src/server/inventory/inventory-table.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { heldPacks } from '../../src/server/inventory/order-stock.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs();

let staff: Record<string, string> = {};

beforeAll(async () => {
  await seedShop();
  staff = await signedInAs('packer', 'staff');
});

function adjust(productId: string, json: unknown, headers: Record<string, string> = staff) {
  return call(adjustmentsHandler, `/api/admin/inventory/${productId}/adjustments`, {
    json,
    params: { productId },
    headers,
  });
}

const onHand = async (productId: string) => (await stockLevels.get(productId))?.onHand;

describe('POST /api/admin/inventory/{productId}/adjustments', () => {
  it('adds a delivery, removes spoiled packs, sets a stocktake and corrects either way', async () => {
    await setStockLevel('butter-chicken', 10);
    const steps: [unknown, number][] = [
      [{ reason: 'received', quantity: 24, note: 'Tuesday delivery' }, 34],
      [{ reason: 'damaged', quantity: 2 }, 32],
      [{ reason: 'thawed', quantity: 1 }, 31],
      [{ reason: 'spoiled', quantity: 1 }, 30],
      [{ reason: 'correction', quantity: -3 }, 27],
      [{ reason: 'correction', quantity: 5 }, 32],
      [{ reason: 'stocktake', countedOnShelf: 29 }, 29],
    ];
    for (const [json, expected] of steps) {
      const { status, body } = await adjust('butter-chicken', json);
      expect(status).toBe(201);
      expect(body).toMatchObject({ productId: 'butter-chicken', onHand: expected });
    }
    expect(await onHand('butter-chicken')).toBe(29);
  });

  it('keeps what open orders hold and records who adjusted, from what to what', async () => {
    await setStockLevel('super-veg-sauce', 20);
    await placeTestOrder({ items: [{ productId: 'super-veg-sauce', quantity: 2 }] });
    const { body } = await adjust('super-veg-sauce', { reason: 'received', quantity: 6 });
    expect(body).toEqual({ productId: 'super-veg-sauce', onHand: 24, heldForOrders: 2 });
    const entry = (await auditLog.list()).findLast(
      (item) => item.target === 'stock/super-veg-sauce' && item.action === 'stock.adjust',
    );
    expect(entry).toMatchObject({
      actor: { username: 'packer' },
      before: { onHand: 18 },
      after: { onHand: 24, reason: 'received', quantity: 6 },
    });
  });

  it('refuses with 409 to take stock below zero, and changes nothing', async () => {
    await setStockLevel('lamb-rogan-josh', 3);
    for (const json of [
      { reason: 'damaged', quantity: 4 },
      { reason: 'correction', quantity: -4 },
    ]) {
      const { status, body } = await adjust('lamb-rogan-josh', json);
      expect(status).toBe(409);
      expect(body).toMatchObject({ reason: 'not_enough_stock', available: 3 });
      expect((body as { message: string }).message).toBe(
        'Only 3 packs are in stock; stock cannot go below zero.',
      );
    }
    expect(await onHand('lamb-rogan-josh')).toBe(3);
  });

  it('answers 400 with a message beside each bad field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ reason: 'received', quantity: 0 }, { quantity: 'Enter at least 1 pack' }],
      [{ reason: 'received', quantity: 1.5 }, { quantity: 'Enter a whole number of packs' }],
      [{ reason: 'received' }, { quantity: 'Enter a whole number of packs' }],
      [{ reason: 'stocktake', countedOnShelf: -1 }, { countedOnShelf: 'Stock cannot be negative' }],
      [
        { reason: 'correction', quantity: 0 },
        { quantity: 'A correction changes stock by at least 1 pack' },
      ],
      [
        { reason: 'received', quantity: 2, note: 'x'.repeat(501) },
        { note: 'Keep the note under 500 characters' },
      ],
    ];
    for (const [json, errors] of cases) {
      const { status, body } = await adjust('butter-chicken', json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors });
    }
    const unknownReason = await adjust('butter-chicken', { reason: 'stolen', quantity: 1 });
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.body).toMatchObject({ errors: { reason: expect.any(String) as string } });
  });

  it('answers 404 for no such product', async () => {
    expect((await adjust('no-such-meal', { reason: 'received', quantity: 1 })).status).toBe(404);
  });

  it('lets admins adjust too', async () => {
    const admin = await signedInAs('owner', 'admin');
    expect(
      (await adjust('butter-chicken', { reason: 'received', quantity: 1 }, admin)).status,
    ).toBe(201);
  });
});

describe('a stocktake counts the packs on the shelf', () => {
  const packer = { kind: 'staff', id: 's-1', name: 'packer' } as const;

  /** Two open orders of the meal: 2 packs not yet packed (on the shelf), 3 packed in a box. */
  async function twoOpenOrders(productId: string) {
    await setStockLevel(productId, 20);
    await placeTestOrder({ items: [{ productId, quantity: 2 }] });
    const boxed = await placeTestOrder({ items: [{ productId, quantity: 3 }] });
    await changeOrderStatus(boxed.id, 'paid', packer, { receivedOn: '2026-11-20' });
    await changeOrderStatus(boxed.id, 'packed', packer);
  }

  it('subtracts the packs held for unpacked orders, not those already boxed, and says so', async () => {
    await twoOpenOrders('beef-bolognese');
    const row = (await listInventory()).find((item) => item.productId === 'beef-bolognese');
    expect(row).toMatchObject({ available: 15, heldForOrders: 5, heldOnShelf: 2 });

    const { status, body } = await adjust('beef-bolognese', {
      reason: 'stocktake',
      countedOnShelf: 14,
      note: 'Freezer 2',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ productId: 'beef-bolognese', onHand: 12, heldForOrders: 5 });
    const level = await stockLevels.get('beef-bolognese');
    expect(level?.onHand).toBe(12);
    expect(heldPacks(level ?? null)).toBe(5);
    const entry = (await auditLog.list()).findLast(
      (item) => item.target === 'stock/beef-bolognese' && item.action === 'stock.adjust',
    );
    expect(entry).toMatchObject({
      before: { onHand: 15 },
      after: { onHand: 12, reason: 'stocktake', countedOnShelf: 14, held: 2, note: 'Freezer 2' },
    });
  });

  it('refuses with 409 a count below the packs held on the shelf, and changes nothing', async () => {
    await twoOpenOrders('chicken-cacciatore');
    const { status, body } = await adjust('chicken-cacciatore', {
      reason: 'stocktake',
      countedOnShelf: 1,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      reason: 'count_below_held',
      heldOnShelf: 2,
      message:
        '2 packs are held for orders not yet packed, more than the 1 counted. Count again, including the packs held for those orders.',
    });
    expect(await onHand('chicken-cacciatore')).toBe(15);
    // Exactly the packs held on the shelf: nothing left for sale.
    expect(
      (await adjust('chicken-cacciatore', { reason: 'stocktake', countedOnShelf: 2 })).body,
    ).toMatchObject({ onHand: 0 });
  });
});
