// Standing orders for staff (issue 25, item 6): the list from index keys, one standing order,
// pause and cancel on the customer's behalf, the four-week forecast (equal to the sum of the
// orders it predicts), the prep list's standing-order part and the dashboard's figure.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-standing-orders.mts';
import ordersHandler from '../../netlify/functions/admin-orders.mts';
import dashboardHandler from '../../netlify/functions/admin-dashboard.mts';
import type {
  StandingDetail,
  StandingListPage,
} from '../../src/lib/admin/areas/standing-orders.ts';
import type { Dashboard } from '../../src/lib/admin/areas/dashboard.ts';
import { addDays, isoWeekdayOf, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { SlotSchema, weeklySlotIdFor } from '../../src/lib/delivery/slots.ts';
import type { PrepList } from '../../src/lib/orders/prep-list.ts';
import type { Forecast } from '../../src/lib/standing-orders/forecast.ts';
import type { StandingOrder } from '../../src/lib/standing-orders/standing-order.ts';
import { auditLog } from '../../src/server/audit.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { getOrder, orderDatesBetween } from '../../src/server/orders/orders.ts';
import { listOrders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  createStandingOrder,
  standingOrders,
} from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(async () => {
  await seedShop();
  // A Tauranga window on every weekday, so each standing order's slot takes its deliveries (the
  // forecast, like the job, moves a delivery its slot will not take).
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const window = { zoneId: 'tauranga', weekday, start: '16:00', end: '18:00' };
    const id = weeklySlotIdFor(window);
    await deliverySlots.createOnce(
      id,
      SlotSchema.parse({ id, ...window, capacity: 50, cutoffHours: 24, active: true }),
    );
  }
});

const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(handler, path, { headers: team.admin, ...options });

const today = () => nzDateOf(new Date());

/** A standing order made as checkout makes one (its keys written by createStandingOrder). */
async function standing(change: Partial<StandingOrder> & { name: string; email?: string }) {
  const { name, email, ...rest } = change;
  const address = email ?? `${name.toLowerCase().replaceAll(' ', '.')}@example.co.nz`;
  const nextDate = rest.nextDate ?? addDays(today(), 3);
  const weekday = isoWeekdayOf(nextDate);
  const { record } = await createStandingOrder(
    standingOrderFixture({
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      customerId: customerIdOf(address),
      customer: { name, email: address, phone: '021 555 0101' },
      fulfilment: {
        method: 'delivery',
        address: {
          line1: '1 Marine Pde',
          line2: '',
          suburb: 'Mount Maunganui',
          city: 'Tauranga',
          postcode: '3116',
        },
        zoneId: 'tauranga',
        slotId: weeklySlotIdFor({ zoneId: 'tauranga', weekday, start: '16:00' }),
      },
      nextDate,
      firstOrderId: randomUUID(),
      ...rest,
    }),
  );
  return record;
}

async function priceOf(productId: string): Promise<number> {
  const product = await products.get(productId);
  if (!product) throw new Error(productId);
  return product.priceCents;
}

describe('the list', () => {
  let weekly: StandingOrder;
  let paused: StandingOrder;
  beforeAll(async () => {
    weekly = await standing({ name: 'Mere Listing', nextDate: addDays(today(), 2) });
    paused = await standing({
      name: 'Hone Listing',
      status: 'paused',
      everyWeeks: 2,
      nextDate: addDays(today(), 1),
    });
  });

  it('shows status, next delivery, frequency, packs and value at today’s prices, soonest first', async () => {
    const { status, body } = await api('/api/admin/standing-orders?q=listing');
    expect(status).toBe(200);
    const page = body as StandingListPage;
    const value = 2 * (await priceOf('beef-bolognese')) + (await priceOf('super-veg-sauce'));
    expect(page.total).toBe(2);
    expect(page.standingOrders).toEqual([
      {
        id: weekly.id,
        status: 'active',
        nextDate: addDays(today(), 2),
        pausedUntil: null,
        everyWeeks: 1,
        packs: 3,
        customerName: 'Mere Listing',
        email: 'mere.listing@example.co.nz',
        valueCents: value,
      },
      expect.objectContaining({ id: paused.id, status: 'paused', nextDate: null, everyWeeks: 2 }),
    ]);
  });

  it('searches by email, filters by status and pages with a cursor', async () => {
    const byEmail = (await api('/api/admin/standing-orders?q=hone.listing@'))
      .body as StandingListPage;
    expect(byEmail.standingOrders.map((row) => row.id)).toEqual([paused.id]);
    const pausedOnly = (await api('/api/admin/standing-orders?q=listing&status=paused'))
      .body as StandingListPage;
    expect(pausedOnly.standingOrders.map((row) => row.id)).toEqual([paused.id]);
    const first = (await api('/api/admin/standing-orders?q=listing&limit=1'))
      .body as StandingListPage;
    expect(first.standingOrders.map((row) => row.id)).toEqual([weekly.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await api(`/api/admin/standing-orders?q=listing&limit=1&cursor=${first.nextCursor ?? ''}`)
    ).body as StandingListPage;
    expect(second.standingOrders.map((row) => row.id)).toEqual([paused.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad status, limit or cursor with a message per field', async () => {
    const bad = await api('/api/admin/standing-orders?status=gone&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'limit',
      'status',
    ]);
    const cursor = await api('/api/admin/standing-orders?cursor=bm9wZQ');
    expect(cursor.status).toBe(400);
  });

  it('asks for a session (401) and lets staff read', async () => {
    expect((await call(handler, '/api/admin/standing-orders')).status).toBe(401);
    expect((await api('/api/admin/standing-orders', { headers: team.staff })).status).toBe(200);
  });
});

describe('one standing order, pause and cancel', () => {
  let order: StandingOrder;
  beforeAll(async () => {
    order = await standing({ name: 'Tama Pausing' });
  });

  it('shows its meals priced today, slot, address and upcoming dates', async () => {
    const { status, body } = await api(`/api/admin/standing-orders/${order.id}`);
    expect(status).toBe(200);
    const detail = body as StandingDetail;
    expect(detail.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['beef-bolognese', 2],
      ['super-veg-sauce', 1],
    ]);
    expect(detail.nextDate).toBe(order.nextDate);
    expect(detail.upcoming[1]).toEqual({ date: addDays(order.nextDate, 7), sends: true });
    expect(detail.zoneName).toBe('Tauranga');
    expect((await api(`/api/admin/standing-orders/${randomUUID()}`)).status).toBe(404);
    expect((await api('/api/admin/standing-orders/not-an-id')).status).toBe(404);
  });

  it('refuses a pause without a reason or with a past day, and a cross-site one', async () => {
    const path = `/api/admin/standing-orders/${order.id}/pause`;
    const blank = await api(path, { json: { reason: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: { reason: expect.any(String) as string } });
    const past = await api(path, { json: { reason: 'Away', until: today() } });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: { until: 'Choose a day after today' } });
    expect(
      (await api(path, { json: { reason: 'Away' }, headers: { ...team.admin, ...CROSS_SITE } }))
        .status,
    ).toBe(403);
    expect((await call(handler, path, { json: { reason: 'Away' } })).status).toBe(401);
  });

  it('pauses until a date for staff too, moves the next delivery and logs who and why', async () => {
    const until = addDays(order.nextDate, 14);
    const { status, body } = await api(`/api/admin/standing-orders/${order.id}/pause`, {
      json: { reason: 'Away on holiday', until },
      headers: team.staff,
    });
    expect(status).toBe(200);
    expect((body as StandingDetail).order).toMatchObject({ status: 'paused', pausedUntil: until });
    expect((body as StandingDetail).nextDate).toBe(until);
    const row = (await api('/api/admin/standing-orders?q=tama')).body as StandingListPage;
    expect(row.standingOrders).toEqual([
      expect.objectContaining({ status: 'paused', nextDate: until, pausedUntil: until }),
    ]);
    const entries = await Promise.all((await auditLog.listIds()).map((id) => auditLog.get(id)));
    const logged = entries.find(
      (entry) => entry?.action === 'standing-order.pause' && entry.target.endsWith(order.id),
    );
    expect(logged).toMatchObject({
      actor: { username: 'packer' },
      after: { status: 'paused', pausedUntil: until, reason: 'Away on holiday' },
    });
  });

  it('lets only admins cancel (403 for staff), once: a second cancel is refused', async () => {
    const path = `/api/admin/standing-orders/${order.id}/cancel`;
    const staff = await api(path, { json: { reason: 'Moving away' }, headers: team.staff });
    expect(staff.status).toBe(403);
    expect((await api(path, { json: {} })).status).toBe(400);
    const { status, body } = await api(path, { json: { reason: 'Moving away' } });
    expect(status).toBe(200);
    expect((body as StandingDetail).order).toMatchObject({
      status: 'cancelled',
      cancelled: { reason: 'Moving away', actor: { kind: 'staff', name: 'owner' } },
    });
    expect((body as StandingDetail).nextDate).toBeNull();
    const again = await api(path, { json: { reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'standing_order_cancelled' });
    const pause = await api(`/api/admin/standing-orders/${order.id}/pause`, {
      json: { reason: 'Oops' },
    });
    expect(pause.status).toBe(409);
    expect((await standingOrders.get(order.id))?.status).toBe('cancelled');
  });
});

/** Packs per day and meal, summed straight from the records: the forecast must equal it. */
async function independentSum(from: string, until: string): Promise<Map<string, number>> {
  const sum = new Map<string, number>();
  const add = (date: string, productId: string, packs: number) => {
    const key = `${date} ${productId}`;
    sum.set(key, (sum.get(key) ?? 0) + packs);
  };
  for (let date = from; date <= until; date = addDays(date, 1)) {
    for (const placed of await listOrders({ date })) {
      if (placed.status === 'cancelled' || placed.status === 'refunded') continue;
      for (const line of placed.lines) add(date, line.productId, line.quantity);
    }
  }
  for (const order of await standingOrders.list()) {
    if (order.status === 'cancelled') continue;
    for (let date = order.nextDate; date <= until; date = addDays(date, 7 * order.everyWeeks)) {
      const resumed =
        order.status === 'active' || (order.pausedUntil !== undefined && date >= order.pausedUntil);
      if (date < from || order.skipDates.includes(date) || !resumed) continue;
      for (const item of order.items) add(date, item.productId, item.quantity);
    }
  }
  return sum;
}

describe('the forecast', () => {
  const made = { date: '', orderId: '' };
  beforeAll(async () => {
    const start = today();
    // A delivery the job has made: an order for the day, the standing order's next date past it.
    made.date = addDays(start, 4);
    const order = await placeTestOrder({
      date: made.date,
      items: [{ productId: 'butter-chicken', quantity: 3 }],
    });
    made.orderId = order.id;
    await standing({
      name: 'Ana Forecast',
      everyWeeks: 2,
      items: [{ productId: 'butter-chicken', quantity: 3 }],
      nextDate: addDays(made.date, 14),
      runs: [
        {
          date: made.date,
          at: new Date().toISOString(),
          outcome: 'made',
          orderId: order.id,
          orderNumber: order.number,
        },
      ],
    });
    await standing({
      name: 'Rua Forecast',
      skipDates: [addDays(start, 10)],
      nextDate: addDays(start, 3),
    });
    await standing({
      name: 'Toru Forecast',
      status: 'paused',
      pausedUntil: addDays(start, 15),
      everyWeeks: 4,
      nextDate: addDays(start, 1),
    });
    await placeTestOrder({ date: addDays(start, 3) });
    await placeTestOrder({ date: addDays(start, 40) });
  });

  it('equals the sum of the orders placed and the deliveries standing orders will make', async () => {
    const { status, body } = await api('/api/admin/standing-orders/forecast');
    expect(status).toBe(200);
    const forecast = body as Forecast;
    expect(forecast.from).toBe(today());
    expect(forecast.until).toBe(addDays(today(), 27));
    const predicted = new Map<string, number>();
    for (const day of forecast.days) {
      for (const meal of day.meals) predicted.set(`${day.date} ${meal.productId}`, meal.packs);
      expect(day.packs).toBe(day.meals.reduce((sum, meal) => sum + meal.packs, 0));
    }
    const expected = await independentSum(forecast.from, forecast.until);
    expect(expected.size).toBeGreaterThan(5);
    expect(Object.fromEntries(predicted)).toEqual(Object.fromEntries(expected));
    // Per meal over the four weeks, too.
    const perMeal = new Map<string, number>();
    for (const [key, packs] of expected) {
      const meal = key.split(' ')[1] ?? '';
      perMeal.set(meal, (perMeal.get(meal) ?? 0) + packs);
    }
    expect(Object.fromEntries(forecast.meals.map((meal) => [meal.productId, meal.packs]))).toEqual(
      Object.fromEntries(perMeal),
    );
    // The made delivery counts once: as its order, not again from the standing order.
    const madeDay = forecast.days.find((day) => day.date === made.date);
    expect(madeDay?.meals.find((meal) => meal.productId === 'butter-chicken')).toMatchObject({
      ordered: 3,
      standing: 0,
    });
    expect((await getOrder(made.orderId))?.fulfilment.date).toBe(made.date);
    expect(await orderDatesBetween(today(), addDays(today(), 27))).not.toContain(
      addDays(today(), 40),
    );
  });

  it('downloads as CSV, and asks for a session', async () => {
    const response = await handler(
      new Request(new URL('/api/admin/standing-orders/forecast.csv', 'http://localhost:4321'), {
        headers: team.staff,
      }),
      { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(await response.text()).toContain('Date,Meal,Ordered packs,Standing order packs');
    expect((await call(handler, '/api/admin/standing-orders/forecast')).status).toBe(401);
    expect((await call(handler, '/api/admin/standing-orders/forecast.csv')).status).toBe(401);
  });

  it('puts a day’s upcoming standing orders on its prep list, apart from its orders', async () => {
    const date = addDays(today(), 3);
    const { status, body } = await call(ordersHandler, `/api/admin/prep-list?date=${date}`, {
      headers: team.admin,
    });
    expect(status).toBe(200);
    const list = body as PrepList;
    const expected = await independentSum(date, date);
    const ordered = new Map(list.meals.map((meal) => [meal.productId, meal.packs]));
    for (const meal of list.fromStandingOrders?.meals ?? []) {
      ordered.set(meal.productId, (ordered.get(meal.productId) ?? 0) + meal.packs);
    }
    expect(Object.fromEntries([...ordered].map(([id, packs]) => [`${date} ${id}`, packs]))).toEqual(
      Object.fromEntries(expected),
    );
    expect(list.fromStandingOrders?.standingOrders).toBeGreaterThan(0);
    // The made delivery's day has its order and nothing more from standing orders.
    const madeDay = (
      await call(ordersHandler, `/api/admin/prep-list?date=${made.date}`, { headers: team.admin })
    ).body as PrepList;
    expect(
      madeDay.fromStandingOrders?.meals.find((meal) => meal.productId === 'butter-chicken'),
    ).toBeUndefined();
  });
});

describe('the dashboard', () => {
  it('shows the active standing orders and their weekly value at today’s prices', async () => {
    const { status, body } = await call(dashboardHandler, '/api/admin/dashboard', {
      headers: team.staff,
    });
    expect(status).toBe(200);
    const active = (await standingOrders.list()).filter((order) => order.status === 'active');
    let weekly = 0;
    for (const order of active) {
      let value = 0;
      for (const item of order.items) value += (await priceOf(item.productId)) * item.quantity;
      weekly += Math.round(value / order.everyWeeks);
    }
    expect(active.length).toBeGreaterThan(1);
    expect((body as Dashboard).standingOrders).toEqual({
      active: active.length,
      weeklyValueCents: weekly,
    });
  });
});
