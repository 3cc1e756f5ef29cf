import { beforeAll, describe, expect, it } from 'vitest';
import { releaseSlot, reserveSlot } from '../../src/server/delivery/reservations.ts';
import { deliverySlots, slotBookings, specialDates } from '../../src/server/delivery/store.ts';
import { seedDelivery } from '../../src/server/seed/delivery.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

// Monday 23 November 2026, 4:00pm in Papamoa. Seeded Papamoa slots: Tue/Thu 4pm, Sat 9am.
const NOW = new Date('2026-11-23T03:00:00Z');
const THURSDAY = { date: '2026-11-26', slotId: 'papamoa-thu-1600', zoneId: 'papamoa' };

beforeAll(async () => {
  await seedDelivery();
});

describe('reserveSlot', () => {
  it('takes a place and is idempotent for the same order', async () => {
    const first = await reserveSlot({ ...THURSDAY, orderId: 'order-1', now: NOW });
    expect(first).toMatchObject({
      ok: true,
      alreadyReserved: false,
      slot: { booked: 1, remaining: 19, label: 'Thu 26 Nov, 4:00pm–6:00pm' },
    });
    const again = await reserveSlot({ ...THURSDAY, orderId: 'order-1', now: NOW });
    expect(again).toMatchObject({ ok: true, alreadyReserved: true, slot: { booked: 1 } });
    expect(await slotBookings.get('2026-11-26/papamoa-thu-1600')).toEqual({
      booked: 1,
      orderIds: ['order-1'],
    });
  });

  it('still confirms an order that holds its place after the cut-off has passed', async () => {
    const late = new Date('2026-11-25T03:00:00Z');
    const held = await reserveSlot({ ...THURSDAY, orderId: 'order-1', now: late });
    expect(held).toMatchObject({ ok: true, alreadyReserved: true });
    const newcomer = await reserveSlot({ ...THURSDAY, orderId: 'order-late', now: late });
    expect(newcomer).toEqual({
      ok: false,
      reason: 'past_cutoff',
      message: 'This delivery slot is closed: orders for it had to be in by Wed 25 Nov, 4:00pm.',
    });
  });

  it('refuses slots of another zone, another weekday or that do not exist', async () => {
    for (const request of [
      { ...THURSDAY, zoneId: 'tauranga' },
      { ...THURSDAY, date: '2026-11-27' },
      { ...THURSDAY, slotId: 'papamoa-fri-1600' },
      { ...THURSDAY, zoneId: 'nowhere' },
      { ...THURSDAY, date: 'not-a-date' },
      { ...THURSDAY, slotId: '../secrets' },
    ]) {
      expect(await reserveSlot({ ...request, orderId: 'order-2', now: NOW })).toMatchObject({
        ok: false,
        reason: 'unavailable',
      });
    }
  });

  it('refuses a closed day and an inactive slot', async () => {
    await specialDates.createOnce('2026-12-03', { date: '2026-12-03', kind: 'closed', note: '' });
    const closed = await reserveSlot({
      ...THURSDAY,
      date: '2026-12-03',
      orderId: 'order-3',
      now: NOW,
    });
    expect(closed).toEqual({
      ok: false,
      reason: 'closed',
      message: 'This delivery slot is closed.',
    });
    await deliverySlots.update('papamoa-sat-0900', (slot) => {
      if (!slot) throw new Error('seeded slot missing');
      return { ...slot, active: false };
    });
    const inactive = await reserveSlot({
      date: '2026-11-28',
      slotId: 'papamoa-sat-0900',
      zoneId: 'papamoa',
      orderId: 'order-3',
      now: NOW,
    });
    expect(inactive).toMatchObject({ ok: false, reason: 'closed' });
  });

  it('books an extra-day window', async () => {
    await specialDates.createOnce('2026-11-30', {
      date: '2026-11-30',
      kind: 'extra',
      note: 'Extra Monday run',
      slots: [
        {
          id: 'papamoa-extra-1000',
          zoneId: 'papamoa',
          start: '10:00',
          end: '12:00',
          capacity: 1,
          cutoffHours: 12,
        },
      ],
    });
    const extra = { date: '2026-11-30', slotId: 'papamoa-extra-1000', zoneId: 'papamoa', now: NOW };
    expect(await reserveSlot({ ...extra, orderId: 'order-4' })).toMatchObject({
      ok: true,
      slot: { remaining: 0 },
    });
    expect(await reserveSlot({ ...extra, orderId: 'order-5' })).toEqual({
      ok: false,
      reason: 'full',
      message: 'This delivery slot is full.',
    });
  });
});

describe('releaseSlot', () => {
  it('gives a place back once, and lets another order take it', async () => {
    const request = { date: '2026-11-30', slotId: 'papamoa-extra-1000' };
    expect(await releaseSlot({ ...request, orderId: 'order-4' })).toEqual({ released: true });
    expect(await releaseSlot({ ...request, orderId: 'order-4' })).toEqual({ released: false });
    expect(await releaseSlot({ ...request, orderId: 'never-booked' })).toEqual({ released: false });
    expect(await releaseSlot({ date: '2027-01-01', slotId: 'none', orderId: 'x' })).toEqual({
      released: false,
    });
    expect(await slotBookings.get('2026-11-30/papamoa-extra-1000')).toEqual({
      booked: 0,
      orderIds: [],
    });
    const retaken = await reserveSlot({
      ...request,
      zoneId: 'papamoa',
      orderId: 'order-5',
      now: NOW,
    });
    expect(retaken).toMatchObject({ ok: true, slot: { booked: 1 } });
  });
});

describe('concurrent reservations on the local Blobs server', () => {
  it('gives exactly 5 of 30 simultaneous orders the last 5 places', async () => {
    await deliverySlots.createOnce('papamoa-wed-1200', {
      id: 'papamoa-wed-1200',
      zoneId: 'papamoa',
      weekday: 3,
      start: '12:00',
      end: '13:00',
      capacity: 5,
      cutoffHours: 24,
      active: true,
    });
    const slot = { date: '2026-12-02', slotId: 'papamoa-wed-1200', zoneId: 'papamoa', now: NOW };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => reserveSlot({ ...slot, orderId: `rush-${index}` })),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(5);
    expect(results.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(25);
    const booking = await slotBookings.get('2026-12-02/papamoa-wed-1200');
    expect(booking?.booked).toBe(5);
    expect(new Set(booking?.orderIds).size).toBe(5);
  });
});
