import { describe, expect, it } from 'vitest';
import {
  mondayOf,
  ordersSummaryOf,
  upcomingDeliveries,
  type DashboardOrder,
} from '../../src/lib/admin/dashboard.ts';
import fc from 'fast-check';
import {
  dayFiguresOf,
  figuresOfShares,
  shareKeyPart,
  shareOfKeyPart,
  type DayFigures,
  type DayShare,
} from '../../src/lib/admin/day-figures.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { CHECKOUT_ACTOR, type Order } from '../../src/lib/orders/order.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

let sequence = 10_000;

function order(placedAt: string, overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  sequence += 1;
  return {
    id: `order-${String(sequence)}`,
    number: `CK-${String(sequence)}`,
    customerName: 'Aroha',
    status: 'paid',
    totalCents: 1000,
    placedAt,
    delivery: null,
    ...overrides,
  };
}

const slot = (
  date: string,
  slotId = 'am',
  slotLabel = '9am to 12pm',
  place: { method?: 'delivery' | 'pickup'; zoneId?: string } = {},
) => ({ date, slotId, slotLabel, method: place.method ?? 'delivery', zoneId: place.zoneId ?? 'z' });

const none = { cancelled: 0, refunded: 0 };

describe('shop calendar dates', () => {
  it('reads the Auckland date of an instant on both sides of each clock change', () => {
    // NZST is UTC+12, NZDT UTC+13; 2026's clocks go back on 5 April and forward on 27 September.
    expect(nzDateOf(new Date('2026-04-04T10:59:00Z'))).toBe('2026-04-04');
    expect(nzDateOf(new Date('2026-04-04T11:00:00Z'))).toBe('2026-04-05');
    expect(nzDateOf(new Date('2026-04-05T11:59:00Z'))).toBe('2026-04-05');
    expect(nzDateOf(new Date('2026-04-05T12:00:00Z'))).toBe('2026-04-06');
    expect(nzDateOf(new Date('2026-09-26T11:59:00Z'))).toBe('2026-09-26');
    expect(nzDateOf(new Date('2026-09-26T12:00:00Z'))).toBe('2026-09-27');
    expect(nzDateOf(new Date('2026-09-27T10:59:00Z'))).toBe('2026-09-27');
    expect(nzDateOf(new Date('2026-09-27T11:00:00Z'))).toBe('2026-09-28');
  });

  it('finds the Monday of a week and adds days across month and year ends', () => {
    expect(mondayOf('2026-04-05')).toBe('2026-03-30');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

/** Figures of a day (or a week under its Monday) as the dashboard's derived records hold them. */
function figures(date: string, change: Partial<DayFigures> = {}): DayFigures {
  return { ...dayFiguresOf(date, []), ...change };
}

const owedNone = { count: 0, totalCents: 0 };

describe('ordersSummaryOf', () => {
  it('gives zeros and no deliveries when there are no orders', () => {
    expect(
      ordersSummaryOf({
        today: figures('2026-05-01'),
        week: figures('2026-04-27'),
        owed: owedNone,
        upcoming: [],
      }),
    ).toEqual({
      today: { count: 0, revenueCents: 0, ...none },
      week: { count: 0, revenueCents: 0, ...none },
      awaitingPayment: { count: 0, totalCents: 0 },
      nextDeliveries: [],
    });
  });

  it('counts revenue as money received less money refunded, which may fall below zero', () => {
    const summary = ordersSummaryOf({
      today: figures('2026-05-06', { count: 2, receivedCents: 1000, refundedCents: 3000 }),
      week: figures('2026-05-04', {
        count: 5,
        cancelled: 1,
        receivedCents: 9000,
        refundedCents: 3000,
      }),
      owed: { count: 1, totalCents: 4550 },
      upcoming: [],
    });
    expect(summary.today).toEqual({ count: 2, revenueCents: -2000, ...none });
    expect(summary.week).toEqual({ count: 5, revenueCents: 6000, cancelled: 1, refunded: 0 });
    expect(summary.awaitingPayment).toEqual({ count: 1, totalCents: 4550 });
  });

  // Issue 22: "Next deliveries" was sorted by zone (slot ids start with it), not by time, and
  // listed orders already delivered or collected.
  it('lists the orders still to hand over from today in Auckland, by date then window start', () => {
    // 7 May 2026, 10:00 NZST: still 6 May in UTC, so a UTC "today" would wrongly keep 6 May.
    const now = new Date('2026-05-06T22:00:00Z');
    const placedAt = '2026-05-01T00:00:00Z';
    const at = (
      date: string,
      start: string,
      zoneId: string,
      method: 'delivery' | 'pickup' = 'delivery',
    ) => slot(date, `${zoneId}-${start}`, `Fri 8 May, ${start}–6:00pm`, { zoneId, method });
    const orders = [
      order(placedAt, { delivery: at('2026-05-06', '9:00am', 'aa') }),
      order(placedAt, { delivery: at('2026-05-08', '4:00pm', 'aa') }),
      order(placedAt, { delivery: at('2026-05-08', '9:00am', 'zz') }),
      order(placedAt, { delivery: at('2026-05-07', '2:00pm', 'pickup', 'pickup') }),
      order(placedAt, { status: 'delivered', delivery: at('2026-05-07', '9:00am', 'aa') }),
      order(placedAt, { status: 'collected', delivery: at('2026-05-07', '9:00am', 'p') }),
      order(placedAt, { status: 'cancelled', delivery: at('2026-05-07', '9:00am', 'aa') }),
      order(placedAt, { status: 'refunded', delivery: at('2026-05-09', '9:00am', 'aa') }),
      order(placedAt, { status: 'awaiting_payment', delivery: at('2026-05-08', '12:00pm', 'mm') }),
      order(placedAt),
    ];
    const nextDeliveries = upcomingDeliveries(orders, nzDateOf(now));
    expect(nextDeliveries.map((row) => [row.date, row.slotId])).toEqual([
      ['2026-05-07', 'pickup-2:00pm'],
      ['2026-05-08', 'zz-9:00am'],
      ['2026-05-08', 'mm-12:00pm'],
      ['2026-05-08', 'aa-4:00pm'],
    ]);
    expect(nextDeliveries[0]).toEqual({
      orderId: orders[3]?.id,
      number: orders[3]?.number,
      customerName: 'Aroha',
      date: '2026-05-07',
      slotId: 'pickup-2:00pm',
      slotLabel: 'Fri 8 May, 2:00pm–6:00pm',
      method: 'pickup',
      zoneId: 'pickup',
    });
  });

  it('lists at most 10 orders, the soonest', () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      order('2026-05-01T00:00:00Z', { delivery: slot(addDays('2026-05-10', 11 - index)) }),
    );
    const nextDeliveries = upcomingDeliveries(orders, '2026-05-06');
    expect(nextDeliveries.map((row) => row.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => addDays('2026-05-10', index)),
    );
  });
});

describe('dayFiguresOf', () => {
  const at = (placedAt: string, change: Partial<Order> = {}): Order => ({
    ...sampleOrder(AROHA, new Date(placedAt)),
    id: crypto.randomUUID(),
    ...change,
  });
  const paidAt = (order: Order, time: string): Order => ({
    ...order,
    status: 'paid',
    payment: { ...order.payment, paidAt: time },
    history: [
      ...order.history,
      { from: 'awaiting_payment', to: 'paid', at: time, actor: CHECKOUT_ACTOR },
    ],
  });

  it('counts orders on their Auckland placement day, the cancelled and refunded apart', () => {
    // Sun 5 Apr 2026 00:00 NZST is 4 Apr 11:00 UTC (the clocks went back that morning).
    const orders = [
      at('2026-04-04T11:00:00Z'),
      at('2026-04-04T10:59:00Z'),
      at('2026-04-04T12:00:00Z', { status: 'cancelled' }),
      at('2026-04-04T13:00:00Z', { status: 'refunded' }),
    ];
    expect(dayFiguresOf('2026-04-05', orders)).toEqual({
      date: '2026-04-05',
      count: 1,
      cancelled: 1,
      refunded: 1,
      receivedCents: 0,
      refundedCents: 0,
    });
  });

  it('puts money on the day it moved: an unpaid order adds none, a refund comes off its day', () => {
    const order = paidAt(at('2026-05-05T23:00:00Z'), '2026-05-07T01:00:00Z');
    const refunded: Order = {
      ...order,
      refunds: [
        {
          id: 'r1',
          at: '2026-05-08T01:00:00Z',
          actor: CHECKOUT_ACTOR,
          amountCents: 1690,
          method: 'bank',
          status: 'done',
        },
      ],
    };
    expect(dayFiguresOf('2026-05-06', [refunded, at('2026-05-05T22:00:00Z')])).toMatchObject({
      count: 2,
      receivedCents: 0,
    });
    expect(dayFiguresOf('2026-05-07', [refunded])).toMatchObject({ count: 0, receivedCents: 5070 });
    expect(dayFiguresOf('2026-05-08', [refunded])).toMatchObject({ refundedCents: 1690 });
  });
});

describe('a day share in an index key', () => {
  const share = fc.record({
    placed: fc.constantFrom<DayShare['placed']>('not-that-day', 'counted', 'cancelled', 'refunded'),
    receivedCents: fc.nat(),
    refundedCents: fc.nat(),
  });

  it('reads back as written, and the day adds up the same from shares as from orders', () => {
    fc.assert(
      fc.property(share, (written) => {
        expect(shareOfKeyPart(shareKeyPart(written))).toEqual(written);
      }),
    );
    const order: Order = { ...sampleOrder(AROHA, new Date('2026-05-05T23:00:00Z')), id: 'o1' };
    expect(shareKeyPart({ placed: 'counted', receivedCents: 5070, refundedCents: 0 })).toBe(
      'o.5070.0',
    );
    expect(figuresOfShares('2026-05-06', [])).toEqual(dayFiguresOf('2026-05-06', []));
    expect(dayFiguresOf('2026-05-06', [order])).toMatchObject({ count: 1 });
  });

  it('is no share when the key was written before shares, or is not one', () => {
    for (const text of ['', 'o.12', 'x.1.2', 'o.-1.0', 'o.1.2.3', 'o.1.2~']) {
      expect(shareOfKeyPart(text), text).toBeNull();
    }
  });
});
