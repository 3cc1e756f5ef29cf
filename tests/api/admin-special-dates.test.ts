import { describe, expect, it } from 'vitest';
import specialDatesHandler from '../../netlify/functions/admin-special-dates.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { SpecialDate } from '../../src/lib/delivery/slots.ts';
import { auditLog } from '../../src/server/audit.ts';
import type { HolidayStatus } from '../../src/lib/admin/areas/special-dates.ts';
import { seedDelivery } from '../../src/server/seed/delivery.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedDelivery);

const days = callerOf(specialDatesHandler);
const holidays = callerOf(specialDatesHandler);

const EXTRA_DAY = {
  date: '2030-12-23',
  kind: 'extra',
  note: 'Christmas rush',
  slots: [{ zoneId: 'papamoa', start: '10:00', end: '12:00', capacity: 15, cutoffHours: 24 }],
};

// 401 and cross-site for every route: admin-route-guards.test.ts.
describe('/api/admin/special-dates', () => {
  it('creates an extra day, naming its windows, refuses a second one on that date, and audits', async () => {
    const created = await days('/api/admin/special-dates', {
      method: 'POST',
      json: EXTRA_DAY,
      headers: team.staff,
    });
    expect(created.status).toBe(201);
    expect((created.body as SpecialDate).slots).toEqual([
      {
        id: 'papamoa-extra-1000',
        zoneId: 'papamoa',
        start: '10:00',
        end: '12:00',
        capacity: 15,
        cutoffHours: 24,
      },
    ]);
    const again = await days('/api/admin/special-dates', {
      method: 'POST',
      json: EXTRA_DAY,
      headers: team.admin,
    });
    expect(again.status).toBe(409);
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({
        action: 'special-date.create',
        target: 'special-dates/2030-12-23',
      }),
    );
  });

  it('answers 400 for bad fields, unknown zones and window ids of weekly slots', async () => {
    const bad = await days('/api/admin/special-dates', {
      method: 'POST',
      json: { date: '2030-02-30', kind: 'closed', note: 'x'.repeat(201) },
      headers: team.admin,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: { date: 'Enter a real date as YYYY-MM-DD', note: 'Use at most 200 characters' },
      },
    });
    const unknownZone = await days('/api/admin/special-dates', {
      method: 'POST',
      json: { date: '2030-12-24', kind: 'closed', zoneIds: ['papamoa', 'atlantis'] },
      headers: team.admin,
    });
    expect(unknownZone.body).toMatchObject({ errors: { 'zoneIds.1': 'No zone has this id' } });
    const borrowed = await days('/api/admin/special-dates', {
      method: 'POST',
      json: {
        ...EXTRA_DAY,
        date: '2030-12-24',
        slots: [{ ...EXTRA_DAY.slots[0], id: 'papamoa-tue-1600' }],
      },
      headers: team.admin,
    });
    expect(borrowed.body).toMatchObject({ errors: { 'slots.0.id': 'A weekly slot has this id' } });
  });

  it('puts (creating, then replacing), reads, lists from a date, and deletes', async () => {
    const path = '/api/admin/special-dates/2030-06-03';
    const params = { date: '2030-06-03' };
    const closed = { kind: 'closed', zoneIds: ['tauranga'], note: 'Van in for service' };
    const put = await days(path, { method: 'PUT', json: closed, params, headers: team.admin });
    expect(put).toMatchObject({ status: 201, body: { date: '2030-06-03', kind: 'closed' } });
    const replaced = await days(path, {
      method: 'PUT',
      json: { ...closed, zoneIds: undefined },
      params,
      headers: team.admin,
    });
    expect(replaced.status).toBe(200);
    expect((await days(path, { params, headers: team.staff })).body).toEqual({
      date: '2030-06-03',
      kind: 'closed',
      note: 'Van in for service',
    });
    const listed = await days('/api/admin/special-dates?from=2030-07-01', { headers: team.staff });
    expect((listed.body as SpecialDate[]).map((day) => day.date)).toEqual(['2030-12-23']);
    expect((await days('/api/admin/special-dates?from=July', { headers: team.staff })).status).toBe(
      400,
    );
    expect((await days(path, { method: 'DELETE', params, headers: team.admin })).status).toBe(200);
    expect((await days(path, { params, headers: team.admin })).status).toBe(404);
    expect((await days(path, { method: 'DELETE', params, headers: team.admin })).status).toBe(404);
    // "holidays" is never taken for a date: the path is the holiday list's.
    const holidayList = await days('/api/admin/special-dates/holidays', { headers: team.admin });
    expect(holidayList.status).toBe(200);
    expect(Array.isArray(holidayList.body)).toBe(true);
    const notADate = { method: 'PUT', json: { kind: 'closed' }, headers: team.admin };
    expect((await days('/api/admin/special-dates/holidays', notADate)).status).toBe(405);
  });
});

describe('/api/admin/special-dates/holidays', () => {
  let list: HolidayStatus[] = [];

  it('lists two years of holidays from today, Matariki and Auckland Anniversary Day included', async () => {
    const { status, body } = await holidays('/api/admin/special-dates/holidays', {
      headers: team.staff,
    });
    expect(status).toBe(200);
    list = body as HolidayStatus[];
    const today = nzDateOf(new Date());
    expect(
      list.every((holiday) => holiday.date >= today && holiday.date < addDays(today, 731)),
    ).toBe(true);
    expect(list.filter((holiday) => holiday.name === 'Matariki')).toHaveLength(2);
    expect(list.filter((holiday) => holiday.name === 'Auckland Anniversary Day')).toHaveLength(2);
    expect(
      list.filter((holiday) => holiday.name === 'Christmas Day' && !holiday.substitute),
    ).toHaveLength(2);
    // The days shut by law or custom come closed; every other holiday is the staff's to decide.
    const shutByLaw = new Set([
      'Christmas Day',
      'Boxing Day',
      "New Year's Day",
      'Good Friday',
      'ANZAC Day',
    ]);
    for (const holiday of list) {
      expect(holiday.closed, holiday.name).toBe(shutByLaw.has(holiday.name) && !holiday.substitute);
    }
    list = list.filter((holiday) => !holiday.closed);
  });

  it('closes a holiday for every zone in one action, once', async () => {
    const [holiday] = list;
    if (!holiday) throw new Error('no holidays listed');
    const path = `/api/admin/special-dates/holidays/${holiday.date}/close`;
    const params = { date: holiday.date };
    const closed = await holidays(path, { method: 'POST', params, headers: team.staff });
    expect(closed).toMatchObject({
      status: 201,
      body: {
        date: holiday.date,
        kind: 'closed',
        holiday: holiday.name,
        note: `Closed for ${holiday.name}`,
      },
    });
    expect((closed.body as SpecialDate).zoneIds).toBeUndefined();
    const again = await holidays(path, { method: 'POST', params, headers: team.admin });
    expect(again).toMatchObject({ status: 200, body: closed.body as object });
    const relisted = (await holidays('/api/admin/special-dates/holidays', { headers: team.staff }))
      .body as HolidayStatus[];
    expect(relisted.find((item) => item.date === holiday.date)).toMatchObject({ closed: true });
    expect(
      (await auditLog.list()).filter((entry) => entry.action === 'special-date.close-holiday'),
    ).toHaveLength(1);
  });

  it('widens a partial closure, leaves extra days alone (409) and refuses non-holidays (404)', async () => {
    /** An admin sets the special date on `date`, as its form's Save does. */
    const setDay = (date: string, json: unknown) =>
      days(`/api/admin/special-dates/${date}`, {
        method: 'PUT',
        json,
        params: { date },
        headers: team.admin,
      });
    /** An admin presses Close on the holiday of `date`. */
    const closeHoliday = (date: string) =>
      holidays(`/api/admin/special-dates/holidays/${date}/close`, {
        method: 'POST',
        params: { date },
        headers: team.admin,
      });
    const [, partial, extra] = list;
    if (!partial || !extra) throw new Error('too few holidays listed');
    await setDay(partial.date, { kind: 'closed', zoneIds: ['tauranga'], note: 'Tauranga only' });
    const widened = await closeHoliday(partial.date);
    expect(widened).toMatchObject({
      status: 200,
      body: { note: 'Tauranga only', holiday: partial.name },
    });
    expect((widened.body as SpecialDate).zoneIds).toBeUndefined();
    await setDay(extra.date, { ...EXTRA_DAY, date: undefined });
    const refused = await closeHoliday(extra.date);
    expect(refused.status).toBe(409);
    const notHoliday = await closeHoliday('2030-03-13');
    expect(notHoliday).toMatchObject({
      status: 404,
      body: { message: 'There is no upcoming public holiday on that date.' },
    });
  });
});
