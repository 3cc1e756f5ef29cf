import { beforeAll, describe, expect, it } from 'vitest';
import slotsHandler from '../../netlify/functions/admin-delivery-slots.mts';
import optionsHandler from '../../netlify/functions/delivery-options.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { SlotCalendar } from '../../src/lib/delivery/slot-calendar.ts';
import type { DeliveryOptions, OptionSlot } from '../../src/lib/delivery/options.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { auditLog } from '../../src/server/audit.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { releaseSlot, reserveSlot } from '../../src/server/delivery/reservations.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf } from '../fixtures/http.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedShop);

const slots = callerOf(slotsHandler);

/** PUT /api/admin/delivery-slots/{slotId}/dates/{date} as `headers` send it. */
const changeDate = (slot: OpenSlot, json: unknown, headers: Record<string, string>) =>
  slots(`/api/admin/delivery-slots/${slot.slotId}/dates/${slot.date}`, {
    method: 'PUT',
    json,
    params: { slotId: slot.slotId, date: slot.date },
    headers,
  });

/** An open slot from the seed, with its zone and its weekly capacity. */
interface SeededSlot extends OpenSlot {
  zoneId: string;
  capacity: number;
}

/** A slot as an options answer offers it (delivery or pickup), if it does. */
function offeredIn(options: DeliveryOptions, slot: OpenSlot): OptionSlot | undefined {
  // Delivery and pickup may both have the date: look at every day with it.
  return [...options.days, ...(options.pickup?.days ?? [])]
    .filter((day) => day.date === slot.date)
    .flatMap((day) => day.slots)
    .find((entry) => entry.slotId === slot.slotId);
}

/**
 * The open slots of Papamoa delivery and pickup from today (dates relative to now, never fixed):
 * each test takes its own, so none sees another's bookings. The orders race needs a Papamoa one.
 */
let pool: SeededSlot[] = [];
let papamoaForOrders: SeededSlot | undefined;
function slotNumber(index: number): SeededSlot {
  const slot = pool[index];
  if (!slot) throw new Error(`No open slot number ${String(index)}`);
  return slot;
}

beforeAll(async () => {
  const options = await deliveryOptions({ postcode: '3118' });
  const seeded = (zoneId: string, days: DeliveryOptions['days']) =>
    days.flatMap((day) =>
      day.slots.map((slot) => ({
        date: day.date,
        slotId: slot.slotId,
        zoneId,
        capacity: slot.remaining,
      })),
    );
  const papamoa = seeded('papamoa', options.days);
  papamoaForOrders = papamoa.pop();
  pool = [...papamoa, ...seeded('pickup-papamoa', options.pickup?.days ?? [])];
  expect(pool.length).toBeGreaterThan(8);
});

const booking = (slot: OpenSlot) => slotBookings.get(bookingIdOf(slot.date, slot.slotId));

describe('weekly windows may not overlap', () => {
  const MONDAY = {
    zoneId: 'tauranga',
    weekday: 1,
    start: '10:00',
    end: '12:00',
    capacity: 10,
    cutoffHours: 24,
  };

  it('refuses an overlapping window with 409 beside the start, naming the window', async () => {
    const first = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, maxPacks: 40 },
      headers: team.staff,
    });
    expect(first).toMatchObject({
      status: 201,
      body: { id: 'tauranga-mon-1000', maxPacks: 40 },
    });
    const clash = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, start: '11:30', end: '13:00' },
      headers: team.staff,
    });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        reason: 'slot_overlap',
        slotId: 'tauranga-mon-1000',
        errors: {
          start: 'Overlaps the Monday 10:00am–12:00pm window of this zone',
        },
      },
    });
    const touching = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, start: '12:00', end: '13:00' },
      headers: team.staff,
    });
    expect(touching).toMatchObject({ status: 201, body: { id: 'tauranga-mon-1200' } });
    const otherZone = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, zoneId: 'papamoa' },
      headers: team.staff,
    });
    expect(otherZone.status).toBe(201);
  });

  it('refuses moving a window onto another, but lets it keep its own times', async () => {
    const path = '/api/admin/delivery-slots/tauranga-mon-1200';
    const params = { id: 'tauranga-mon-1200' };
    const onto = await slots(path, {
      method: 'PUT',
      json: { ...MONDAY, start: '09:00', end: '12:30' },
      params,
      headers: team.admin,
    });
    expect(onto).toMatchObject({ status: 409, body: { slotId: 'tauranga-mon-1000' } });
    const same = await slots(path, {
      method: 'PUT',
      json: { ...MONDAY, start: '12:00', end: '13:30', capacity: 12 },
      params,
      headers: team.admin,
    });
    expect(same).toMatchObject({ status: 200, body: { end: '13:30', capacity: 12 } });
    const inactive = await slots(path, {
      method: 'PUT',
      json: { ...MONDAY, start: '11:00', end: '13:00', active: false },
      params,
      headers: team.admin,
    });
    expect(inactive.status).toBe(200);
  });

  it('answers 400 for a pack limit out of range, and treats a blank one as none', async () => {
    const bad = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, weekday: 2, maxPacks: 0 },
      headers: team.admin,
    });
    expect(bad).toMatchObject({ status: 400, body: { errors: { maxPacks: 'At least 1 pack' } } });
    const blank = await slots('/api/admin/delivery-slots', {
      method: 'POST',
      json: { ...MONDAY, weekday: 2, start: '07:00', end: '08:00', maxPacks: null },
      headers: team.admin,
    });
    expect(blank.status).toBe(201);
    expect(blank.body).not.toHaveProperty('maxPacks');
  });
});

describe('GET /api/admin/delivery-slots/calendar', () => {
  it('answers staff as well as admins', async () => {
    const staff = await slots('/api/admin/delivery-slots/calendar', { headers: team.staff });
    expect(staff.status).toBe(200);
    const calendar = staff.body as SlotCalendar;
    expect(calendar.from).toBe(nzDateOf(new Date()));
    expect(calendar.days).toHaveLength(28);
  });

  it('shows each day with its windows, bookings and the days closed by a special date', async () => {
    const slot = slotNumber(0);
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'calendar-1', packs: 4 });
    const { body } = await slots(`/api/admin/delivery-slots/calendar?from=${slot.date}&days=7`, {
      headers: team.admin,
    });
    const calendar = body as SlotCalendar;
    expect(calendar.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, offset) => addDays(slot.date, offset)),
    );
    const first = calendar.days[0]?.slots.find((entry) => entry.slotId === slot.slotId);
    expect(first).toMatchObject({
      zoneId: slot.zoneId,
      kind: 'weekly',
      booked: 1,
      packsBooked: 4,
      capacity: slot.capacity,
      closedReason: null,
      override: null,
    });
    // The seed closes the days shut by law: Christmas Day always is.
    const christmas = `${slot.date.slice(0, 4)}-12-25`;
    const holidays = await slots(`/api/admin/delivery-slots/calendar?from=${christmas}&days=1`, {
      headers: team.admin,
    });
    const [day] = (holidays.body as SlotCalendar).days;
    expect(day?.closure).toMatchObject({ holiday: 'Christmas Day', zoneIds: null });
    expect(day?.slots.every((entry) => entry.closedReason === 'day-closed')).toBe(true);
  });

  it('answers 400 for a bad date or too many days', async () => {
    const bad = await slots('/api/admin/delivery-slots/calendar?from=2026-02-30&days=100', {
      headers: team.admin,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { from: 'Enter a real date as YYYY-MM-DD', days: 'At most 42 days' } },
    });
  });
});

describe('PUT /api/admin/delivery-slots/{slotId}/dates/{date}', () => {
  it("changes one date's capacity and pack limit without touching the weekly template", async () => {
    const slot = slotNumber(1);
    const changed = await changeDate(slot, { capacity: 3, maxPacks: 30 }, team.staff);
    expect(changed).toMatchObject({
      status: 200,
      body: {
        slotId: slot.slotId,
        date: slot.date,
        capacity: 3,
        maxPacks: 30,
        templateCapacity: slot.capacity,
        templateMaxPacks: null,
        override: { capacity: 3, maxPacks: 30 },
      },
    });
    const weekly = await slots(`/api/admin/delivery-slots/${slot.slotId}`, {
      params: { id: slot.slotId },
      headers: team.staff,
    });
    expect(weekly.body).toMatchObject({ capacity: slot.capacity });
    expect(weekly.body).not.toHaveProperty('maxPacks');
    const options = await call(optionsHandler, '/api/delivery/options?postcode=3118');
    expect(offeredIn(options.body as DeliveryOptions, slot)?.remaining).toBe(3);
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({
        action: 'delivery-slot.date-change',
        target: `slot-bookings/${slot.date}/${slot.slotId}`,
        before: null,
        after: { override: { capacity: 3, maxPacks: 30 }, booked: 0, packsBooked: 0 },
      }),
    );
  });

  it('refuses a capacity or pack limit below what is booked, with 409, changing nothing', async () => {
    const slot = slotNumber(2);
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'below-1', packs: 6 });
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'below-2', packs: 6 });
    const before = await booking(slot);
    const capacity = await changeDate(slot, { capacity: 1 }, team.admin);
    expect(capacity).toMatchObject({
      status: 409,
      body: {
        reason: 'below_booked',
        errors: {
          capacity: '2 orders are already booked on this date, so the capacity cannot go below 2.',
        },
      },
    });
    const packs = await changeDate(slot, { maxPacks: 11 }, team.admin);
    expect(packs).toMatchObject({
      status: 409,
      body: {
        errors: {
          maxPacks:
            '12 packs are already booked on this date, so the most packs cannot go below 12.',
        },
      },
    });
    expect(await booking(slot)).toEqual(before);
    expect((await changeDate(slot, { capacity: 2, maxPacks: 12 }, team.admin)).status).toBe(200);
  });

  it('closes one slot on one date: no new orders, those booked keep their places', async () => {
    const slot = slotNumber(3);
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'held-1', packs: 2 });
    const closed = await changeDate(slot, { closed: true }, team.staff);
    expect(closed).toMatchObject({
      status: 200,
      body: { closedReason: 'date-closed', booked: 1 },
    });
    expect(
      await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'newcomer', packs: 1 }),
    ).toMatchObject({ ok: false, reason: 'closed' });
    expect(
      await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'held-1', packs: 2 }),
    ).toMatchObject({ ok: true, alreadyReserved: true });
    expect(offeredIn(await deliveryOptions({ postcode: '3118' }), slot)).toBeUndefined();
    const reopened = await changeDate(slot, {}, team.staff);
    expect(reopened.body).toMatchObject({ closedReason: null, override: null, booked: 1 });
  });

  it('answers 400 for bad fields and past dates, 404 for a slot not on that date', async () => {
    const slot = slotNumber(1);
    const bad = await changeDate(slot, { capacity: -1, maxPacks: 0, closed: 'yes' }, team.admin);
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: {
          capacity: 'The capacity cannot be negative',
          maxPacks: 'At least 1 pack',
          closed: 'Choose whether the slot is closed that day',
        },
      },
    });
    const yesterday = addDays(nzDateOf(new Date()), -1);
    const past = await changeDate({ ...slot, date: yesterday }, { capacity: 5 }, team.admin);
    expect(past).toMatchObject({
      status: 400,
      body: { errors: { date: 'Past dates cannot be changed' } },
    });
    const wrongDay = await changeDate(
      { ...slot, date: addDays(slot.date, 1) },
      { capacity: 5 },
      team.admin,
    );
    expect(wrongDay).toMatchObject({
      status: 404,
      body: { message: 'This slot has no window on that date.' },
    });
    const unknown = await changeDate({ ...slot, slotId: 'nowhere-mon-0900' }, {}, team.admin);
    expect(unknown.status).toBe(404);
  });

  it('never lets a capacity change and bookings racing each other overbook', async () => {
    const slot = slotNumber(4);
    const [change, ...reservations] = await Promise.all([
      changeDate(slot, { capacity: 3 }, team.admin),
      ...Array.from({ length: 8 }, (_, index) =>
        reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: `race-${String(index)}`, packs: 1 }),
      ),
    ]);
    const stored = await booking(slot);
    const taken = reservations.filter((reservation) => reservation.ok).length;
    expect(stored?.booked).toBe(taken);
    if (change.status === 200) {
      expect(stored?.override).toEqual({ capacity: 3 });
      expect(taken).toBeLessThanOrEqual(3);
    } else {
      expect(change.status).toBe(409);
      expect(stored?.override).toBeUndefined();
      expect(taken).toBeGreaterThan(3);
    }
  });
});

describe('packs: an order takes its place and its packs together, or neither', () => {
  it('gives back exactly the packs of the order released, once', async () => {
    const slot = slotNumber(5);
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'packs-a', packs: 3 });
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'packs-b', packs: 5 });
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'packs-b', packs: 5 });
    expect(await booking(slot)).toMatchObject({ booked: 2, packs: { 'packs-a': 3, 'packs-b': 5 } });
    expect(await releaseSlot({ ...slot, orderId: 'packs-b' })).toEqual({ released: true });
    expect(await releaseSlot({ ...slot, orderId: 'packs-b' })).toEqual({ released: false });
    expect(await booking(slot)).toEqual({
      booked: 1,
      orderIds: ['packs-a'],
      packs: { 'packs-a': 3 },
    });
  });

  it('offers the checkout only slots with room for its packs, and checks ?packs=', async () => {
    const slot = slotNumber(6);
    await changeDate(slot, { maxPacks: 10 }, team.admin);
    await reserveSlot({ ...slot, zoneId: slot.zoneId, orderId: 'room-1', packs: 6 });
    const offered = async (packs: number) => {
      const { body } = await call(
        optionsHandler,
        `/api/delivery/options?postcode=3118&packs=${String(packs)}`,
      );
      return offeredIn(body as DeliveryOptions, slot) !== undefined;
    };
    expect(await offered(4)).toBe(true);
    expect(await offered(5)).toBe(false);
    const bad = await call(optionsHandler, '/api/delivery/options?postcode=3118&packs=lots');
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { packs: 'Enter the number of packs' } },
    });
  });

  it('gives two orders racing for the last packs one each way: one placed, one refused', async () => {
    const slot = papamoaForOrders;
    if (!slot) throw new Error('No open Papamoa slot for the orders race');
    const changed = await changeDate(slot, { maxPacks: 8 }, team.admin);
    expect(changed.status).toBe(200);
    const first = await call(ordersHandler, '/api/orders', { json: papamoaOrderRequest(slot) });
    expect(first.status).toBe(201);
    const before = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const racers = await Promise.all(
      [1, 2].map(() =>
        call(ordersHandler, '/api/orders', {
          json: papamoaOrderRequest(slot, {
            items: [{ productId: 'beef-bolognese', quantity: 4 }],
          }),
        }),
      ),
    );
    expect(racers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = racers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({
      reason: 'slot_unavailable',
      problem: 'full',
      errors: {
        'fulfilment.slotId':
          'This delivery slot has room for only 1 pack; your order has 4 packs. Choose another slot.',
      },
    });
    expect(await booking(slot)).toMatchObject({ booked: 2 });
    const packs = Object.values((await booking(slot))?.packs ?? {});
    expect(packs.sort()).toEqual([3, 4]);
    // The refused order's stock went back: only the winner's 4 packs left the shelf.
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before - 4);
  });
});
