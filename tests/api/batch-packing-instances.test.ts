// Packing from separate OS processes at once (as Netlify instances share no memory): every
// packed order takes its packs from the meal's batches, first expiry first, and no batch ever
// gives out more packs than it had; each order's allocation, its batches' counts and the
// batch-orders keys agree. An instance killed while it allocates (before a batch's count, the
// order's allocation or the batch's order key is written) leaves the rest to the maintenance job,
// which allocates the order once: the batch never counts its packs twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import adminBatches from '../../netlify/functions/admin-batches.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { BatchView } from '../../src/lib/admin/areas/batches.ts';
import { packsGivenOf } from '../../src/lib/batches/batch.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { allocationOf, batchById, ordersOfBatch } from '../../src/server/batches/store.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { callFromInstances, callUntilCrash, functionModule } from '../fixtures/instances.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { OPEN_CHANGE_GRACE_MS } from '../../src/server/orders/open-changes.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const LAMB = 'lamb-rogan-josh';
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel(LAMB, 200);
});

async function recordBatch(code: string, bestBefore: string, packsMade: number) {
  const answer = await call(adminBatches, '/api/admin/batches', {
    method: 'POST',
    headers: team.staff,
    json: {
      requestId: randomUUID(),
      productId: LAMB,
      madeOn: '2026-11-20',
      bestBefore,
      code,
      packsMade,
      lots: [],
    },
  });
  expect(answer.status).toBe(201);
  return answer.body as BatchView;
}

describe('packing from several processes at once', { timeout: 120_000 }, () => {
  it('never gives a batch more packs than it had; allocations, batch counts and keys agree', async () => {
    const sooner = await recordBatch('LRJ-A', '2027-01-10', 7);
    const later = await recordBatch('LRJ-B', '2027-02-10', 5);
    const orders = [];
    for (let index = 0; index < 8; index += 1) {
      const order = await placeTestOrder({
        date: '2026-12-03',
        items: [{ productId: LAMB, quantity: 2 }],
      });
      const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
        json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
        headers: team.staff,
        params: { id: order.id },
      });
      expect(paid.status).toBe(200);
      orders.push(order);
    }
    const answers = await callFromInstances(
      orders.map((order) => ({
        handler: functionModule('admin-orders'),
        path: `/api/admin/orders/${order.id}/status`,
        options: { json: { status: 'packed' }, headers: team.staff, params: { id: order.id } },
      })),
      { instances: 4, concurrency: 2 },
    );
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));

    const batches = await Promise.all([batchById(sooner.id), batchById(later.id)]);
    // 16 packs were packed from 12 made: both batches give all they had, never more.
    expect(batches.map((batch) => batch && packsGivenOf(batch))).toEqual([7, 5]);
    for (const batch of batches) {
      if (!batch) throw new Error('A batch went missing');
      const allocations = await Promise.all(Object.keys(batch.given).map(allocationOf));
      // What each order's allocation says it took of the batch is what the batch says it gave.
      Object.entries(batch.given).forEach(([orderId, packs], index) => {
        const lines = allocations[index]?.lines.filter((line) => line.batchId === batch.id);
        expect(lines, orderId).toEqual([expect.objectContaining({ packs })]);
      });
      expect((await ordersOfBatch(batch.id)).sort()).toEqual(Object.keys(batch.given).sort());
    }
    for (const order of orders) {
      const lines = (await allocationOf(order.id))?.lines ?? [];
      expect(lines.reduce((sum, line) => sum + line.packs, 0)).toBeLessThanOrEqual(2);
    }
  });
});

describe('an instance killed while it allocates a packed order', { timeout: 180_000 }, () => {
  const maintenanceLater = () =>
    runMaintenance({
      origin: SITE_ORIGIN,
      afterAnswer: () => undefined,
      now: new Date(Date.now() + OPEN_CHANGE_GRACE_MS + 60_000),
    });

  it.each([
    ['LRJ-K1', 'a batch counts its packs', /^batches\//],
    ['LRJ-K2', 'the order’s allocation is saved', /^batch-allocations\//],
    ['LRJ-K3', 'the batch’s order key is written', /^batch-orders\//],
  ])(
    '%s, killed before %s: the maintenance job allocates it once',
    async (code, _step, diesBefore) => {
      await recordBatch(code, '2027-03-10', 10);
      const order = await placeTestOrder({
        date: '2026-12-03',
        items: [{ productId: LAMB, quantity: 3 }],
      });
      const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
        json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
        headers: team.staff,
        params: { id: order.id },
      });
      expect(paid.status).toBe(200);
      await callUntilCrash(
        {
          handler: functionModule('admin-orders'),
          path: `/api/admin/orders/${order.id}/status`,
          options: { json: { status: 'packed' }, headers: team.staff, params: { id: order.id } },
        },
        diesBefore,
      );
      await maintenanceLater();
      await maintenanceLater();

      const lines = (await allocationOf(order.id))?.lines ?? [];
      expect(lines.reduce((sum, line) => sum + line.packs, 0)).toBe(3);
      // Each batch it took from counts what the allocation says, once, and lists the order.
      for (const line of lines) {
        expect((await batchById(line.batchId))?.given[order.id]).toBe(line.packs);
        expect(await ordersOfBatch(line.batchId)).toContain(order.id);
      }
    },
  );
});
