import { describe, expect, it } from 'vitest';
import {
  publicHolidaysBetween,
  upcomingPublicHolidays,
} from '../../src/server/delivery/holidays.ts';

describe('New Zealand public holidays in the Bay of Plenty', () => {
  it('lists the 2027 holidays, Auckland Anniversary Day and Matariki included', () => {
    const holidays = publicHolidaysBetween('2027-01-01', '2028-01-01');
    expect(holidays.filter((holiday) => !holiday.substitute)).toEqual([
      { date: '2027-01-01', name: "New Year's Day", substitute: false },
      { date: '2027-01-02', name: "Day after New Year's Day", substitute: false },
      { date: '2027-02-01', name: 'Auckland Anniversary Day', substitute: false },
      { date: '2027-02-06', name: 'Waitangi Day', substitute: false },
      { date: '2027-03-26', name: 'Good Friday', substitute: false },
      { date: '2027-03-29', name: 'Easter Monday', substitute: false },
      { date: '2027-04-25', name: 'ANZAC Day', substitute: false },
      { date: '2027-06-07', name: "King's Birthday", substitute: false },
      { date: '2027-06-25', name: 'Matariki', substitute: false },
      { date: '2027-10-25', name: 'Labour Day', substitute: false },
      { date: '2027-12-25', name: 'Christmas Day', substitute: false },
      { date: '2027-12-26', name: 'Boxing Day', substitute: false },
    ]);
  });

  it('adds the Monday (or Tuesday) off when a holiday falls on a weekend', () => {
    const substitutes = publicHolidaysBetween('2027-01-01', '2028-01-01')
      .filter((holiday) => holiday.substitute)
      .map((holiday) => holiday.date);
    expect(substitutes).toEqual([
      '2027-01-04',
      '2027-02-08',
      '2027-04-26',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('keeps only public holidays (not Easter Sunday, an observance) and no other region', () => {
    const names = publicHolidaysBetween('2026-01-01', '2027-01-01').map((holiday) => holiday.name);
    expect(names).not.toContain('Easter Sunday');
    expect(names.filter((name) => name === 'Auckland Anniversary Day')).toHaveLength(1);
    expect(names).toContain('Matariki');
    expect(names).not.toContain('Provincial anniversary day');
  });

  it('covers two years from today (Papamoa time), in date order', () => {
    // 11:30 UTC on 23 November is already 24 November in Papamoa.
    const holidays = upcomingPublicHolidays(new Date('2026-11-23T11:30:00Z'));
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates[0]).toBe('2026-12-25');
    expect(dates.at(-1)).toBe('2028-10-23');
    expect(dates).toEqual([...dates].sort());
    expect(dates).toContain('2028-07-14');
    expect(dates.every((date) => date >= '2026-11-24' && date < '2028-11-24')).toBe(true);
  });
});
