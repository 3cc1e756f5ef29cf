// The customers index across function instances: orders of one shopper placed from separate OS
// processes at once, and a placement retried, must each be counted exactly once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import { CUSTOMER_LIST_PREFIX, customerRowFromKey } from '../../src/lib/customers/customer-list.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { papamoaOrderRequest, roomyPapamoaSlot, type OpenSlot } from '../fixtures/orders.ts';

runOnLocalBlobs();

let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  slot = await roomyPapamoaSlot(200);
  await setStockLevel('beef-bolognese', 500);
});

/** The list keys of a customer, read back as rows. */
async function listedRows(email: string) {
  const { blobs } = await openStore().list({
    prefix: `${CUSTOMER_LIST_PREFIX}/${customerIdOf(email)}/`,
  });
  return blobs.map((blob) => customerRowFromKey(blob.key.slice(CUSTOMER_LIST_PREFIX.length + 1)));
}

describe('the customers index from several instances', { timeout: 120_000 }, () => {
  it('12 orders of one shopper from 4 processes at once: all 12 counted, one list key', async () => {
    const email = 'busy.shopper@example.co.nz';
    const customer = { name: 'Busy Shopper', email, phone: '021 777 8888' };
    const calls = Array.from({ length: 12 }, () => ({
      handler: functionModule('orders'),
      path: '/api/orders',
      options: { json: papamoaOrderRequest(slot, { customer }), ip: newClientIp() },
    }));
    const answers = await callFromInstances(calls, { instances: 4, concurrency: 3 });
    expect(answers.map(({ status }) => status)).toEqual(Array.from({ length: 12 }, () => 201));
    const summary = await customerSummaries.get(customerIdOf(email));
    const ids = answers.map(({ body }) => (body as { id: string }).id).sort();
    expect(Object.keys(summary?.orders ?? {}).sort()).toEqual(ids);
    const rows = await listedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderCount: 12, email });
  });

  it('a placement sent twice (the same idempotency key) is one order, counted once', async () => {
    const email = 'retry.shopper@example.co.nz';
    const body = papamoaOrderRequest(slot, {
      customer: { name: 'Retry Shopper', email, phone: '021 777 9999' },
      idempotencyKey: randomUUID(),
    });
    const first = await call(orders, '/api/orders', { json: body });
    const again = await call(orders, '/api/orders', { json: body });
    expect(first.status).toBe(201);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    // And the same retry from two processes at once.
    const twice = await callFromInstances(
      [0, 1].map(() => ({
        handler: functionModule('orders'),
        path: '/api/orders',
        options: { json: body, ip: newClientIp() },
      })),
      { instances: 2 },
    );
    expect(twice.map((answer) => (answer.body as { id: string }).id)).toEqual([
      (first.body as { id: string }).id,
      (first.body as { id: string }).id,
    ]);
    const summary = await customerSummaries.get(customerIdOf(email));
    expect(Object.keys(summary?.orders ?? {})).toHaveLength(1);
    expect(await listedRows(email)).toEqual([expect.objectContaining({ orderCount: 1 })]);
  });
});
