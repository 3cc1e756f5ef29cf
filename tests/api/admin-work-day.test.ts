import { describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/admin-orders.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { WorkDay } from '../../src/lib/orders/work-day.ts';
import { createOrderRecord, indexOrder } from '../../src/server/orders/orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { dispatchOrder, type DispatchOrderSpec } from '../fixtures/dispatch-orders.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const today = nzDateOf(new Date());
// Days well after any other test's orders: a month's first day, and days around it.
const monthStart = `${addDays(today, 200).slice(0, 7)}-01`;
const cancelledDay = addDays(monthStart, -3);
const busyDay = addDays(monthStart, 2);
const lookFrom = addDays(monthStart, -10);
const quietFrom = addDays(busyDay, 1);

async function store(spec: DispatchOrderSpec): Promise<void> {
  const order = dispatchOrder(spec);
  await createOrderRecord(order);
  await indexOrder(order);
}

// Orders on four days: two days from today; one with only a cancelled order (no work); one in
// the next month; one just beyond the look-ahead. Today has none.
const team = signedInTeam(async () => {
  await store({ date: cancelledDay, path: ['awaiting_payment', 'cancelled'] });
  await store({ date: busyDay, path: ['awaiting_payment', 'paid'] });
  await store({ date: busyDay });
  await store({ date: busyDay, path: ['awaiting_payment', 'cancelled'] });
  await store({ date: addDays(quietFrom, 61) });
  await store({ date: addDays(today, 2) });
});

const get = (path: string, headers: Record<string, string> = team.staff) =>
  call(ordersHandler, path, { headers });

describe('GET /api/admin/work-day', () => {
  it('answers 200 to admins and staff', async () => {
    expect((await get('/api/admin/work-day', team.admin)).status).toBe(200);
    expect((await get('/api/admin/work-day', team.staff)).status).toBe(200);
  });

  it('from today (in Papamoa) by default, finds the next day with orders when today has none', async () => {
    const { status, body } = await get('/api/admin/work-day');
    expect(status).toBe(200);
    expect(body).toEqual({ date: addDays(today, 2), from: today, orders: 1 });
  });

  it('skips a day whose only order is cancelled, and crosses into the next month', async () => {
    const { body } = await get(`/api/admin/work-day?from=${lookFrom}`);
    expect(body).toEqual({ date: busyDay, from: lookFrom, orders: 2 });
  });

  it('opens on the day asked for when it has orders', async () => {
    const { body } = await get(`/api/admin/work-day?from=${busyDay}`);
    expect((body as WorkDay).date).toBe(busyDay);
  });

  it('stays on the day asked for, with 0 orders, when no day in the next 60 has any', async () => {
    const { body } = await get(`/api/admin/work-day?from=${quietFrom}`);
    expect(body).toEqual({ date: quietFrom, from: quietFrom, orders: 0 });
  });

  it('answers 400 with a field message for an impossible date', async () => {
    const { status, body } = await get('/api/admin/work-day?from=2027-02-30');
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { from: expect.any(String) as string } });
  });

  it('answers 405 to a write', async () => {
    const write = await call(ordersHandler, '/api/admin/work-day', {
      method: 'POST',
      json: {},
      headers: team.admin,
    });
    expect(write.status).toBe(405);
  });
});
