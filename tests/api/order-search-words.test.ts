// The orders search's word index: an edit re-syncs an order's words whole (the old street's keys
// go), and a search reads the keys of one word, never the list's half-months or an order.
import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { OrderListPage } from '../../src/lib/admin/areas/orders.ts';
import type { OrderEditForm } from '../../src/lib/orders/order-edit.ts';
import { ORDER_WORDS_PREFIX, wordKeysOf } from '../../src/lib/orders/order-words.ts';
import type { BlobsCall } from '../../src/server/blobs/local-blobs-faults.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());

async function numbersFound(q: string, headers = team.staff) {
  const answer = await call(adminOrders, `/api/admin/orders?q=${encodeURIComponent(q)}`, {
    headers,
  });
  expect(answer.status).toBe(200);
  return (answer.body as OrderListPage).orders.map((order) => order.number);
}

const keysOf = async (prefix: string) =>
  (await retryingStore().list({ prefix })).blobs.map((blob) => blob.key);

describe('the order search word index', () => {
  it('follows an edited address: the new street finds it, the old street’s keys are gone', async () => {
    const order = await placeTestOrder({
      customer: { name: 'Wiremu Street', email: 'wiremu@example.co.nz', phone: '021 222 3333' },
    });
    const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
      json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
      headers: team.staff,
      params: { id: order.id },
    });
    expect(paid.status).toBe(200);
    expect(await numbersFound('marine pde')).toContain(order.number);
    const form = await call(adminOrders, `/api/admin/orders/${order.id}/edit`, {
      headers: team.staff,
      params: { id: order.id },
    });
    const { revision } = form.body as OrderEditForm;
    const edited = await call(adminOrders, `/api/admin/orders/${order.id}/edit`, {
      json: {
        revision,
        items: [{ productId: 'beef-bolognese', quantity: 2 }],
        customer: { name: 'Wiremu Street', email: 'wiremu@example.co.nz', phone: '021 222 3333' },
        address: {
          line1: '7 Harbour View Rd',
          suburb: 'Tauranga Central',
          city: 'Tauranga',
          postcode: '3110',
        },
      },
      headers: team.staff,
      params: { id: order.id },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await numbersFound('harbour view')).toContain(order.number);
    expect(await numbersFound('marine pde')).not.toContain(order.number);
    const words = await keysOf(`${ORDER_WORDS_PREFIX}/`);
    const ofOrder = words.filter((key) => key.includes(order.id));
    const stored = await getOrder(order.id);
    expect(ofOrder.sort()).toEqual(stored ? wordKeysOf(stored) : []);
    expect(ofOrder.some((key) => key.startsWith(`${ORDER_WORDS_PREFIX}/marine/`))).toBe(false);
    // The row the search shows is the order as it is now (paid), not as it was placed.
    expect(ofOrder.every((key) => key.includes('~paid~'))).toBe(true);
  });

  it('answers a search from one listing of the word’s keys, reading no order', async () => {
    for (let n = 0; n < 6; n += 1) {
      await placeTestOrder({
        customer: {
          name: `Shopper ${String(n)}`,
          email: `s${String(n)}@example.co.nz`,
          phone: '021 444 5555',
        },
      });
    }
    const calls: BlobsCall[] = [];
    blobs.setFaults({
      rate: 0,
      pick: (blobsCall) => {
        calls.push(blobsCall);
        return null;
      },
    });
    try {
      expect(await numbersFound('marine')).toHaveLength(6);
    } finally {
      blobs.setFaults(null);
    }
    const listings = calls.filter((blobsCall) => blobsCall.key === '');
    expect(listings).toHaveLength(1);
    expect(calls.filter((blobsCall) => blobsCall.key.startsWith('orders/'))).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(10);
  });

  it('is for signed-in staff only (401)', async () => {
    const answer = await call(adminOrders, '/api/admin/orders?q=marine', { headers: {} });
    expect(answer.status).toBe(401);
  });
});
