import { describe, expect, it } from 'vitest';
import {
  bookableSlots,
  checkSlot,
  groupByDay,
  hasRoomFor,
  slotProblemMessage,
  withBookings,
  type ZoneSchedule,
} from '../../src/lib/delivery/availability.ts';
import { dayLabel } from '../../src/lib/delivery/labels.ts';
import {
  SlotBookingSchema,
  SlotSchema,
  SpecialDateSchema,
  type Slot,
  type SpecialDate,
} from '../../src/lib/delivery/slots.ts';
import { freeDeliveryZone } from '../fixtures/zones.ts';

const papamoa = freeDeliveryZone('papamoa', 'Papamoa', '3118');

const slot = (id: string, weekday: number, start: string, end: string, extra: Partial<Slot> = {}) =>
  SlotSchema.parse({
    id,
    zoneId: 'papamoa',
    weekday,
    start,
    end,
    capacity: 20,
    cutoffHours: 24,
    ...extra,
  });

const WEEK = [
  slot('papamoa-tue-1600', 2, '16:00', '18:00'),
  slot('papamoa-thu-1600', 4, '16:00', '18:00'),
  slot('papamoa-sat-0900', 6, '09:00', '11:00'),
  slot('papamoa-sun-1000', 7, '10:00', '12:00', { active: false }),
  slot('tauranga-wed-1700', 3, '17:00', '19:00', { zoneId: 'tauranga' }),
];

const special = (day: unknown): [string, SpecialDate] => {
  const parsed = SpecialDateSchema.parse(day);
  return [parsed.date, parsed];
};

const SPECIAL = new Map([
  special({ date: '2026-12-01', kind: 'closed', note: 'Van service', holiday: undefined }),
  special({ date: '2026-12-03', kind: 'closed', zoneIds: ['tauranga'] }),
  special({
    date: '2026-11-30',
    kind: 'extra',
    slots: [
      {
        id: 'papamoa-extra-1000',
        zoneId: 'papamoa',
        start: '10:00',
        end: '12:00',
        capacity: 10,
        cutoffHours: 24,
      },
      {
        id: 'tauranga-extra-1000',
        zoneId: 'tauranga',
        start: '10:00',
        end: '12:00',
        capacity: 10,
        cutoffHours: 24,
      },
    ],
  }),
]);

const schedule: ZoneSchedule = { zone: papamoa, slots: WEEK, specialDates: SPECIAL };
// Monday 23 November 2026, 4:00pm in Papamoa (NZDT).
const NOW = new Date('2026-11-23T03:00:00Z');

describe('expanding weekly slots into dated slots', () => {
  it('lists the next 14 days of a zone, skipping closed days and adding extra days', () => {
    const slots = bookableSlots(schedule, NOW);
    expect(slots.map((dated) => `${dated.date} ${dated.slotId}`)).toEqual([
      '2026-11-26 papamoa-thu-1600',
      '2026-11-28 papamoa-sat-0900',
      '2026-11-30 papamoa-extra-1000',
      '2026-12-03 papamoa-thu-1600',
      '2026-12-05 papamoa-sat-0900',
    ]);
    expect(slots[0]).toEqual({
      slotId: 'papamoa-thu-1600',
      zoneId: 'papamoa',
      date: '2026-11-26',
      start: '16:00',
      end: '18:00',
      startsAt: '2026-11-26T03:00:00.000Z',
      cutoffAt: '2026-11-25T03:00:00.000Z',
      capacity: 20,
      maxPacks: null,
      label: 'Thu 26 Nov, 4:00pm–6:00pm',
    });
  });

  it('drops a slot exactly at its cut-off and keeps it a minute before', () => {
    const before = bookableSlots(schedule, new Date(NOW.getTime() - 60_000), 2);
    expect(before.map((dated) => dated.date)).toEqual(['2026-11-24']);
    expect(bookableSlots(schedule, NOW, 2)).toEqual([]);
  });

  it('offers nothing for an inactive zone', () => {
    expect(bookableSlots({ ...schedule, zone: { ...papamoa, active: false } }, NOW)).toEqual([]);
  });
});

describe('cut-offs across the New Zealand daylight-saving changes', () => {
  const weekend = [
    slot('papamoa-sun-0900', 7, '09:00', '11:00'),
    slot('papamoa-mon-0900', 1, '09:00', '11:00'),
  ];
  const dstSchedule: ZoneSchedule = { zone: papamoa, slots: weekend, specialDates: new Map() };
  const on = (now: string, date: string) =>
    bookableSlots(dstSchedule, new Date(now), 14).find((dated) => dated.date === date);

  it.each([
    // Clocks go forward at 2:00 on Sunday 27 September 2026 (NZST +12 -> NZDT +13).
    ['2026-09-24T00:00:00Z', '2026-09-27', '2026-09-26T20:00:00.000Z', '2026-09-25T21:00:00.000Z'],
    ['2026-09-24T00:00:00Z', '2026-09-28', '2026-09-27T20:00:00.000Z', '2026-09-26T20:00:00.000Z'],
    // Clocks go back at 3:00 on Sunday 4 April 2027 (NZDT +13 -> NZST +12).
    ['2027-04-01T00:00:00Z', '2027-04-04', '2027-04-03T21:00:00.000Z', '2027-04-02T20:00:00.000Z'],
    ['2027-04-01T00:00:00Z', '2027-04-05', '2027-04-04T21:00:00.000Z', '2027-04-03T21:00:00.000Z'],
    // Clocks go forward again on Sunday 26 September 2027.
    ['2027-09-23T00:00:00Z', '2027-09-26', '2027-09-25T20:00:00.000Z', '2027-09-24T21:00:00.000Z'],
    ['2027-09-23T00:00:00Z', '2027-09-27', '2027-09-26T20:00:00.000Z', '2027-09-25T20:00:00.000Z'],
  ])(
    'from %s, the 9:00 window on %s starts at %s, cut-off 9:00 the day before (%s)',
    (now, date, startsAt, cutoffAt) => {
      expect(on(now, date)).toMatchObject({ startsAt, cutoffAt, start: '09:00' });
    },
  );

  it('closes the Sunday slot at 9:00 NZST on the Saturday before clocks go forward', () => {
    expect(on('2026-09-25T20:59:59Z', '2026-09-27')).toBeDefined();
    expect(on('2026-09-25T21:00:00Z', '2026-09-27')).toBeUndefined();
  });

  it('closes the Monday slot at 9:00 NZST on the Sunday clocks go back', () => {
    expect(on('2027-04-03T20:59:00Z', '2027-04-05')).toBeDefined();
    expect(on('2027-04-03T21:00:00Z', '2027-04-05')).toBeUndefined();
  });
});

describe('capacity', () => {
  it('counts remaining places and hides full slots, even when capacity was lowered', () => {
    const slots = bookableSlots(schedule, NOW).slice(0, 3);
    const booked = new Map([
      ['papamoa-thu-1600', 20],
      ['papamoa-sat-0900', 3],
      ['papamoa-extra-1000', 25],
    ]);
    const open = slots
      .map((dated) => withBookings(dated, booked.get(dated.slotId) ?? 0))
      .filter((dated) => hasRoomFor(dated, 0));
    expect(open.map((dated) => [dated.slotId, dated.booked, dated.remaining])).toEqual([
      ['papamoa-sat-0900', 3, 17],
    ]);
    const [first] = slots;
    if (!first) throw new Error('expected a slot');
    expect(withBookings(first, 25)).toMatchObject({ capacity: 20, remaining: 0 });
  });

  it('keeps the booking count and the order ids in step', () => {
    expect(SlotBookingSchema.safeParse({ booked: 1, orderIds: ['a'] }).success).toBe(true);
    expect(SlotBookingSchema.safeParse({ booked: 2, orderIds: ['a'] }).success).toBe(false);
  });
});

describe('checking one slot on one date', () => {
  const check = (date: string, slotId: string, at = NOW, sched = schedule) =>
    checkSlot(sched, { date, slotId }, at);

  it('accepts an open weekly or extra slot', () => {
    expect(check('2026-11-26', 'papamoa-thu-1600')).toMatchObject({
      ok: true,
      slot: { startsAt: '2026-11-26T03:00:00.000Z' },
    });
    expect(check('2026-11-30', 'papamoa-extra-1000')).toMatchObject({ ok: true });
  });

  it('calls a slot the zone does not have on that date unavailable', () => {
    expect(check('2026-11-27', 'papamoa-thu-1600')).toEqual({ ok: false, problem: 'unavailable' });
    expect(check('2026-11-25', 'tauranga-wed-1700')).toEqual({ ok: false, problem: 'unavailable' });
    expect(check('2026-11-30', 'tauranga-extra-1000')).toEqual({
      ok: false,
      problem: 'unavailable',
    });
    expect(check('2026-13-01', 'papamoa-thu-1600')).toEqual({ ok: false, problem: 'unavailable' });
    expect(check('2026-11-26', 'nope')).toEqual({ ok: false, problem: 'unavailable' });
  });

  it('calls a closed day, an inactive slot or an inactive zone closed', () => {
    expect(check('2026-12-01', 'papamoa-tue-1600')).toMatchObject({ ok: false, problem: 'closed' });
    expect(check('2026-11-29', 'papamoa-sun-1000')).toMatchObject({ ok: false, problem: 'closed' });
    const inactive = { ...schedule, zone: { ...papamoa, active: false } };
    expect(check('2026-11-26', 'papamoa-thu-1600', NOW, inactive)).toMatchObject({
      problem: 'closed',
    });
    expect(check('2026-12-03', 'papamoa-thu-1600')).toMatchObject({ ok: true });
  });

  it('refuses a slot past its cut-off, saying when orders closed', () => {
    const result = check('2026-11-24', 'papamoa-tue-1600');
    expect(result).toMatchObject({ ok: false, problem: 'past_cutoff' });
    if (result.ok) throw new Error('expected a refusal');
    expect(slotProblemMessage(result.problem, result.slot)).toBe(
      'This delivery slot is closed: orders for it had to be in by Mon 23 Nov, 4:00pm.',
    );
    expect(slotProblemMessage('full')).toBe('This delivery slot is full.');
    expect(slotProblemMessage('closed')).toBe('This delivery slot is closed.');
  });
});

describe('special dates', () => {
  it('need windows on extra days, none on closed days, and distinct window ids', () => {
    const window = {
      id: 'w',
      zoneId: 'papamoa',
      start: '10:00',
      end: '12:00',
      capacity: 5,
      cutoffHours: 0,
    };
    const errors = (day: unknown) =>
      SpecialDateSchema.safeParse(day).error?.issues.map((issue) => issue.message);
    expect(errors({ date: '2026-12-24', kind: 'extra' })).toEqual(['Add at least one window']);
    expect(errors({ date: '2026-12-24', kind: 'closed', slots: [window] })).toEqual([
      'Closed days have no windows',
    ]);
    expect(errors({ date: '2026-12-24', kind: 'extra', slots: [window, window] })).toEqual([
      'Window ids must differ',
    ]);
    expect(
      errors({ date: '2026-12-24', kind: 'extra', slots: [{ ...window, end: '09:00' }] }),
    ).toEqual(['The end must be after the start']);
    expect(errors({ date: '2026-02-30', kind: 'closed' })).toEqual([
      'Enter a real date as YYYY-MM-DD',
    ]);
  });
});

describe('grouping slots by day for the picker', () => {
  it('groups in date order with a day label', () => {
    const days = groupByDay(bookableSlots(schedule, NOW).slice(0, 2), dayLabel);
    expect(days.map((day) => [day.date, day.label, day.slots.length])).toEqual([
      ['2026-11-26', 'Thu 26 Nov', 1],
      ['2026-11-28', 'Sat 28 Nov', 1],
    ]);
  });
});
