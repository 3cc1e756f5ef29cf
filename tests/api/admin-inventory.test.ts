import { beforeAll, describe, expect, it } from 'vitest';
import inventoryHandler from '../../netlify/functions/admin-inventory.mts';
import { auditLog } from '../../src/server/audit.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

let adminToken = '';
let staffToken = '';

beforeAll(async () => {
  await seedShop();
  adminToken = (await signedInUser('owner', 'admin')).token;
  staffToken = (await signedInUser('packer', 'staff')).token;
});

function setStock(productId: string, json: unknown, headers: Record<string, string> = {}) {
  return call(inventoryHandler, `/api/admin/inventory/${productId}`, {
    method: 'PUT',
    json,
    params: { productId },
    headers,
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('PUT /api/admin/inventory/{productId}', () => {
  it('sets the stock level for staff, keeps open orders’ holds and audits the change', async () => {
    await placeTestOrder({ items: [{ productId: 'super-veg-sauce', quantity: 2 }] });
    const before = (await stockLevels.get('super-veg-sauce'))?.onHand;
    const { status, body } = await setStock('super-veg-sauce', { onHand: 25 }, bearer(staffToken));
    expect(status).toBe(200);
    expect(body).toEqual({ productId: 'super-veg-sauce', onHand: 25, heldForOrders: 2 });
    const entry = (await auditLog.list()).find((item) => item.target === 'stock/super-veg-sauce');
    expect(entry).toMatchObject({
      action: 'stock.set',
      actor: { username: 'packer' },
      before: { onHand: before },
      after: { onHand: 25 },
    });
    const admin = await setStock('super-veg-sauce', { onHand: 0 }, bearer(adminToken));
    expect(admin.body).toMatchObject({ onHand: 0 });
  });

  it('answers 400 for a negative, fractional or missing level', async () => {
    const cases: [unknown, string][] = [
      [{ onHand: -1 }, 'Stock cannot be negative'],
      [{ onHand: 2.5 }, 'Enter a whole number of packs'],
      [{}, 'Enter a whole number of packs'],
      [{ onHand: 100_001 }, 'Use at most 100000 packs'],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await setStock('butter-chicken', json, bearer(staffToken));
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: { onHand: message } });
    }
  });

  it('answers 404 for a product that does not exist', async () => {
    for (const productId of ['no-such-meal', 'Not An Id']) {
      const { status } = await setStock(productId, { onHand: 3 }, bearer(adminToken));
      expect(status).toBe(404);
    }
    expect(await stockLevels.get('no-such-meal')).toBeNull();
  });

  it('answers 401 without a session and 403 to a cross-site request', async () => {
    expect((await setStock('butter-chicken', { onHand: 1 })).status).toBe(401);
    const crossSite = await setStock(
      'butter-chicken',
      { onHand: 1 },
      { ...bearer(adminToken), origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await stockLevels.get('butter-chicken'))?.onHand).not.toBe(1);
  });
});
