import { describe, expect, it } from 'vitest';
import { buildRunSheet } from '../../src/lib/orders/run-sheet.ts';
import { runSheetDayOf, runSheetOfDay } from '../../src/lib/orders/run-sheet-day.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

// The run sheet's day record must give, for every zone and for all, exactly what building the
// sheet from the day's orders gives: the screen reads the record instead of the orders.
describe('run sheet day record', () => {
  const late = { slotId: 'papamoa-tue-1600', slotLabel: 'Tue 1 Dec, 4:00pm–6:00pm' };
  const early = { slotId: 'papamoa-tue-0900', slotLabel: 'Tue 1 Dec, 9:00am–11:00am' };
  const tauranga = {
    zone: { id: 'tauranga', name: 'Tauranga' },
    slotId: 'tauranga-tue-1600',
    slotLabel: 'Tue 1 Dec, 4:00pm–6:00pm',
  };
  const orders = [
    dispatchOrder({ ...late, address: { line1: '9 Pacific Ave' } }),
    dispatchOrder({
      ...early,
      address: { line1: '30 Dunlop Rd' },
      path: ['awaiting_payment', 'paid'],
    }),
    dispatchOrder({ ...tauranga, address: { line1: '4 Cameron Rd' } }),
    dispatchOrder({ ...late, address: { line1: '2/3 Pacific Ave' } }),
    dispatchOrder({ ...tauranga, address: { line1: '1 Devonport Rd' } }),
    dispatchOrder({ ...late, path: ['awaiting_payment', 'cancelled'] }),
    dispatchOrder({ ...late, method: 'pickup' }),
  ];

  it.each([null, 'papamoa', 'tauranga', 'welcome-bay'])(
    'gives the sheet building from the orders gives, for zone %s',
    (zoneId) => {
      const day = runSheetDayOf('2026-12-01', orders, orders.length);
      expect(runSheetOfDay(day, zoneId)).toEqual(buildRunSheet('2026-12-01', zoneId, orders));
    },
  );

  it('names the zone of each slot and keeps the index count', () => {
    const day = runSheetDayOf('2026-12-01', orders, 9);
    expect(day.indexed).toBe(9);
    expect(day.slotZoneIds).toEqual(['papamoa', 'papamoa', 'tauranga']);
    expect(
      runSheetOfDay(day, 'tauranga').slots.flatMap((slot) =>
        slot.stops.map((stop) => stop.address),
      ),
    ).toEqual([expect.stringContaining('4 Cameron Rd'), expect.stringContaining('1 Devonport Rd')]);
  });
});
