import { describe, expect, it } from 'vitest';
import { mondayOf, summariseOrders, type DashboardOrder } from '../../src/lib/dashboard.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';

function order(placedAt: string, overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  return { status: 'paid', totalCents: 1000, placedAt, delivery: null, ...overrides };
}

const slot = (date: string, slotId = 'am', slotLabel = '9am to 12pm') => ({
  date,
  slotId,
  slotLabel,
});

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
      today: { count: 0, revenueCents: 0 },
      week: { count: 0, revenueCents: 0 },
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
    expect(summary.today).toEqual({ count: 1, revenueCents: 100 });
    expect(summary.week).toEqual({ count: 3, revenueCents: 700 });
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
    expect(summary.today).toEqual({ count: 1, revenueCents: 4 });
    expect(summary.week).toEqual({ count: 2, revenueCents: 5 });
  });

  it('leaves cancelled and refunded orders out of revenue but counts them as orders', () => {
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
    expect(summary.today).toEqual({ count: 4, revenueCents: 6000 });
    expect(summary.week).toEqual({ count: 4, revenueCents: 6000 });
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

  it('groups upcoming deliveries by date and slot, from today in Auckland, in order', () => {
    // 7 May 2026, 10:00 NZST: still 6 May in UTC, so a UTC "today" would wrongly keep 6 May.
    const now = new Date('2026-05-06T22:00:00Z');
    const placedAt = '2026-05-01T00:00:00Z';
    const summary = summariseOrders(
      [
        order(placedAt, { delivery: slot('2026-05-06') }),
        order(placedAt, { delivery: slot('2026-05-08', 'pm', '1pm to 4pm') }),
        order(placedAt, { delivery: slot('2026-05-07') }),
        order(placedAt, { delivery: slot('2026-05-08', 'am') }),
        order(placedAt, { delivery: slot('2026-05-08', 'pm', '1pm to 4pm') }),
        order(placedAt, { status: 'cancelled', delivery: slot('2026-05-07') }),
        order(placedAt, { status: 'refunded', delivery: slot('2026-05-09') }),
        order(placedAt, { status: 'awaiting_payment', delivery: slot('2026-05-07') }),
        order(placedAt),
      ],
      now,
    );
    expect(summary.nextDeliveries).toEqual([
      { date: '2026-05-07', slotId: 'am', slotLabel: '9am to 12pm', orders: 2 },
      { date: '2026-05-08', slotId: 'am', slotLabel: '9am to 12pm', orders: 1 },
      { date: '2026-05-08', slotId: 'pm', slotLabel: '1pm to 4pm', orders: 2 },
    ]);
  });

  it('lists at most 10 delivery slots, the soonest', () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      order('2026-05-01T00:00:00Z', { delivery: slot(addDays('2026-05-10', 11 - index)) }),
    );
    const { nextDeliveries } = summariseOrders(orders, new Date('2026-05-06T00:00:00Z'));
    expect(nextDeliveries.map((group) => group.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => addDays('2026-05-10', index)),
    );
  });
});
