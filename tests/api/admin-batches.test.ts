// Batches: staff record cooks (their packs go into stock once), correct them, set meals' shelf
// lives; packing takes packs from batches first-expiry-first-out, staff may choose by hand, a
// refund with restock gives packs back, and the maintenance job withdraws batches past their date.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import adminBatches from '../../netlify/functions/admin-batches.mts';
import adminInventory from '../../netlify/functions/admin-inventory.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminStandingOrders from '../../netlify/functions/admin-standing-orders.mts';
import type { InventoryRow } from '../../src/lib/admin/areas/inventory.ts';
import type { Forecast } from '../../src/lib/standing-orders/forecast.ts';
import type { AllocationView, BatchView } from '../../src/lib/admin/areas/batches.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { PackingSlips } from '../../src/lib/orders/packing-slip.ts';
import type { Receipt } from '../../src/lib/orders/receipt.ts';
import { timeBudget } from '../../src/lib/system/time-budget.ts';
import { withdrawPastBestBefore } from '../../src/server/batches/past-best-before.ts';
import { batchById, batchesWithLot, ordersOfBatch } from '../../src/server/batches/store.ts';
import { withdrawFromSale } from '../../src/server/batches/withdraw.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { movementPage } from '../../src/server/inventory/stock-history.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { CROSS_SITE, grantPermissions, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(async () => {
  await seedShop();
});

const BEEF = 'beef-bolognese';
const VEG = 'super-veg-sauce';
const LAMB = 'lamb-rogan-josh';
const DAY = '2026-12-03';

const send = (method: string, path: string, json?: unknown, headers = team.staff) =>
  call(adminBatches, path, { method, headers, ...(json === undefined ? {} : { json }) });

/** Records a batch as staff; the answer must be 201. */
async function record(body: Record<string, unknown>): Promise<BatchView> {
  const answer = await send('POST', '/api/admin/batches', {
    requestId: randomUUID(),
    productId: BEEF,
    madeOn: '2026-11-20',
    packsMade: 10,
    lots: [{ supplier: 'Farmer Jo', ingredient: 'Beef mince', lot: 'L-2231' }],
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as BatchView;
}

const orderAction = (orderId: string, action: string, json: unknown) =>
  call(adminOrders, `/api/admin/orders/${orderId}/${action}`, {
    json,
    headers: team.staff,
    params: { id: orderId },
  });

/** An order of `items` for DAY, paid and packed through the orders routes. */
async function packedOrder(items: { productId: string; quantity: number }[]) {
  const order = await placeTestOrder({ date: DAY, items });
  const paid = await orderAction(order.id, 'status', {
    status: 'paid',
    receivedOn: nzDateOf(new Date()),
  });
  expect(paid.status).toBe(200);
  expect((await orderAction(order.id, 'status', { status: 'packed' })).status).toBe(200);
  return order;
}

async function allocation(orderId: string): Promise<AllocationView> {
  const answer = await call(adminBatches, `/api/admin/batch-allocations/${orderId}`, {
    headers: team.staff,
    params: { orderId },
  });
  expect(answer.status).toBe(200);
  return answer.body as AllocationView;
}

describe('POST /api/admin/batches', () => {
  it('records a cook with a generated code and best-before, and adds its packs to stock once', async () => {
    await setStockLevel(VEG, 5);
    const requestId = randomUUID();
    const body = { requestId, productId: VEG, madeOn: '2026-11-28', packsMade: 40, lots: [] };
    const first = await send('POST', '/api/admin/batches', body);
    expect(first.status).toBe(201);
    const batch = first.body as BatchView;
    expect(batch).toMatchObject({
      id: requestId,
      code: 'SVS-261128-1',
      bestBefore: '2027-05-27',
      packsMade: 40,
      packsLeft: 40,
      createdBy: { username: 'packer' },
    });
    // The same form sent again finds the batch and adds nothing.
    const again = await send('POST', '/api/admin/batches', body);
    expect(again.status).toBe(200);
    expect((await stockLevels.get(VEG))?.onHand).toBe(45);
    const page = await movementPage(VEG);
    expect(page.movements.filter((movement) => movement.reason === 'received')).toEqual([
      expect.objectContaining({ quantity: 40, note: 'Batch SVS-261128-1' }),
    ]);
    const second = await send('POST', '/api/admin/batches', { ...body, requestId: randomUUID() });
    expect((second.body as BatchView).code).toBe('SVS-261128-2');
  });

  it('takes the best-before and code staff give, and refuses a code already used', async () => {
    const batch = await record({ code: 'bb-own-1', bestBefore: '2027-01-31' });
    expect(batch).toMatchObject({ code: 'BB-OWN-1', bestBefore: '2027-01-31' });
    const taken = await send('POST', '/api/admin/batches', {
      requestId: randomUUID(),
      productId: BEEF,
      madeOn: '2026-11-20',
      packsMade: 1,
      lots: [],
      code: 'BB-OWN-1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: 'code_taken' });
  });

  it.each([
    ['packsMade', { packsMade: 0 }],
    ['madeOn', { madeOn: '2026-02-30' }],
    ['lots', { lots: [{ supplier: 'A', ingredient: 'B', lot: ' / ' }] }],
    ['productId', { productId: 'Not A Meal' }],
    ['requestId', { requestId: 'again' }],
  ])('refuses a bad %s with 400', async (field, change) => {
    const answer = await send('POST', '/api/admin/batches', {
      requestId: randomUUID(),
      productId: BEEF,
      madeOn: '2026-11-20',
      packsMade: 5,
      lots: [],
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it('refuses a best-before before the day it was made, and a meal that does not exist', async () => {
    const early = await send('POST', '/api/admin/batches', {
      requestId: randomUUID(),
      productId: BEEF,
      madeOn: '2026-11-20',
      bestBefore: '2026-11-19',
      packsMade: 5,
      lots: [],
    });
    expect(early.status).toBe(400);
    const missing = await send('POST', '/api/admin/batches', {
      requestId: randomUUID(),
      productId: 'no-such-meal',
      madeOn: '2026-11-20',
      packsMade: 5,
      lots: [],
    });
    expect(missing.status).toBe(400);
  });

  it('answers 401 without a session and 403 cross-site', async () => {
    const body = {
      requestId: randomUUID(),
      productId: BEEF,
      madeOn: '2026-11-20',
      packsMade: 1,
      lots: [],
    };
    expect((await send('POST', '/api/admin/batches', body, {})).status).toBe(401);
    const cross = await send('POST', '/api/admin/batches', body, { ...team.staff, ...CROSS_SITE });
    expect(cross.status).toBe(403);
    expect(await batchById(body.requestId)).toBeNull();
  });
});

describe('PATCH /api/admin/batches/:batchId and the lists', () => {
  it('corrects the code, best-before and lots; the lot index follows', async () => {
    const batch = await record({
      lots: [{ supplier: 'Mill', ingredient: 'Flour', lot: 'F 77/a' }],
    });
    const edit = await call(adminBatches, `/api/admin/batches/${batch.id}`, {
      method: 'PATCH',
      headers: team.staff,
      params: { batchId: batch.id },
      json: {
        code: 'BB-FIXED-9',
        bestBefore: '2027-03-01',
        lots: [{ supplier: 'Mill', ingredient: 'Flour', lot: 'F 78' }],
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ code: 'BB-FIXED-9', bestBefore: '2027-03-01' });
    expect((await batchesWithLot('f78')).map((found) => found.id)).toEqual([batch.id]);
    expect(await batchesWithLot('F77A')).toEqual([]);
    const list = await call(adminBatches, `/api/admin/batches?productId=${BEEF}`, {
      headers: team.staff,
    });
    expect((list.body as BatchView[]).some((found) => found.code === 'BB-FIXED-9')).toBe(true);
    const bad = await call(adminBatches, `/api/admin/batches/${batch.id}`, {
      method: 'PATCH',
      headers: team.staff,
      params: { batchId: batch.id },
      json: { bestBefore: '2026-01-01' },
    });
    expect(bad.status).toBe(400);
    const missing = await call(adminBatches, `/api/admin/batches/${randomUUID()}`, {
      method: 'PATCH',
      headers: team.staff,
      params: { batchId: randomUUID() },
      json: { code: 'X-1' },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps a meal’s shelf life and code letters, which the next batch follows', async () => {
    const saved = await call(adminBatches, `/api/admin/batch-settings/${BEEF}`, {
      method: 'PUT',
      headers: team.staff,
      params: { productId: BEEF },
      json: { shelfLifeDays: 30, shortCode: 'bol' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ shelfLifeDays: 30, shortCode: 'BOL', own: true });
    const batch = await record({ madeOn: '2026-11-01' });
    expect(batch).toMatchObject({ code: 'BOL-261101-1', bestBefore: '2026-12-01' });
    const bad = await call(adminBatches, `/api/admin/batch-settings/${BEEF}`, {
      method: 'PUT',
      headers: team.staff,
      params: { productId: BEEF },
      json: { shelfLifeDays: 0 },
    });
    expect(bad.status).toBe(400);
    const list = await call(adminBatches, '/api/admin/batch-settings', { headers: team.staff });
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: BEEF, shelfLifeDays: 30 })]),
    );
    await call(adminBatches, `/api/admin/batch-settings/${BEEF}`, {
      method: 'PUT',
      headers: team.staff,
      params: { productId: BEEF },
      json: { shelfLifeDays: 180 },
    });
  });
});

describe('packs leave by batch', () => {
  it('allocates a packed order first-expiry-first-out, by hand on request, and gives refunded packs back', async () => {
    await grantPermissions('packer', ['refunds']);
    const later = await record({ productId: LAMB, code: 'LRJ-LATE', bestBefore: '2027-04-01' });
    const sooner = await record({
      productId: LAMB,
      code: 'LRJ-SOON',
      bestBefore: '2027-01-01',
      packsMade: 3,
    });
    const order = await packedOrder([{ productId: LAMB, quantity: 5 }]);
    const packed = await allocation(order.id);
    expect(packed.lines).toEqual([
      expect.objectContaining({ batchId: sooner.id, packs: 3, code: 'LRJ-SOON' }),
      expect.objectContaining({ batchId: later.id, packs: 2, code: 'LRJ-LATE' }),
    ]);
    expect(await ordersOfBatch(sooner.id)).toEqual([order.id]);
    // The packing slip and the receipt print each line's batches and best-before.
    const slips = await call(adminOrders, `/api/admin/packing-slips?ids=${order.id}`, {
      headers: team.staff,
    });
    const printed = [
      { code: 'LRJ-SOON', bestBefore: '2027-01-01', packs: 3 },
      { code: 'LRJ-LATE', bestBefore: '2027-04-01', packs: 2 },
    ];
    expect((slips.body as PackingSlips).slips[0]?.lines[0]?.batches).toEqual(printed);
    const receipt = await call(adminOrders, `/api/admin/orders/${order.id}/receipt`, {
      headers: team.staff,
      params: { id: order.id },
    });
    expect((receipt.body as Receipt).lines[0]?.batches).toEqual(printed);

    // By hand: all five from the later batch.
    const put = (lines: unknown) =>
      call(adminBatches, `/api/admin/batch-allocations/${order.id}`, {
        method: 'PUT',
        headers: team.staff,
        params: { orderId: order.id },
        json: { lines },
      });
    const byHand = await put([{ productId: LAMB, batchId: later.id, packs: 5 }]);
    expect(byHand.status).toBe(200);
    expect((byHand.body as AllocationView).manual).toBe(true);
    expect((await batchById(sooner.id))?.given).toEqual({});
    expect((await batchById(later.id))?.given).toEqual({ [order.id]: 5 });
    expect(await ordersOfBatch(sooner.id)).toEqual([]);
    expect((await put([{ productId: LAMB, batchId: later.id, packs: 4 }])).status).toBe(409);
    const short = await put([{ productId: LAMB, batchId: sooner.id, packs: 5 }]);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ reason: 'batch_short' });
    expect((await batchById(later.id))?.given).toEqual({ [order.id]: 5 });

    // A refund that puts 2 packs back into stock gives them back to their batch.
    const refund = await orderAction(order.id, 'refund', {
      lines: [{ productId: LAMB, quantity: 2 }],
      restock: true,
      reason: 'Damaged in the freezer',
    });
    expect(refund.status).toBe(200);
    expect((await batchById(later.id))?.given).toEqual({ [order.id]: 3 });
  });

  it('changes by hand only the meals named: a meal no batch was recorded for keeps none', async () => {
    const THAI = 'thai-green-curry';
    await setStockLevel('butter-chicken', 50);
    const one = await record({ productId: THAI, code: 'TGC-ONE', packsMade: 5 });
    const two = await record({ productId: THAI, code: 'TGC-TWO', packsMade: 5 });
    const order = await packedOrder([
      { productId: THAI, quantity: 2 },
      { productId: 'butter-chicken', quantity: 2 },
    ]);
    expect((await allocation(order.id)).needs).toHaveLength(2);
    const answer = await call(adminBatches, `/api/admin/batch-allocations/${order.id}`, {
      method: 'PUT',
      headers: team.staff,
      params: { orderId: order.id },
      json: { lines: [{ productId: THAI, batchId: two.id, packs: 2 }] },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as AllocationView).lines).toEqual([
      expect.objectContaining({ productId: THAI, batchId: two.id, packs: 2, code: 'TGC-TWO' }),
    ]);
    expect((await batchById(one.id))?.given).toEqual({});
    // A batch of another meal is refused.
    const wrong = await call(adminBatches, `/api/admin/batch-allocations/${order.id}`, {
      method: 'PUT',
      headers: team.staff,
      params: { orderId: order.id },
      json: { lines: [{ productId: 'butter-chicken', batchId: two.id, packs: 2 }] },
    });
    expect(wrong.status).toBe(400);
  });

  it('takes nothing before packing and refuses a hand allocation then', async () => {
    const order = await placeTestOrder({ date: DAY, items: [{ productId: BEEF, quantity: 1 }] });
    expect((await allocation(order.id)).lines).toEqual([]);
    const put = await call(adminBatches, `/api/admin/batch-allocations/${order.id}`, {
      method: 'PUT',
      headers: team.staff,
      params: { orderId: order.id },
      json: { lines: [{ productId: LAMB, batchId: randomUUID(), packs: 1 }] },
    });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ reason: 'not_packed' });
  });
});

describe('past best-before', () => {
  it('takes a batch past its date out of sale once, with a movement, and tells the shop', async () => {
    await setStockLevel(VEG, 0);
    const batch = await record({
      productId: VEG,
      code: 'SVS-OLD',
      madeOn: '2026-10-01',
      bestBefore: '2026-11-01',
      packsMade: 6,
    });
    const now = new Date('2026-11-28T23:00:00.000Z');
    expect(await withdrawPastBestBefore(now, timeBudget(10_000))).toContain('SVS-OLD');
    expect(await withdrawPastBestBefore(now, timeBudget(10_000))).not.toContain('SVS-OLD');
    expect((await stockLevels.get(VEG))?.onHand).toBe(0);
    expect((await batchById(batch.id))?.withdrawals).toEqual([
      expect.objectContaining({ reason: 'past_best_before', packs: 6, stockMoved: true, by: null }),
    ]);
    const moved = (await movementPage(VEG)).movements.filter(
      (movement) => movement.reason === 'past_best_before',
    );
    expect(moved).toEqual([expect.objectContaining({ quantity: -6, note: 'Batch SVS-OLD' })]);
    const told = (await outbox.list()).filter((mail) =>
      mail.subject.startsWith('Past best-before'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('SVS-OLD');
  });
});

describe('withdrawals at once', () => {
  it('takes a batch out of sale once when a recall and a retry withdraw it at the same moment', async () => {
    await setStockLevel(LAMB, 0);
    const batch = await record({ productId: LAMB, code: 'LRJ-TWICE', packsMade: 7 });
    await setStockLevel(LAMB, 20);
    const owner = { id: 'owner-id', username: 'owner' };
    const taken = await Promise.all(
      Array.from({ length: 4 }, () => withdrawFromSale(batch.id, 'recalled', owner)),
    );
    expect(taken.map((one) => one.packs).filter((packs) => packs > 0).length).toBeGreaterThan(0);
    expect((await stockLevels.get(LAMB))?.onHand).toBe(13);
    const moved = (await movementPage(LAMB)).movements.filter(
      (movement) => movement.reason === 'recalled',
    );
    expect(moved).toEqual([expect.objectContaining({ quantity: -7, note: 'Batch LRJ-TWICE' })]);
  });
});

describe('packs in date on the delivery day', () => {
  it('the low-stock status and the forecast leave out packs past their best-before by then', async () => {
    const MUSHROOM = 'mushroom-stroganoff';
    await setStockLevel(MUSHROOM, 0);
    const today = nzDateOf(new Date());
    await record({
      productId: MUSHROOM,
      madeOn: addDays(today, -10),
      bestBefore: today,
      packsMade: 8,
    });
    await record({ productId: MUSHROOM, madeOn: addDays(today, -1), packsMade: 4 });
    const inventory = await call(adminInventory, '/api/admin/inventory', { headers: team.staff });
    const row = (inventory.body as InventoryRow[]).find((found) => found.productId === MUSHROOM);
    expect(row).toMatchObject({ available: 12, inDateTomorrow: 4, status: 'low' });

    await placeTestOrder({ date: DAY, items: [{ productId: MUSHROOM, quantity: 2 }] });
    const forecast = await call(adminStandingOrders, '/api/admin/standing-orders/forecast', {
      headers: team.staff,
    });
    const day = (forecast.body as Forecast).days.find((found) => found.date === DAY);
    // 10 packs for sale once the order holds its 2; the 8 of the batch best before today are gone.
    expect(day?.meals.find((meal) => meal.productId === MUSHROOM)).toMatchObject({
      packs: 2,
      inDate: 2,
    });
  });
});
