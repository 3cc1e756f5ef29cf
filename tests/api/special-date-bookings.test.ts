import { describe, expect, it } from 'vitest';
import specialDatesHandler from '../../netlify/functions/admin-special-dates.mts';
import type { HolidayStatus } from '../../src/lib/admin/areas/special-dates.ts';
import type { BookingsWarning } from '../../src/lib/delivery/booked-orders.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { auditLog } from '../../src/server/audit.ts';
import { bookingIdOf, slotBookings, specialDates } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedShop);

const days = callerOf(specialDatesHandler);

async function book(date: string, slotId: string, orderId: string): Promise<void> {
  await slotBookings.update(bookingIdOf(date, slotId), (current) => {
    const orderIds = [...(current?.orderIds ?? []), orderId];
    return { booked: orderIds.length, orderIds };
  });
}

const today = nzDateOf(new Date());
const inAWeek = addDays(today, 7);

describe('closing a day with bookings warns first', () => {
  it('answers 409 with the bookings of the zones it closes, then closes once confirmed', async () => {
    const order = await placeTestOrder({ date: inAWeek });
    await book(inAWeek, 'papamoa-tue-1600', order.id);
    await book(inAWeek, 'tauranga-wed-1700', 'tauranga-order');
    // A slot deleted since is judged by its order's zone (placeTestOrder books Tauranga).
    const orphan = await placeTestOrder({ date: inAWeek });
    await book(inAWeek, 'tauranga-gone-0800', orphan.id);
    const closeTauranga = { date: inAWeek, kind: 'closed', zoneIds: ['tauranga'], note: 'Van off' };

    const warned = await days('/api/admin/special-dates', {
      method: 'POST',
      json: closeTauranga,
      headers: team.staff,
    });
    expect(warned.status).toBe(409);
    const warning = warned.body as BookingsWarning;
    expect(warning).toMatchObject({ reason: 'has_bookings' });
    expect(warning.message).toMatch(/^2 orders are booked on /);
    expect(warning.bookings.map((booking) => [booking.orderId, booking.zoneId])).toEqual([
      [orphan.id, 'tauranga'],
      ['tauranga-order', 'tauranga'],
    ]);
    expect(await specialDates.get(inAWeek)).toBeNull();

    const created = await days('/api/admin/special-dates', {
      method: 'POST',
      json: { ...closeTauranga, confirmBookings: true },
      headers: team.staff,
    });
    expect(created).toMatchObject({ status: 201, body: { zoneIds: ['tauranga'] } });
    expect(created.body).not.toHaveProperty('confirmBookings');

    // Editing the note does not warn again; closing every zone warns about Papamoa's order only.
    const path = `/api/admin/special-dates/${inAWeek}`;
    const params = { date: inAWeek };
    const renote = await days(path, {
      method: 'PUT',
      json: { ...closeTauranga, date: undefined, note: 'Van in for service' },
      params,
      headers: team.admin,
    });
    expect(renote.status).toBe(200);
    const widen = await days(path, {
      method: 'PUT',
      json: { kind: 'closed', note: 'Kitchen closed' },
      params,
      headers: team.admin,
    });
    expect(widen.status).toBe(409);
    expect((widen.body as BookingsWarning).bookings).toEqual([
      {
        orderId: order.id,
        orderNumber: order.number,
        customerName: 'Aroha Tane',
        date: inAWeek,
        slotId: 'papamoa-tue-1600',
        slotLabel: order.fulfilment.slotLabel,
        zoneId: 'papamoa',
      },
    ]);
    const widened = await days(path, {
      method: 'PUT',
      json: { kind: 'closed', note: 'Kitchen closed', confirmBookings: true },
      params,
      headers: team.admin,
    });
    expect(widened).toMatchObject({
      status: 200,
      body: { kind: 'closed', note: 'Kitchen closed' },
    });
    expect((await specialDates.get(inAWeek))?.zoneIds).toBeUndefined();
  });

  it('warns before closing a holiday with bookings, and closes it with confirmBookings=true', async () => {
    const listed = (await days('/api/admin/special-dates/holidays', { headers: team.staff }))
      .body as HolidayStatus[];
    const holiday = listed.find((candidate) => !candidate.closed && candidate.date > today);
    if (!holiday) throw new Error('no open holiday listed');
    await book(holiday.date, 'papamoa-sat-0900', 'holiday-order');
    const path = `/api/admin/special-dates/holidays/${holiday.date}/close`;
    const params = { date: holiday.date };
    const warned = await days(path, { method: 'POST', params, headers: team.staff });
    expect(warned).toMatchObject({
      status: 409,
      body: { reason: 'has_bookings', bookings: [{ orderId: 'holiday-order', zoneId: 'papamoa' }] },
    });
    const bad = await days(`${path}?confirmBookings=yes`, {
      method: 'POST',
      params,
      headers: team.staff,
    });
    expect(bad.status).toBe(400);
    const noSession = await days(`${path}?confirmBookings=true`, { method: 'POST', params });
    expect(noSession.status).toBe(401);
    const crossSite = await days(`${path}?confirmBookings=true`, {
      method: 'POST',
      params,
      headers: { ...team.staff, ...CROSS_SITE },
    });
    expect(crossSite.status).toBe(403);
    const closed = await days(`${path}?confirmBookings=true`, {
      method: 'POST',
      params,
      headers: team.staff,
    });
    expect(closed).toMatchObject({ status: 201, body: { date: holiday.date, kind: 'closed' } });
    expect(
      (await auditLog.list()).filter(
        (entry) =>
          entry.action === 'special-date.close-holiday' &&
          entry.target === `special-dates/${holiday.date}`,
      ),
    ).toHaveLength(1);
  });

  it('answers 400 for a bad confirmation flag in a body', async () => {
    const bad = await days('/api/admin/special-dates', {
      method: 'POST',
      json: { date: addDays(today, 9), kind: 'closed', confirmBookings: 'yes' },
      headers: team.staff,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { confirmBookings: expect.any(String) as unknown } },
    });
  });
});
