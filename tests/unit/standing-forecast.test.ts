import { describe, expect, it } from 'vitest';
import { buildForecast, standingDatesBetween } from '../../src/lib/standing-orders/forecast.ts';
import { forecastCsv } from '../../src/lib/standing-orders/forecast-csv.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const NAMES: Record<string, string> = {
  'beef-bolognese': 'Beef Bolognese',
  'super-veg-sauce': 'Super Veg Sauce',
};
const nameOf = (id: string) => NAMES[id] ?? id;

describe('standingDatesBetween', () => {
  it('lists the deliveries it sends inside the range, skips and pauses left out', () => {
    const weekly = standingOrderFixture({ skipDates: ['2026-12-10'] });
    expect(standingDatesBetween(weekly, '2026-12-01', '2026-12-28')).toEqual([
      '2026-12-03',
      '2026-12-17',
      '2026-12-24',
    ]);
    const fortnightly = standingOrderFixture({ everyWeeks: 2 });
    expect(standingDatesBetween(fortnightly, '2026-12-01', '2026-12-28')).toEqual([
      '2026-12-03',
      '2026-12-17',
    ]);
    const paused = standingOrderFixture({ status: 'paused', pausedUntil: '2026-12-17' });
    expect(standingDatesBetween(paused, '2026-12-01', '2026-12-28')).toEqual([
      '2026-12-17',
      '2026-12-24',
    ]);
    expect(
      standingDatesBetween(
        standingOrderFixture({ status: 'cancelled' }),
        '2026-12-01',
        '2026-12-28',
      ),
    ).toEqual([]);
  });

  it('leaves out a next date already past (its order is due or made)', () => {
    const late = standingOrderFixture({ nextDate: '2026-11-26' });
    expect(standingDatesBetween(late, '2026-12-01', '2026-12-10')).toEqual([
      '2026-12-03',
      '2026-12-10',
    ]);
  });
});

describe('buildForecast', () => {
  const placed = [
    {
      date: '2026-12-03',
      orders: 2,
      meals: [{ productId: 'beef-bolognese', name: 'Beef Bolognese', packs: 5 }],
    },
    // Past the four weeks: not counted.
    {
      date: '2026-12-29',
      orders: 1,
      meals: [{ productId: 'beef-bolognese', name: 'Beef Bolognese', packs: 9 }],
    },
  ];

  it('adds the standing orders’ deliveries to the orders placed, per day and meal', () => {
    const forecast = buildForecast({
      from: '2026-12-01',
      placed,
      standing: [standingOrderFixture({ everyWeeks: 2 })],
      nameOf,
    });
    expect(forecast.until).toBe('2026-12-28');
    expect(
      forecast.days.map((day) => [day.date, day.orders, day.standingOrders, day.packs]),
    ).toEqual([
      ['2026-12-03', 2, 1, 8],
      ['2026-12-17', 0, 1, 3],
    ]);
    expect(forecast.days[0]?.meals).toEqual([
      { productId: 'beef-bolognese', name: 'Beef Bolognese', ordered: 5, standing: 2, packs: 7 },
      { productId: 'super-veg-sauce', name: 'Super Veg Sauce', ordered: 0, standing: 1, packs: 1 },
    ]);
    expect(forecast.meals).toEqual([
      { productId: 'beef-bolognese', name: 'Beef Bolognese', ordered: 5, standing: 4, packs: 9 },
      { productId: 'super-veg-sauce', name: 'Super Veg Sauce', ordered: 0, standing: 2, packs: 2 },
    ]);
    expect([forecast.ordered, forecast.standing, forecast.packs]).toEqual([5, 6, 11]);
  });

  it('counts a delivery on the day it will go out: moved off a closed day, or not at all', () => {
    const forecast = buildForecast({
      from: '2026-12-01',
      placed: [],
      standing: [standingOrderFixture({ everyWeeks: 1 })],
      nameOf,
      deliveryDateOf: (_order, date) =>
        date === '2026-12-10' ? '2026-12-12' : date === '2026-12-17' ? null : date,
    });
    expect(forecast.days.map((day) => [day.date, day.standingOrders, day.packs])).toEqual([
      ['2026-12-03', 1, 3],
      ['2026-12-12', 1, 3],
      ['2026-12-24', 1, 3],
    ]);
    expect(forecast.standing).toBe(9);
  });

  it('is empty with nothing ordered or due', () => {
    const forecast = buildForecast({ from: '2026-12-01', placed: [], standing: [], nameOf });
    expect(forecast.days).toEqual([]);
    expect(forecast.packs).toBe(0);
  });

  it('writes a CSV row per day and meal, then the four weeks’ totals', () => {
    const forecast = buildForecast({
      from: '2026-12-01',
      placed: [],
      standing: [standingOrderFixture({ everyWeeks: 4 })],
      nameOf,
    });
    const lines = forecastCsv(forecast)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Date,Meal,Ordered packs,Standing order packs,Total packs',
      '2026-12-03,Beef Bolognese,0,2,2',
      '2026-12-03,Super Veg Sauce,0,1,1',
      'All four weeks,Beef Bolognese,0,2,2',
      'All four weeks,Super Veg Sauce,0,1,1',
    ]);
  });
});
