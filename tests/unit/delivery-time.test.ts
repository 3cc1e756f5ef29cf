import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  instantLabel,
  slotLabel,
  timeLabel,
  timeRangeLabel,
} from '../../src/lib/delivery/labels.ts';
import {
  addDays,
  instantOfNzDateTimeInput,
  isCalendarDate,
  isoWeekdayOf,
  nzDateOf,
  nzDateTimeInputValue,
  nzWallClockOf,
  nzWallTimeToUtc,
  wallClockHoursBefore,
} from '../../src/lib/delivery/nz-time.ts';

const utc = (date: string, time: string) => nzWallTimeToUtc(date, time).toISOString();

describe('Papamoa wall-clock time to UTC', () => {
  it('is 12 hours ahead in winter and 13 in summer', () => {
    expect(utc('2026-07-14', '09:00')).toBe('2026-07-13T21:00:00.000Z');
    expect(utc('2026-11-24', '16:00')).toBe('2026-11-24T03:00:00.000Z');
  });

  it('switches to daylight time on the last Sunday of September (2026-09-27, 2027-09-26)', () => {
    expect(utc('2026-09-26', '09:00')).toBe('2026-09-25T21:00:00.000Z');
    expect(utc('2026-09-27', '01:59')).toBe('2026-09-26T13:59:00.000Z');
    expect(utc('2026-09-27', '03:00')).toBe('2026-09-26T14:00:00.000Z');
    expect(utc('2026-09-27', '09:00')).toBe('2026-09-26T20:00:00.000Z');
    expect(utc('2027-09-25', '09:00')).toBe('2027-09-24T21:00:00.000Z');
    expect(utc('2027-09-26', '09:00')).toBe('2027-09-25T20:00:00.000Z');
  });

  it('switches back on the first Sunday of April (2027-04-04)', () => {
    expect(utc('2027-04-03', '09:00')).toBe('2027-04-02T20:00:00.000Z');
    expect(utc('2027-04-04', '01:59')).toBe('2027-04-03T12:59:00.000Z');
    expect(utc('2027-04-04', '03:00')).toBe('2027-04-03T15:00:00.000Z');
    expect(utc('2027-04-04', '09:00')).toBe('2027-04-03T21:00:00.000Z');
  });

  it('reads a skipped time as an hour later and a repeated time as its standard-time occurrence', () => {
    expect(utc('2026-09-27', '02:30')).toBe('2026-09-26T14:30:00.000Z');
    expect(utc('2027-04-04', '02:30')).toBe('2027-04-03T14:30:00.000Z');
  });

  it('gives the Papamoa date and clock of an instant, which can be a day ahead of UTC', () => {
    expect(nzDateOf(new Date('2026-11-23T11:30:00Z'))).toBe('2026-11-24');
    expect(nzDateOf(new Date('2026-11-23T10:59:00Z'))).toBe('2026-11-23');
    expect(nzWallClockOf(new Date('2026-09-26T14:00:00Z'))).toEqual({
      date: '2026-09-27',
      time: '03:00',
    });
  });
});

describe('calendar arithmetic on dates', () => {
  it('adds days across months, years and the clock changes', () => {
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2027-04-03', 2)).toBe('2027-04-05');
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-24')).toBe(2);
    expect(isoWeekdayOf('2026-09-27')).toBe(7);
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-06-31')).toBe(false);
    expect(isCalendarDate('26-11-24')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00')).toBe(false);
  });

  it('counts cut-off hours on the clock, so 24 hours before is the same time the day before', () => {
    expect(wallClockHoursBefore('2026-09-27', '09:00', 24)).toEqual({
      date: '2026-09-26',
      time: '09:00',
    });
    expect(wallClockHoursBefore('2026-11-24', '16:00', 30)).toEqual({
      date: '2026-11-23',
      time: '10:00',
    });
    expect(wallClockHoursBefore('2026-11-24', '16:00', 0)).toEqual({
      date: '2026-11-24',
      time: '16:00',
    });
  });
});

describe('slot labels', () => {
  it('writes times the New Zealand way', () => {
    expect(timeLabel('16:00')).toBe('4:00pm');
    expect(timeLabel('09:30')).toBe('9:30am');
    expect(timeLabel('12:00')).toBe('12:00pm');
    expect(timeLabel('00:15')).toBe('12:15am');
    expect(timeRangeLabel('16:00', '18:00')).toBe('4:00pm–6:00pm');
  });

  it('labels a day and a dated slot', () => {
    expect(dayLabel('2026-11-24')).toBe('Tue 24 Nov');
    expect(dayLabel('2027-01-03')).toBe('Sun 3 Jan');
    expect(slotLabel('2026-11-24', '16:00', '18:00')).toBe('Tue 24 Nov, 4:00pm–6:00pm');
  });

  it('labels an instant in Papamoa time', () => {
    expect(instantLabel(new Date('2026-11-23T03:00:00Z'))).toBe('Mon 23 Nov, 4:00pm');
    expect(instantLabel(new Date('2026-09-26T20:00:00Z'))).toBe('Sun 27 Sep, 9:00am');
  });
});

describe('date-and-time inputs on Papamoa clocks', () => {
  it('shows an instant as Papamoa clocks show it, in summer and in winter', () => {
    expect(nzDateTimeInputValue(new Date('2026-12-01T20:30:00Z'))).toBe('2026-12-02T09:30');
    expect(nzDateTimeInputValue(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02T09:30');
  });

  it('reads a typed date and time back as the instant it means there', () => {
    expect(instantOfNzDateTimeInput('2026-12-02T09:30')?.toISOString()).toBe(
      '2026-12-01T20:30:00.000Z',
    );
    expect(instantOfNzDateTimeInput('2026-07-02T09:30:00')?.toISOString()).toBe(
      '2026-07-01T21:30:00.000Z',
    );
    for (const value of ['', '2026-02-30T09:00', '2026-12-02T25:00', '2026-12-02 09:30']) {
      expect(instantOfNzDateTimeInput(value), value).toBeNull();
    }
  });
});
