import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { deliveriesSessionToken } from '../../src/server/standing-orders/deliveries-session.ts';
import {
  saveStandingOrder,
  standingOrders,
} from '../../src/server/standing-orders/standing-orders.ts';
import { changeByFor } from '../../src/lib/standing-orders/standing-changes.ts';
import { followingDate } from '../../src/lib/standing-orders/standing-order.ts';
import type { MyDeliveries } from '../../src/lib/standing-orders/my-deliveries.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';

runOnLocalBlobs();

const AROHA = 'aroha@example.co.nz';
const TANE = 'tane@example.co.nz';
let arohaOrder = '';
let taneOrder = '';

async function startStanding(email: string, productId = 'beef-bolognese'): Promise<string> {
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days.find((found) => found.slots.length > 0);
  const slot = day?.slots[0];
  if (!day || !slot) throw new Error('No open Papamoa slot');
  const body = papamoaOrderRequest(
    { date: day.date, slotId: slot.slotId },
    {
      customer: { name: 'Aroha Tane', email, phone: '021 123 4567' },
      items: [{ productId, quantity: 3 }],
      standing: { everyWeeks: 1, whenUnavailable: 'next_slot' },
    },
  );
  const placed = await call(ordersHandler, '/api/orders', { json: body });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (placed.body as { id: string }).id;
}

const cookieOf = async (email: string) =>
  `ck_deliveries=${await deliveriesSessionToken(customerIdOf(email))}`;

async function api(
  path: string,
  options: {
    json?: unknown;
    as?: string | null;
    method?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const as = options.as === undefined ? AROHA : options.as;
  const headers: Record<string, string> = { ...options.headers };
  if (as) headers.cookie = await cookieOf(as);
  const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
  return call(myDeliveriesHandler, path, {
    method,
    headers: method === 'GET' ? headers : { origin: 'http://localhost:4321', ...headers },
    ...(options.json === undefined
      ? method === 'GET'
        ? {}
        : { json: {} }
      : { json: options.json }),
  });
}

const read = async (as = AROHA) => (await api('/api/my-deliveries', { as })).body as MyDeliveries;
const standingOf = async (id: string) => {
  const found = await standingOrders.get(id);
  if (!found) throw new Error(`No standing order ${id}`);
  return found;
};

beforeAll(async () => {
  await seedShop();
  arohaOrder = await startStanding(AROHA);
  taneOrder = await startStanding(TANE, 'super-veg-sauce');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/my-deliveries', () => {
  it('lists the signed-in shopper’s standing orders and past orders, never cached', async () => {
    const answer = await api('/api/my-deliveries');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const view = answer.body as MyDeliveries;
    expect(view.standingOrders.map((order) => order.id)).toEqual([arohaOrder]);
    const [standing] = view.standingOrders;
    expect(standing?.items).toMatchObject([{ productId: 'beef-bolognese', quantity: 3 }]);
    expect(standing?.upcoming).toHaveLength(6);
    expect(standing?.scheduleLabel).toMatch(/^every week, \w+day, \d/);
    expect(view.pastOrders.map((order) => order.id)).toContain(arohaOrder);
    expect(view.pastOrders[0]?.receiptUrl).toMatch(/^\/order-confirmation\?order=/);
    // The first order is made and not delivered yet: the page lists it as coming up, paid or not.
    expect(view.pastOrders.find((order) => order.id === arohaOrder)).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      standingOrderId: arohaOrder,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    expect(view.meals.length).toBeGreaterThan(3);
  });

  it('answers 401 without a sign-in, or with a forged cookie', async () => {
    expect((await api('/api/my-deliveries', { as: null })).status).toBe(401);
    const forged = await api('/api/my-deliveries', {
      as: null,
      headers: { cookie: `${await cookieOf(AROHA)}x` },
    });
    expect(forged.status).toBe(401);
  });
});

describe('changing a standing order', () => {
  it('skips and unskips one of the next deliveries', async () => {
    const { nextDate } = await standingOf(arohaOrder);
    const skipped = await api(`/api/my-deliveries/${arohaOrder}/skip`, {
      json: { date: nextDate },
    });
    expect(skipped.status).toBe(200);
    expect((await standingOf(arohaOrder)).skipDates).toEqual([nextDate]);
    const upcoming = (await read()).standingOrders[0]?.upcoming[0];
    expect(upcoming).toMatchObject({ date: nextDate, sends: false, skipped: true });
    const back = await api(`/api/my-deliveries/${arohaOrder}/unskip`, { json: { date: nextDate } });
    expect(back.status).toBe(200);
    expect((await standingOf(arohaOrder)).skipDates).toEqual([]);
  });

  it('refuses a bad or far date (400), another customer’s (404), no sign-in (401), another site (403)', async () => {
    const path = `/api/my-deliveries/${arohaOrder}/skip`;
    expect((await api(path, { json: { date: '3 Dec' } })).status).toBe(400);
    expect((await api(path, { json: { date: '2031-01-01' } })).status).toBe(400);
    expect(
      (await api(`/api/my-deliveries/${taneOrder}/skip`, { json: { date: '2031-01-01' } })).status,
    ).toBe(404);
    expect((await api(path, { json: { date: '2031-01-01' }, as: TANE })).status).toBe(404);
    expect((await api(path, { json: { date: '2031-01-01' }, as: null })).status).toBe(401);
    const crossSite = await api(path, {
      json: { date: '2031-01-01' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await standingOf(taneOrder)).skipDates).toEqual([]);
  });

  it('pauses until a date and resumes', async () => {
    const { nextDate } = await standingOf(arohaOrder);
    const until = followingDate(followingDate(nextDate, 1), 1);
    expect(
      (await api(`/api/my-deliveries/${arohaOrder}/pause`, { json: { until: '2020-01-01' } }))
        .status,
    ).toBe(400);
    const paused = await api(`/api/my-deliveries/${arohaOrder}/pause`, { json: { until } });
    expect(paused.status).toBe(200);
    expect(await standingOf(arohaOrder)).toMatchObject({ status: 'paused', pausedUntil: until });
    const sends = (await read()).standingOrders[0]?.upcoming.map((upcoming) => upcoming.sends);
    expect(sends?.slice(0, 3)).toEqual([false, false, true]);
    expect((await api(`/api/my-deliveries/${arohaOrder}/resume`, { json: {} })).status).toBe(200);
    const resumed = await standingOf(arohaOrder);
    expect(resumed.status).toBe('active');
    expect(resumed.pausedUntil).toBeUndefined();
  });

  it('changes the meals, at least one pack of meals the shop sells', async () => {
    const path = `/api/my-deliveries/${arohaOrder}/items`;
    const none = await api(path, { json: { items: [] } });
    expect(none.status).toBe(400);
    const zero = await api(path, {
      json: { items: [{ productId: 'beef-bolognese', quantity: 0 }] },
    });
    expect(zero.status).toBe(400);
    const unknown = await api(path, {
      json: { items: [{ productId: 'no-such-meal', quantity: 1 }] },
    });
    expect(unknown.status).toBe(400);
    const items = [
      { productId: 'beef-bolognese', quantity: 1 },
      { productId: 'super-veg-sauce', quantity: 3 },
    ];
    expect((await api(path, { json: { items } })).status).toBe(200);
    expect((await standingOf(arohaOrder)).items).toEqual(items);
  });

  it('moves to another weekly time of the zone, and refuses another zone’s', async () => {
    const slots = await deliverySlots.list();
    const current = await standingOf(arohaOrder);
    const own = slots.find((slot) => slot.id === current.fulfilment.slotId);
    const other = slots.find(
      (slot) => slot.active && slot.zoneId === own?.zoneId && slot.id !== own.id,
    );
    const foreign = slots.find((slot) => slot.active && slot.zoneId !== own?.zoneId);
    if (!other || !foreign) throw new Error('The seed needs two Papamoa slots and another zone');
    const path = `/api/my-deliveries/${arohaOrder}/slot`;
    expect((await api(path, { json: { slotId: foreign.id } })).status).toBe(400);
    expect((await api(path, { json: { slotId: '' } })).status).toBe(400);
    expect((await api(path, { json: { slotId: other.id } })).status).toBe(200);
    const moved = await standingOf(arohaOrder);
    expect(moved.fulfilment.slotId).toBe(other.id);
    expect(new Date(`${moved.nextDate}T12:00:00Z`).getUTCDay() || 7).toBe(other.weekday);
    expect(moved.nextDate >= current.nextDate).toBe(true);
  });

  it('changes the address, within its zone’s weekly times; outside every zone is refused', async () => {
    const path = `/api/my-deliveries/${arohaOrder}/address`;
    const { fulfilment } = await standingOf(arohaOrder);
    const address = {
      line1: '40 Gravatt Rd',
      line2: '',
      suburb: 'Papamoa',
      city: 'Tauranga',
      postcode: '3118',
    };
    const outside = { ...address, suburb: 'Ponsonby', city: 'Auckland', postcode: '1011' };
    expect(
      (await api(path, { json: { address: outside, slotId: fulfilment.slotId } })).status,
    ).toBe(400);
    expect(
      (await api(path, { json: { address: { ...address, line1: '' }, slotId: fulfilment.slotId } }))
        .status,
    ).toBe(400);
    expect((await api(path, { json: { address, slotId: fulfilment.slotId } })).status).toBe(200);
    expect((await standingOf(arohaOrder)).fulfilment).toMatchObject({
      address: { line1: '40 Gravatt Rd' },
    });
    const zones = await api('/api/my-deliveries/weekly-slots?postcode=3118');
    expect(zones.status).toBe(200);
    expect((zones.body as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    expect((await api('/api/my-deliveries/weekly-slots?postcode=31', {})).status).toBe(400);
  });

  it('switches reminders off and on', async () => {
    const path = `/api/my-deliveries/${arohaOrder}/reminders`;
    expect((await api(path, { json: { reminders: 'no' } })).status).toBe(400);
    expect((await api(path, { json: { reminders: false } })).status).toBe(200);
    expect((await standingOf(arohaOrder)).reminders).toBe(false);
    expect((await api(path, { json: { reminders: true } })).status).toBe(200);
  });
});

describe('after the standing order’s cut-off', () => {
  it('refuses changes while the next order is being made, and says a made delivery keeps its order', async () => {
    const order = await standingOf(arohaOrder);
    const slot =
      (await deliverySlots.list()).find((found) => found.id === order.fulfilment.slotId) ?? null;
    const by = changeByFor(slot, order.nextDate);
    if (!by) throw new Error('No slot');
    vi.useFakeTimers({ toFake: ['Date'], now: by.getTime() + 60_000 });
    const refused = await api(`/api/my-deliveries/${arohaOrder}/skip`, {
      json: { date: order.nextDate },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('right now') as string });
    // The job made it: the record moves on, and a change says from when it applies.
    await saveStandingOrder(arohaOrder, (current) => ({
      ...current,
      nextDate: followingDate(current.nextDate, current.everyWeeks),
      runs: [
        ...current.runs,
        {
          date: current.nextDate,
          at: new Date().toISOString(),
          outcome: 'made',
          orderNumber: 'CK-9999',
        },
      ],
    }));
    const items = [{ productId: 'beef-bolognese', quantity: 4 }];
    const changed = await api(`/api/my-deliveries/${arohaOrder}/items`, { json: { items } });
    expect(changed.status).toBe(200);
    expect((changed.body as { message: string }).message).toMatch(
      /already made, so this applies from/,
    );
    expect((await read()).standingOrders[0]?.made).toMatchObject([{ orderNumber: 'CK-9999' }]);
  });
});

describe('cancelling', () => {
  it('asks why, then cancels; nothing changes it afterwards', async () => {
    const path = `/api/my-deliveries/${taneOrder}/cancel`;
    expect((await api(path, { json: { reason: '' }, as: TANE })).status).toBe(400);
    expect((await api(path, { json: { reason: 'Too many' } })).status).toBe(404);
    const done = await api(path, { json: { reason: 'Moving away' }, as: TANE });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your standing order is cancelled.' });
    // Cancel changes only the standing order: its first order, made already, still comes.
    const view = await read(TANE);
    expect(view.pastOrders.find((order) => order.id === taneOrder)?.status).toBe(
      'awaiting_payment',
    );
    const cancelled = await standingOf(taneOrder);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      dueOn: null,
      cancelled: { reason: 'Moving away' },
    });
    const after = await api(`/api/my-deliveries/${taneOrder}/resume`, { json: {}, as: TANE });
    expect(after.status).toBe(409);
  });
});

describe('signing in with an emailed code', () => {
  const codeIn = async (email: string): Promise<string[]> =>
    (await outbox.list())
      .filter((mail) => mail.to.includes(email) && mail.subject.includes('sign-in code'))
      .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');

  it('emails a code that signs in once, and answers the same for an unknown address', async () => {
    const asked = await api('/api/my-deliveries/code', { json: { email: AROHA }, as: null });
    expect(asked.status).toBe(200);
    const unknown = await api('/api/my-deliveries/code', {
      json: { email: 'nobody@example.co.nz' },
      as: null,
    });
    expect(unknown.body).toEqual(asked.body);
    expect(await codeIn('nobody@example.co.nz')).toEqual([]);
    const [code = ''] = await codeIn(AROHA);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api('/api/my-deliveries/sign-in', {
      json: { email: AROHA, code: wrong },
      as: null,
    });
    expect(refused.status).toBe(400);
    const bad = await api('/api/my-deliveries/sign-in', {
      json: { email: AROHA, code: '12ab' },
      as: null,
    });
    expect(bad.status).toBe(400);
    const signedIn = await api('/api/my-deliveries/sign-in', {
      json: { email: AROHA, code },
      as: null,
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ck_deliveries=.+HttpOnly; SameSite=Lax/);
    const view = await api('/api/my-deliveries', {
      as: null,
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(view.status).toBe(200);
    const again = await api('/api/my-deliveries/sign-in', {
      json: { email: AROHA, code },
      as: null,
    });
    expect(again.status).toBe(400);
    const out = await api('/api/my-deliveries/sign-out', { as: null, method: 'POST' });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('uses a code up after 5 wrong tries, and refuses it after 15 minutes', async () => {
    await api('/api/my-deliveries/code', { json: { email: TANE }, as: null });
    const [code = ''] = await codeIn(TANE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 5; index += 1)
      await api('/api/my-deliveries/sign-in', { json: { email: TANE, code: wrong }, as: null });
    const used = await api('/api/my-deliveries/sign-in', { json: { email: TANE, code }, as: null });
    expect(used.status).toBe(400);

    await outbox.list().then((mails) => Promise.all(mails.map((mail) => outbox.delete(mail.id))));
    await api('/api/my-deliveries/code', { json: { email: AROHA }, as: null });
    const [fresh = ''] = await codeIn(AROHA);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    const late = await api('/api/my-deliveries/sign-in', {
      json: { email: AROHA, code: fresh },
      as: null,
    });
    expect(late.status).toBe(400);
  });

  it('sends at most 3 codes to an address in 15 minutes', async () => {
    const email = 'many@example.co.nz';
    await startStanding(email);
    for (let index = 0; index < 5; index += 1)
      expect((await api('/api/my-deliveries/code', { json: { email }, as: null })).status).toBe(
        200,
      );
    expect(await codeIn(email)).toHaveLength(3);
  });
});
