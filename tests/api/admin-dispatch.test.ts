import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/admin-orders.mts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { PackingSlips } from '../../src/lib/orders/packing-slip.ts';
import type { PrepList } from '../../src/lib/orders/prep-list.ts';
import type { Receipt } from '../../src/lib/orders/receipt.ts';
import type { RunSheet } from '../../src/lib/orders/run-sheet.ts';
import { createOrderRecord, indexOrder } from '../../src/server/orders/orders.ts';
import { defaultShopSettings, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { dispatchOrder, type DispatchOrderSpec } from '../fixtures/dispatch-orders.ts';
import { call } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const DAY = '2026-12-01';
const OTHER_DAY = '2026-12-02';
const EARLY = { slotId: 'papamoa-tue-0900', slotLabel: 'Tue 1 Dec, 9:00am–11:00am' };
const PAID: DispatchOrderSpec['path'] = ['awaiting_payment', 'paid'];
const BEEF = { productId: 'beef-bolognese', name: 'Beef Bolognese' };
const CHICKEN = { productId: 'butter-chicken', name: 'Butter Chicken' };

const placed: Record<string, Order> = {};

/** An order the set-up stored, by its name there. */
function stored(name: string): Order {
  const order = placed[name];
  if (!order) throw new Error(`No order named ${name}`);
  return order;
}

async function store(name: string, spec: DispatchOrderSpec): Promise<void> {
  const order = dispatchOrder({ date: DAY, ...spec });
  await createOrderRecord(order);
  await indexOrder(order);
  placed[name] = order;
}

const team = signedInTeam(async () => {
  await store('late', {
    path: PAID,
    address: { line1: '9 Pacific Ave' },
    lines: [{ ...BEEF, quantity: 2 }],
  });
  await store('lateUnit', {
    address: { line1: '2/3 Pacific Ave' },
    lines: [
      { ...BEEF, quantity: 1 },
      { ...CHICKEN, quantity: 2 },
    ],
    gift: { recipientName: 'Nana Rose', message: 'Happy birthday!' },
  });
  await store('early', {
    ...EARLY,
    path: PAID,
    address: { line1: '30 Dunlop Rd' },
    lines: [{ ...CHICKEN, quantity: 4 }],
  });
  await store('cancelled', {
    path: ['awaiting_payment', 'cancelled'],
    lines: [{ ...BEEF, quantity: 9 }],
  });
  await store('tauranga', {
    path: PAID,
    zone: { id: 'tauranga', name: 'Tauranga' },
    slotId: 'tauranga-tue-1600',
    address: {
      line1: '5 Cameron Rd',
      suburb: 'Tauranga Central',
      city: 'Tauranga',
      postcode: '3110',
    },
  });
  await store('pickup', {
    method: 'pickup',
    path: PAID,
    zone: { id: 'pickup-papamoa', name: 'Papamoa kitchen' },
    slotId: 'kitchen-tue',
    slotLabel: 'Tue 1 Dec, 10:00am–12:00pm',
  });
  await store('nextDay', { date: OTHER_DAY, lines: [{ ...BEEF, quantity: 5 }] });
  await store('big', {
    date: OTHER_DAY,
    name: 'Mere Walker',
    lines: [{ productId: 'feast', name: 'Feast box', quantity: 1, unitPriceCents: 120_000 }],
  });
});

const get = (
  path: string,
  headers: Record<string, string> = team.staff,
  params: Record<string, string> = {},
) => call(ordersHandler, path, { headers, params });

// 401 without a session or with a made-up token: admin-route-guards.test.ts.
describe('dispatch routes: who may use them', () => {
  it.each([
    `/api/admin/prep-list?date=${DAY}`,
    `/api/admin/run-sheet?date=${DAY}`,
    `/api/admin/packing-slips?date=${DAY}`,
  ])('%s answers 200 to admins and staff', async (path) => {
    expect((await get(path, team.admin)).status).toBe(200);
    expect((await get(path, team.staff)).status).toBe(200);
  });

  it('answers 405 to a write (they only read)', async () => {
    const write = await call(ordersHandler, `/api/admin/prep-list?date=${DAY}`, {
      method: 'POST',
      json: {},
      headers: team.admin,
    });
    expect(write.status).toBe(405);
  });
});

describe('GET /api/admin/prep-list', () => {
  it('sums the day’s packs per meal, in all and by slot, without cancelled orders or other days', async () => {
    const { status, body } = await get(`/api/admin/prep-list?date=${DAY}`);
    expect(status).toBe(200);
    const list = body as PrepList;
    expect(list).toMatchObject({ date: DAY, orders: 5, packs: 13, unpaidPacks: 3 });
    expect(list.meals).toEqual([
      { ...BEEF, packs: 7, unpaidPacks: 1 },
      { ...CHICKEN, packs: 6, unpaidPacks: 2 },
    ]);
    expect(list.slots.map((slot) => [slot.slotId, slot.packs])).toEqual([
      ['papamoa-tue-0900', 4],
      ['kitchen-tue', 2],
      ['papamoa-tue-1600', 5],
      ['tauranga-tue-1600', 2],
    ]);
  });

  it('is empty for a day without orders', async () => {
    const { body } = await get('/api/admin/prep-list?date=2027-01-05');
    expect(body).toMatchObject({ orders: 0, packs: 0, meals: [], slots: [] });
  });

  it('answers 400 with a field message for a missing or impossible date', async () => {
    for (const path of [
      '/api/admin/prep-list',
      '/api/admin/prep-list?date=2026-02-30',
      '/api/admin/prep-list?date=soon',
    ]) {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: { date: expect.any(String) as string } });
    }
  });
});

describe('GET /api/admin/run-sheet', () => {
  it('lists one zone’s deliveries slot by slot, in van order, with what the driver needs', async () => {
    const { status, body } = await get(`/api/admin/run-sheet?date=${DAY}&zone=papamoa`);
    expect(status).toBe(200);
    const sheet = body as RunSheet;
    expect(sheet.zone).toEqual({ id: 'papamoa', name: 'Papamoa' });
    expect(sheet.zones).toEqual([
      { id: 'papamoa', name: 'Papamoa', stops: 3 },
      { id: 'tauranga', name: 'Tauranga', stops: 1 },
    ]);
    expect(sheet.slots.map((slot) => slot.stops.map((stop) => stop.number))).toEqual([
      [placed.early?.number],
      [placed.lateUnit?.number, placed.late?.number],
    ]);
    expect(sheet.slots[1]?.stops[0]).toMatchObject({
      name: 'Aroha Tane',
      phone: '021 123 4567',
      address: '2/3 Pacific Ave, Papamoa, Tauranga 3118',
      packs: 3,
      gift: { recipientName: 'Nana Rose', message: 'Happy birthday!' },
      mapsUrl: expect.stringMatching(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2%2F3%20Pacific/,
      ) as string,
    });
  });

  it('lists every zone without one', async () => {
    const { body } = await get(`/api/admin/run-sheet?date=${DAY}`);
    expect((body as RunSheet).slots.flatMap((slot) => slot.stops)).toHaveLength(4);
  });

  it('answers 400 for a bad date or zone', async () => {
    const { status, body } = await get('/api/admin/run-sheet?date=2026-13-01&zone=Not%20A%20Zone');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { date: expect.any(String) as string, zone: expect.any(String) as string },
    });
  });
});

describe('GET /api/admin/packing-slips', () => {
  it('gives the slips of a day’s work in packing order, or of one slot', async () => {
    const day = (await get(`/api/admin/packing-slips?date=${DAY}`)).body as PackingSlips;
    expect(day.slips.map((slip) => slip.number)).toEqual(
      ['early', 'pickup', 'lateUnit', 'late', 'tauranga'].map((name) => placed[name]?.number),
    );
    const slot = (await get(`/api/admin/packing-slips?date=${DAY}&slot=papamoa-tue-0900`))
      .body as PackingSlips;
    expect(slot.slips.map((slip) => slip.number)).toEqual([placed.early?.number]);
  });

  it('gives the slips of ticked ids, says which ids are no order, and leaves prices off gifts', async () => {
    const unknown = randomUUID();
    const ids = [placed.late?.id, placed.lateUnit?.id, unknown, placed.cancelled?.id].join(',');
    const { status, body } = await get(`/api/admin/packing-slips?ids=${ids}`);
    expect(status).toBe(200);
    const { slips, missingIds } = body as PackingSlips;
    expect(missingIds).toEqual([unknown]);
    expect(slips.map((slip) => slip.number).sort()).toEqual(
      [placed.late?.number, placed.lateUnit?.number, placed.cancelled?.number].sort(),
    );
    const gift = slips.find((slip) => slip.number === placed.lateUnit?.number);
    expect(gift?.gift).toEqual({ recipientName: 'Nana Rose', message: 'Happy birthday!' });
    expect(JSON.stringify(gift)).not.toMatch(/Cents/);
    expect(slips.find((slip) => slip.number === placed.late?.number)?.totalCents).toBe(3380);
  });

  it('answers 400 for no date, bad ids, more than 100 ids, or a date with ids', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    for (const [query, field] of [
      ['', 'date'],
      ['ids=1,2,3', 'ids'],
      [`ids=${many}`, 'ids'],
      [`date=${DAY}&ids=${randomUUID()}`, 'ids'],
      ['slot=papamoa-tue-0900', 'date'],
    ] as const) {
      const { status, body } = await get(`/api/admin/packing-slips?${query}`);
      expect(status, query).toBe(400);
      expect((body as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });
});

describe('GET /api/admin/orders/{id}/receipt', () => {
  it('shows what IRD asks for at the order’s total: the GST number and buyer over $1,000', async () => {
    await saveShopSettings(
      { id: 'test', username: 'owner' },
      { ...defaultShopSettings(), gstNumber: '49-091-850' },
    );
    const small = stored('late');
    const smallReceipt = (
      await get(`/api/admin/orders/${small.id}/receipt`, team.staff, { id: small.id })
    ).body as Receipt;
    expect(smallReceipt).toMatchObject({
      number: small.number,
      shopName: 'Cube Kitchen',
      totalCents: 3380,
      gstCents: 441,
      gstNumber: null,
      buyer: null,
    });
    const big = stored('big');
    const { status, body } = await get(`/api/admin/orders/${big.id}/receipt`, team.admin, {
      id: big.id,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      gstNumber: '049-091-850',
      gstNumberMissing: false,
      buyer: { name: 'Mere Walker', address: '12 Pacific Ave, Papamoa, Tauranga 3118' },
    });
  });

  it('shows the account, amount and reference while a bank transfer is still to pay', async () => {
    const bank = { bankAccountName: 'Cube Kitchen Ltd', bankAccountNumber: '12-3456-0123456-00' };
    await saveShopSettings(
      { id: 'test', username: 'owner' },
      { ...defaultShopSettings(), ...bank },
    );
    const receiptOf = async (order: Order) =>
      (await get(`/api/admin/orders/${order.id}/receipt`, team.staff, { id: order.id }))
        .body as Receipt;
    const unpaid = stored('big');
    expect((await receiptOf(unpaid)).payTo).toEqual({
      accountName: 'Cube Kitchen Ltd',
      accountNumber: '12-3456-0123456-00',
      amountCents: unpaid.totals.totalCents,
      reference: unpaid.number,
    });
    expect((await receiptOf(stored('late'))).payTo).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      expect((await get(`/api/admin/orders/${id}/receipt`, team.staff, { id })).status).toBe(404);
    }
  });
});
