import { describe, expect, it } from 'vitest';
import { mondayOf, summariseOrders, type DashboardOrder } from '../../src/lib/admin/dashboard.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';

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

describe('summariseOrders', () => {
  it('gives zeros and no deliveries when there are no orders', () => {
    expect(summariseOrders([], new Date('2026-05-01T00:00:00Z'))).toEqual({
      today: { count: 0, revenueCents: 0, ...none },
      week: { count: 0, revenueCents: 0, ...none },
      awaitingPayment: { count: 0, totalCents: 0 },
      nextDeliveries: [],
    });
  });

  it('counts today and this week in Auckland time in the week the clocks go back', () => {
    // Sunday 5 April 2026, 11:59pm NZST; the week runs Monday 30 March to Sunday 5 April.
    const now = new Date('2026-04-05T11:59:00Z');
    const orders = [
      order('2026-04-04T11:00:00Z', { totalCents: 100 }), // Sun 5 Apr 00:00 NZDT: today
      order('2026-04-04T10:59:00Z', { totalCents: 200 }), // Sat 4 Apr 11:59pm: this week
      order('2026-03-29T11:00:00Z', { totalCents: 400 }), // Mon 30 Mar 00:00 NZDT: this week
      order('2026-03-29T10:59:00Z', { totalCents: 800 }), // Sun 29 Mar 11:59pm: last week
      order('2026-04-05T12:00:00Z', { totalCents: 1600 }), // Mon 6 Apr 00:00 NZST: next week
    ];
    const summary = summariseOrders(orders, now);
    expect(summary.today).toEqual({ count: 1, revenueCents: 100, ...none });
    expect(summary.week).toEqual({ count: 3, revenueCents: 700, ...none });
  });

  it('counts this week in Auckland time in the week the clocks go forward', () => {
    // Sunday 27 September 2026, 11:30pm NZDT; the week runs Monday 21 to Sunday 27 September.
    const now = new Date('2026-09-27T10:30:00Z');
    const orders = [
      order('2026-09-20T12:00:00Z', { totalCents: 1 }), // Mon 21 Sep 00:00 NZST: this week
      order('2026-09-20T11:59:00Z', { totalCents: 2 }), // Sun 20 Sep 11:59pm NZST: last week
      order('2026-09-27T10:59:00Z', { totalCents: 4 }), // Sun 27 Sep 11:59pm NZDT: today
      order('2026-09-27T11:00:00Z', { totalCents: 8 }), // Mon 28 Sep 00:00 NZDT: next week
    ];
    const summary = summariseOrders(orders, now);
    expect(summary.today).toEqual({ count: 1, revenueCents: 4, ...none });
    expect(summary.week).toEqual({ count: 2, revenueCents: 5, ...none });
  });

  // Issue 22: "Orders today 9" counted the cancelled order while the revenue left it out.
  it('leaves cancelled and refunded orders out of both the count and revenue, counted apart', () => {
    const now = new Date('2026-05-06T00:00:00Z');
    const placedAt = '2026-05-05T23:00:00Z';
    const summary = summariseOrders(
      [
        order(placedAt, { totalCents: 5000 }),
        order(placedAt, { status: 'cancelled', totalCents: 3000 }),
        order(placedAt, { status: 'refunded', totalCents: 2000 }),
        order(placedAt, { status: 'awaiting_payment', totalCents: 1000 }),
      ],
      now,
    );
    expect(summary.today).toEqual({ count: 2, revenueCents: 6000, cancelled: 1, refunded: 1 });
    expect(summary.week).toEqual({ count: 2, revenueCents: 6000, cancelled: 1, refunded: 1 });
  });

  it('sums every order awaiting payment, whenever it was placed', () => {
    const summary = summariseOrders(
      [
        order('2025-01-01T00:00:00Z', { status: 'awaiting_payment', totalCents: 4550 }),
        order('2026-05-05T00:00:00Z', { status: 'awaiting_payment', totalCents: 2500 }),
        order('2026-05-05T00:00:00Z', { status: 'paid', totalCents: 9999 }),
      ],
      new Date('2026-05-06T00:00:00Z'),
    );
    expect(summary.awaitingPayment).toEqual({ count: 2, totalCents: 7050 });
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
    const { nextDeliveries } = summariseOrders(orders, now);
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
    const { nextDeliveries } = summariseOrders(orders, new Date('2026-05-06T00:00:00Z'));
    expect(nextDeliveries.map((row) => row.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => addDays('2026-05-10', index)),
    );
  });
});
