import { describe, expect, it } from 'vitest';
import { isDayWork, slotStartMinutes } from '../../src/lib/orders/dispatch.ts';
import { buildPrepList } from '../../src/lib/orders/prep-list.ts';
import type { OrderStatus } from '../../src/lib/orders/status.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const BEEF = { productId: 'beef-bolognese', name: 'Beef Bolognese' };
const CHICKEN = { productId: 'butter-chicken', name: 'Butter Chicken' };
const KUMARA = { productId: 'kumara-soup', name: 'Kūmara Soup' };
const LATE = { slotId: 'papamoa-tue-1600', slotLabel: 'Tue 1 Dec, 4:00pm–6:00pm' };
const EARLY = { slotId: 'papamoa-tue-0900', slotLabel: 'Tue 1 Dec, 9:00am–11:00am' };

describe('slotStartMinutes', () => {
  it.each([
    ['Tue 24 Nov, 4:00pm–6:00pm', 960],
    ['Thu 3 Dec, 4pm–6pm', 960],
    ['Tue 24 Nov, 12:30am–2:00am', 30],
    ['Tue 24 Nov, 12:00pm–1:00pm', 720],
    ['Tue 24 Nov, 9:15 a.m.–11am', 555],
    ['Any time', null],
  ])('reads %j as %s', (label, minutes) => {
    expect(slotStartMinutes(label)).toBe(minutes);
  });
});

describe('isDayWork', () => {
  const through = (...path: OrderStatus[]) => isDayWork(dispatchOrder({ path }));

  it('counts live orders, unpaid ones too, and never cancelled ones', () => {
    expect(through('awaiting_payment')).toBe(true);
    expect(through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'delivered')).toBe(
      true,
    );
    expect(through('awaiting_payment', 'cancelled')).toBe(false);
    expect(through('awaiting_payment', 'paid', 'packed', 'cancelled')).toBe(false);
  });

  it('counts a refunded order only if its meals had left the kitchen', () => {
    expect(through('awaiting_payment', 'paid', 'refunded')).toBe(false);
    expect(through('awaiting_payment', 'paid', 'packed', 'refunded')).toBe(false);
    expect(through('awaiting_payment', 'paid', 'cancelled', 'refunded')).toBe(false);
    expect(through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'refunded')).toBe(
      true,
    );
    expect(
      through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'delivered', 'refunded'),
    ).toBe(true);
  });
});

describe('buildPrepList', () => {
  it('is empty for a day without orders', () => {
    expect(buildPrepList('2026-12-01', [])).toEqual({
      date: '2026-12-01',
      orders: 0,
      packs: 0,
      unpaidPacks: 0,
      meals: [],
      slots: [],
    });
  });

  it('sums packs per meal for the day and per slot, earliest slot first, unpaid packs apart', () => {
    const paid = ['awaiting_payment', 'paid'] as OrderStatus[];
    const orders = [
      dispatchOrder({
        ...LATE,
        path: paid,
        lines: [
          { ...BEEF, quantity: 2 },
          { ...CHICKEN, quantity: 1 },
        ],
      }),
      dispatchOrder({ ...LATE, lines: [{ ...BEEF, quantity: 3 }] }),
      dispatchOrder({
        ...EARLY,
        path: paid,
        lines: [
          { ...KUMARA, quantity: 4 },
          { ...BEEF, quantity: 1 },
        ],
      }),
      dispatchOrder({
        ...EARLY,
        path: ['awaiting_payment', 'cancelled'],
        lines: [{ ...BEEF, quantity: 9 }],
      }),
      dispatchOrder({
        method: 'pickup',
        zone: { id: 'pickup-papamoa', name: 'Papamoa kitchen' },
        slotId: 'kitchen-tue',
        slotLabel: 'Tue 1 Dec, 10:00am–12:00pm',
        path: paid,
        lines: [{ ...CHICKEN, quantity: 2 }],
      }),
    ];
    const list = buildPrepList('2026-12-01', orders);
    expect(list).toMatchObject({ date: '2026-12-01', orders: 4, packs: 13, unpaidPacks: 3 });
    expect(list.meals).toEqual([
      { ...BEEF, packs: 6, unpaidPacks: 3 },
      { ...CHICKEN, packs: 3, unpaidPacks: 0 },
      { ...KUMARA, packs: 4, unpaidPacks: 0 },
    ]);
    expect(
      list.slots.map(({ slotId, zoneName, method, orders, packs }) => [
        slotId,
        zoneName,
        method,
        orders,
        packs,
      ]),
    ).toEqual([
      ['papamoa-tue-0900', 'Papamoa', 'delivery', 1, 5],
      ['kitchen-tue', 'Papamoa kitchen', 'pickup', 1, 2],
      ['papamoa-tue-1600', 'Papamoa', 'delivery', 2, 6],
    ]);
    expect(list.slots[2]?.meals).toEqual([
      { ...BEEF, packs: 5, unpaidPacks: 3 },
      { ...CHICKEN, packs: 1, unpaidPacks: 0 },
    ]);
    // The day is the sum of its slots, meal by meal.
    const bySlots = new Map<string, number>();
    for (const slot of list.slots) {
      for (const meal of slot.meals)
        bySlots.set(meal.productId, (bySlots.get(meal.productId) ?? 0) + meal.packs);
    }
    expect(Object.fromEntries(bySlots)).toEqual(
      Object.fromEntries(list.meals.map((meal) => [meal.productId, meal.packs])),
    );
  });

  it('keeps two zones’ slots at the same time apart', () => {
    const list = buildPrepList('2026-12-01', [
      dispatchOrder({ ...LATE }),
      dispatchOrder({
        ...LATE,
        zone: { id: 'tauranga', name: 'Tauranga' },
        slotId: 'tauranga-tue-1600',
      }),
    ]);
    expect(list.slots.map((slot) => slot.zoneName)).toEqual(['Papamoa', 'Tauranga']);
  });
});
