import { describe, expect, it } from 'vitest';
import {
  standingDayKeysOf,
  standingDayPrefixes,
  standingDeliveriesOfKeys,
} from '../../src/lib/standing-orders/standing-days.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('standing-order due-day keys', () => {
  it('key each delivery of the eight weeks from the next date, and give them back', () => {
    const order = standingOrderFixture({ skipDates: ['2026-12-10'] });
    const keys = standingDayKeysOf(order);
    expect(keys).toHaveLength(8);
    const deliveries = standingDeliveriesOfKeys(keys, '2026-12-01', '2026-12-31');
    expect(deliveries.map((delivery) => delivery.date)).toEqual([
      '2026-12-03',
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(deliveries[0]).toEqual({
      id: order.id,
      date: '2026-12-03',
      zoneId: 'papamoa',
      slotId: 'thu-pm',
      items: order.items,
    });
  });

  it('key nothing for a cancelled one or one paused without a date; a dated pause from its date', () => {
    expect(standingDayKeysOf(standingOrderFixture({ status: 'cancelled' }))).toEqual([]);
    expect(standingDayKeysOf(standingOrderFixture({ status: 'paused' }))).toEqual([]);
    const paused = standingOrderFixture({ status: 'paused', pausedUntil: '2027-01-14' });
    const dates = standingDeliveriesOfKeys(standingDayKeysOf(paused), '2026-12-01', '2027-02-01');
    expect(dates.map((delivery) => delivery.date)).toEqual([
      '2027-01-14',
      '2027-01-21',
      '2027-01-28',
    ]);
  });

  it('split many meals over several keys, each part and key within the store’s limits', () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      productId: `a-rather-long-meal-name-${String(index)}`,
      quantity: 1 + index,
    }));
    const order = standingOrderFixture({ items, everyWeeks: 4 });
    const keys = standingDayKeysOf(order);
    for (const key of keys) {
      expect(bytes(key)).toBeLessThan(600);
      expect(Math.max(...key.split('/').map(bytes))).toBeLessThan(255);
    }
    const [first] = standingDeliveriesOfKeys(keys, '2026-12-03', '2026-12-03');
    expect(first?.items).toEqual(items);
  });

  it('list one day by its folder and longer stretches by their common beginning', () => {
    expect(standingDayPrefixes('2026-12-03', '2026-12-03')).toEqual(['standing-days/2026-12-03/']);
    expect(standingDayPrefixes('2026-11-28', '2026-12-25')).toEqual(['standing-days/2026-1']);
    expect(standingDayPrefixes('2026-12-01', '2026-12-28')).toEqual(['standing-days/2026-12-']);
    expect(standingDayPrefixes('2026-12-20', '2027-01-16')).toEqual(['standing-days/202']);
  });
});
