import { describe, expect, it } from 'vitest';
import { datedSlot, hasRoomFor } from '../../src/lib/delivery/availability.ts';
import {
  bookOrder,
  changeDate,
  EMPTY_BOOKING,
  packsBookedOf,
  slotOnItsDate,
  unbookOrder,
} from '../../src/lib/delivery/slot-capacity.ts';
import { SlotDateChangeSchema } from '../../src/lib/delivery/slot-dates.ts';
import { SlotBookingSchema, SlotSchema, type SlotBooking } from '../../src/lib/delivery/slots.ts';

const weekly = SlotSchema.parse({
  id: 'papamoa-thu-1600',
  zoneId: 'papamoa',
  weekday: 4,
  start: '16:00',
  end: '18:00',
  capacity: 3,
  cutoffHours: 24,
  maxPacks: 10,
});
const slot = datedSlot(weekly, '2026-11-26');

function booked(...orders: [string, number][]): SlotBooking {
  let booking: SlotBooking | null = null;
  for (const [orderId, packs] of orders) {
    const attempt = bookOrder(booking, slot, { orderId, packs });
    if (!attempt.ok) throw new Error(attempt.message);
    booking = attempt.booking;
  }
  return booking ?? EMPTY_BOOKING;
}

describe('booking an order takes its place and its packs together', () => {
  it('counts places and packs per order', () => {
    const booking = booked(['a', 4], ['b', 2]);
    expect(booking).toEqual({ booked: 2, orderIds: ['a', 'b'], packs: { a: 4, b: 2 } });
    expect(packsBookedOf(booking)).toBe(6);
    expect(SlotBookingSchema.parse(booking)).toEqual(booking);
  });

  it('gives an order that holds its place the same document back (no write, no double count)', () => {
    const booking = booked(['a', 4]);
    const again = bookOrder(booking, slot, { orderId: 'a', packs: 4 });
    expect(again).toMatchObject({ ok: true, alreadyHeld: true });
    expect(again.ok && again.booking).toBe(booking);
  });

  it('refuses an order whose packs do not fit, saying how many still do', () => {
    const booking = booked(['a', 7]);
    expect(bookOrder(booking, slot, { orderId: 'b', packs: 4 })).toEqual({
      ok: false,
      problem: 'full',
      message:
        'This delivery slot has room for only 3 packs; your order has 4 packs. Choose another slot.',
    });
    expect(bookOrder(booking, slot, { orderId: 'b', packs: 3 })).toMatchObject({ ok: true });
    expect(bookOrder(booked(['a', 10]), slot, { orderId: 'b', packs: 1 })).toMatchObject({
      ok: false,
      message: 'This delivery slot is full.',
    });
  });

  it('refuses a place once the orders fill the capacity, whatever the packs', () => {
    const booking = booked(['a', 1], ['b', 1], ['c', 1]);
    expect(bookOrder(booking, slot, { orderId: 'd', packs: 1 })).toMatchObject({
      ok: false,
      problem: 'full',
    });
  });

  it('has no pack limit when the window sets none', () => {
    const unlimited = { ...slot, maxPacks: null };
    expect(bookOrder(null, unlimited, { orderId: 'a', packs: 500 })).toMatchObject({ ok: true });
  });

  it('follows the date: its capacity, pack limit and closure', () => {
    const changed = changeDate(null, { capacity: 3, maxPacks: 10 }, { capacity: 1, maxPacks: 2 });
    if (!changed.ok) throw new Error('expected the change to be taken');
    expect(bookOrder(changed.booking, slot, { orderId: 'a', packs: 3 })).toMatchObject({
      ok: false,
      message:
        'This delivery slot has room for only 2 packs; your order has 3 packs. Choose another slot.',
    });
    const closed = changeDate(null, { capacity: 3, maxPacks: 10 }, { closed: true });
    if (!closed.ok) throw new Error('expected the closure to be taken');
    expect(bookOrder(closed.booking, slot, { orderId: 'a', packs: 1 })).toEqual({
      ok: false,
      problem: 'closed',
      message: 'This delivery slot is closed.',
    });
  });
});

describe('releasing an order', () => {
  it('gives back exactly its place and its packs, and nothing the second time', () => {
    const booking = booked(['a', 4], ['b', 2]);
    const released = unbookOrder(booking, 'a');
    expect(released).toEqual({ booked: 1, orderIds: ['b'], packs: { b: 2 } });
    expect(unbookOrder(released, 'a')).toBe(released);
    expect(unbookOrder(unbookOrder(released, 'b'), 'b')).toEqual({ booked: 0, orderIds: [] });
  });

  it('keeps the date change when the last order leaves', () => {
    const changed = changeDate(booked(['a', 1]), { capacity: 3, maxPacks: 10 }, { capacity: 2 });
    if (!changed.ok) throw new Error('expected the change to be taken');
    expect(unbookOrder(changed.booking, 'a')).toEqual({
      booked: 0,
      orderIds: [],
      override: { capacity: 2 },
    });
  });
});

describe("changing one date's capacity", () => {
  const template = { capacity: 3, maxPacks: 10 };

  it('never goes below what is booked', () => {
    const booking = booked(['a', 4], ['b', 2]);
    expect(changeDate(booking, template, { capacity: 1, maxPacks: 5 })).toEqual({
      ok: false,
      errors: {
        capacity: '2 orders are already booked on this date, so the capacity cannot go below 2.',
        maxPacks: '6 packs are already booked on this date, so the most packs cannot go below 6.',
      },
    });
    expect(changeDate(booking, template, { capacity: 2, maxPacks: 6 })).toMatchObject({
      ok: true,
      booking: { booked: 2, override: { capacity: 2, maxPacks: 6 } },
    });
  });

  it('checks the template values a change leaves alone, too', () => {
    const booking = booked(['a', 4], ['b', 2]);
    const lowered = { capacity: 1, maxPacks: 5 };
    expect(changeDate(booking, lowered, { closed: true })).toMatchObject({ ok: false });
    expect(changeDate(booking, lowered, { capacity: 2, maxPacks: 6, closed: true })).toMatchObject({
      ok: true,
    });
  });

  it('goes back to the template with an empty change', () => {
    const changed = changeDate(null, template, { capacity: 1, closed: true });
    if (!changed.ok) throw new Error('expected the change to be taken');
    expect(slotOnItsDate(slot, changed.booking)).toMatchObject({
      slot: { capacity: 1, maxPacks: 10 },
      closedOnDate: true,
    });
    const back = changeDate(changed.booking, template, {});
    expect(back).toEqual({ ok: true, booking: { booked: 0, orderIds: [] } });
  });

  it('reads blank form fields as "follow the template"', () => {
    expect(
      SlotDateChangeSchema.parse({ capacity: Number.NaN, maxPacks: '', closed: false }),
    ).toEqual({ capacity: undefined, maxPacks: undefined, closed: false });
  });
});

describe('room for a cart', () => {
  it('needs a place and, where the window counts packs, room for every pack', () => {
    const today = slotOnItsDate(slot, booked(['a', 6])).slot;
    expect(today).toMatchObject({ remaining: 2, packsBooked: 6, packsRemaining: 4 });
    expect(hasRoomFor(today, 4)).toBe(true);
    expect(hasRoomFor(today, 5)).toBe(false);
    const full = slotOnItsDate(slot, booked(['a', 1], ['b', 1], ['c', 1])).slot;
    expect(hasRoomFor(full, 0)).toBe(false);
  });

  it('rejects a booking document whose packs belong to no booked order', () => {
    expect(
      SlotBookingSchema.safeParse({ booked: 1, orderIds: ['a'], packs: { b: 2 } }).success,
    ).toBe(false);
  });
});
