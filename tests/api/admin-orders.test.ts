import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import statusHandler from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/admin-orders.mts';
import type { Order } from '../../src/lib/orders/order.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

let adminToken = '';
let staffToken = '';
let staffId = '';
let delivery: Order;
let pickup: Order;

beforeAll(async () => {
  await seedShop();
  adminToken = (await signedInUser('owner', 'admin')).token;
  const staff = await signedInUser('packer', 'staff');
  staffToken = staff.token;
  staffId = staff.user.id;
  delivery = await placeTestOrder({ date: '2026-12-10' });
  pickup = await placeTestOrder({ date: '2026-12-11', method: 'pickup' });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function moveOrder(token: string, id: string, json: unknown, headers: Record<string, string> = {}) {
  return call(statusHandler, `/api/admin/orders/${id}/status`, {
    json,
    params: { id },
    headers: { ...bearer(token), ...headers },
  });
}

interface ListPage {
  orders: { id: string; number: string; status: string }[];
  nextCursor: string | null;
  unpaidAfterDays: number;
}

function listOrders(token: string, query = '') {
  return call(ordersHandler, `/api/admin/orders${query}`, { headers: bearer(token) });
}

describe('GET /api/admin/orders', () => {
  it('lists rows for admins and staff, newest first, without access tokens', async () => {
    for (const token of [adminToken, staffToken]) {
      const { status, body } = await listOrders(token);
      expect(status).toBe(200);
      const page = body as ListPage;
      expect(page.orders.map((order) => order.id)).toEqual([pickup.id, delivery.id]);
      expect(page.orders[0]).toMatchObject({
        number: pickup.number,
        method: 'pickup',
        date: '2026-12-11',
        packs: 2,
        customerName: 'Aroha Tane',
        paymentMethod: 'bank_transfer',
      });
      expect(page.nextCursor).toBeNull();
      expect(page.unpaidAfterDays).toBe(3);
      expect(JSON.stringify(body)).not.toContain(delivery.accessToken);
    }
  });

  it('filters by date and status; blank filters mean any', async () => {
    const byDate = await listOrders(staffToken, '?date=2026-12-11&status=');
    expect((byDate.body as ListPage).orders.map((order) => order.id)).toEqual([pickup.id]);
    const byStatus = await listOrders(staffToken, '?status=refunded');
    expect((byStatus.body as ListPage).orders).toEqual([]);
  });

  it('answers 400 with field messages for a bad filter', async () => {
    const { status, body } = await listOrders(staffToken, '?status=lost&date=soon&limit=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        status: 'Choose an order status',
        date: 'Please choose a date',
        limit: 'Ask for at least 1 row',
      },
    });
    const backwards = await listOrders(staffToken, '?from=2026-12-12&to=2026-12-01');
    expect(backwards.body).toMatchObject({
      errors: { to: 'The range must end on or after its start' },
    });
    const forged = await listOrders(staffToken, '?cursor=bm90LWEta2V5');
    expect(forged.status).toBe(400);
  });

  it('reads one order, 404 for an unknown or malformed id', async () => {
    const one = await call(ordersHandler, `/api/admin/orders/${delivery.id}`, {
      params: { id: delivery.id },
      headers: bearer(staffToken),
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: delivery.id, number: delivery.number });
    expect(one.body).not.toHaveProperty('accessToken');
    for (const id of [randomUUID(), 'nope']) {
      const missing = await call(ordersHandler, `/api/admin/orders/${id}`, {
        params: { id },
        headers: bearer(staffToken),
      });
      expect(missing.status).toBe(404);
    }
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('moves an order along for staff and records who did it', async () => {
    const today = nzDateOf(new Date());
    const { status, body } = await moveOrder(staffToken, delivery.id, {
      status: 'paid',
      note: ' Bank transfer arrived ',
      receivedOn: today,
      expected: 'awaiting_payment',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'paid',
      payment: { paidAt: expect.any(String) as string, receivedOn: today },
    });
    expect((body as Order).history.at(-1)).toMatchObject({
      from: 'awaiting_payment',
      to: 'paid',
      actor: { kind: 'staff', id: staffId, name: 'packer' },
      note: 'Bank transfer arrived',
    });
    expect(body).not.toHaveProperty('accessToken');
  });

  it('answers 409 with the reason for a move the state machine refuses', async () => {
    const { status, body } = await moveOrder(adminToken, pickup.id, { status: 'out_for_delivery' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: 'An order cannot go from awaiting payment to out for delivery.',
      order: { id: pickup.id, status: 'awaiting_payment' },
    });
  });

  it('gives the stock back when an admin cancels', async () => {
    const before = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const order = await placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity: 3 }] });
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before - 3);
    const { status } = await moveOrder(adminToken, order.id, { status: 'cancelled' });
    expect(status).toBe(200);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before);
  });

  it('answers 400 for an unknown status or a long note, 404 for no such order', async () => {
    const unknown = await moveOrder(staffToken, pickup.id, { status: 'lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { status: 'Choose an order status' } });
    const long = await moveOrder(staffToken, pickup.id, { status: 'paid', note: 'x'.repeat(501) });
    expect(long.body).toMatchObject({ errors: { note: 'Use at most 500 characters' } });
    const id = randomUUID();
    expect((await moveOrder(staffToken, id, { status: 'paid' })).status).toBe(404);
  });

  it('answers 401 without a session and 403 to a cross-site request', async () => {
    const anonymous = await call(statusHandler, `/api/admin/orders/${pickup.id}/status`, {
      json: { status: 'paid' },
      params: { id: pickup.id },
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await moveOrder(
      adminToken,
      pickup.id,
      { status: 'paid' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const fetchedCrossSite = await moveOrder(
      adminToken,
      pickup.id,
      { status: 'paid' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchedCrossSite.status).toBe(403);
    const unchanged = await call(ordersHandler, `/api/admin/orders/${pickup.id}`, {
      params: { id: pickup.id },
      headers: bearer(adminToken),
    });
    expect(unchanged.body).toMatchObject({ status: 'awaiting_payment' });
  });

  it('answers 405 to other methods', async () => {
    const { status, headers } = await call(statusHandler, `/api/admin/orders/${pickup.id}/status`, {
      method: 'GET',
      params: { id: pickup.id },
      headers: bearer(adminToken),
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });
});
