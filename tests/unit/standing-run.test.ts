import { describe, expect, it } from 'vitest';
import {
  standingChangeEmail,
  standingReminderEmail,
} from '../../src/lib/emails/standing-order-emails.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/lib/orders/request.ts';
import {
  MAKE_LEAD_MS,
  REMINDER_LEAD_MS,
  StandingOrderSchema,
} from '../../src/lib/standing-orders/standing-order.ts';
import {
  actionFor,
  datesPassedOver,
  deliveryWorkAt,
  itemsSentence,
  priceChanges,
  priceChangesKey,
  reducedItems,
  standingOrderKey,
  weekdayTimeLabel,
} from '../../src/lib/standing-orders/standing-run.ts';

const ID = '6d0f1c1e-2b8a-4f8e-9c55-0a2b9d3e7f10';

function standing(change: Record<string, unknown> = {}) {
  return StandingOrderSchema.parse({
    id: ID,
    status: 'active',
    createdAt: '2026-11-26T00:00:00.000Z',
    customerId: 'c1',
    customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
    fulfilment: { method: 'pickup', zoneId: 'kitchen', slotId: 'kitchen-thu' },
    items: [{ productId: 'beef-bolognese', quantity: 2 }],
    everyWeeks: 1,
    nextDate: '2026-12-03',
    whenUnavailable: 'next_slot',
    paymentMethod: 'bank_transfer',
    firstOrderId: ID,
    dueOn: null,
    ...change,
  });
}

describe('when the job works on a delivery', () => {
  // Thursday 3 December 2026, 4pm slot with a 24-hour cut-off: Wednesday 4pm NZDT (03:00Z).
  const cutoff = '2026-12-02T03:00:00.000Z';
  const changeBy = Date.parse(cutoff) - MAKE_LEAD_MS;

  it('waits, then reminds in the 48 hours before the change-by time, then makes it', () => {
    expect(deliveryWorkAt(new Date(changeBy - REMINDER_LEAD_MS - 1), cutoff)).toBe('wait');
    expect(deliveryWorkAt(new Date(changeBy - REMINDER_LEAD_MS), cutoff)).toBe('remind');
    expect(deliveryWorkAt(new Date(changeBy - 1), cutoff)).toBe('remind');
    expect(deliveryWorkAt(new Date(changeBy), cutoff)).toBe('make');
  });

  it('says the change-by time as a weekday and time in Papamoa', () => {
    expect(weekdayTimeLabel(new Date(changeBy).toISOString())).toBe('Wednesday 3:00pm');
  });
});

describe('what the shopper’s choice does', () => {
  it('moves a full, closed or missed slot unless they chose to skip', () => {
    for (const problem of ['full', 'closed', 'past_cutoff'] as const) {
      expect(actionFor('next_slot', problem)).toBe('move');
      expect(actionFor('send_available', problem)).toBe('move');
      expect(actionFor('skip', problem)).toBe('skip');
    }
  });

  it('sends the rest when a meal is out of stock, for next_slot too (another slot has the same stock)', () => {
    expect(actionFor('send_available', 'out_of_stock')).toBe('reduce');
    expect(actionFor('next_slot', 'out_of_stock')).toBe('reduce');
    expect(actionFor('skip', 'out_of_stock')).toBe('skip');
  });

  it('cuts the items down to the packs left, dropping meals with none', () => {
    const items = [
      { productId: 'a', quantity: 3 },
      { productId: 'b', quantity: 2 },
      { productId: 'c', quantity: 1 },
    ];
    expect(
      reducedItems(items, [
        { productId: 'a', available: 1 },
        { productId: 'b', available: 0 },
      ]),
    ).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'c', quantity: 1 },
    ]);
  });
});

describe('prices', () => {
  const last = [
    { productId: 'a', name: 'Beef Bolognese', unitPriceCents: 1690 },
    { productId: 'b', name: 'Super Veg Sauce', unitPriceCents: 1490 },
  ];

  it('lists the meals whose price changed since the last order, not new meals', () => {
    const today = [
      { productId: 'a', name: 'Beef Bolognese', unitPriceCents: 1750 },
      { productId: 'b', name: 'Super Veg Sauce', unitPriceCents: 1490 },
      { productId: 'c', name: 'Butter Chicken', unitPriceCents: 1790 },
    ];
    expect(priceChanges(last, today)).toEqual([
      { productId: 'a', name: 'Beef Bolognese', beforeCents: 1690, afterCents: 1750 },
    ]);
    expect(priceChanges(last, last)).toEqual([]);
  });

  it('keys a set of changes by the new prices, in any order', () => {
    const one = { productId: 'a', name: 'A', beforeCents: 1, afterCents: 2 };
    const two = { productId: 'b', name: 'B', beforeCents: 1, afterCents: 3 };
    expect(priceChangesKey([one, two])).toBe(priceChangesKey([two, one]));
    expect(priceChangesKey([one])).not.toBe(priceChangesKey([{ ...one, afterCents: 4 }]));
  });
});

describe('dates and keys', () => {
  it('lists the dates before a delivery that were skipped or paused over', () => {
    const order = standing({ skipDates: ['2026-12-03', '2026-12-10'] });
    expect(datesPassedOver(order, '2026-12-17')).toEqual(['2026-12-03', '2026-12-10']);
    expect(datesPassedOver(order, '2026-12-03')).toEqual([]);
  });

  it('makes an idempotency key checkout accepts, one per delivery and attempt', () => {
    const key = standingOrderKey(ID, '2026-12-03', 1);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key).not.toBe(standingOrderKey(ID, '2026-12-03', 2));
    expect(key).not.toBe(standingOrderKey(ID, '2026-12-10', 1));
  });
});

describe('the emails', () => {
  const base = {
    shopName: 'Cube Kitchen',
    customerName: 'Aroha',
    deliveriesUrl: 'https://cubekitchen.co.nz/my-deliveries?email=aroha%40example.co.nz',
    contact: 'hello@cubekitchen.co.nz',
  };

  it('reminds with the items, the change-by time, today’s prices and the link', () => {
    const mail = standingReminderEmail(base, {
      date: '2026-12-03',
      changeByAt: '2026-12-02T02:00:00.000Z',
      items: [
        { name: 'Beef Bolognese', quantity: 2, unitPriceCents: 1690 },
        { name: 'Super Veg Sauce', quantity: 1, unitPriceCents: 1490 },
      ],
      changes: [],
    });
    expect(mail.text).toContain(
      'Your next delivery on Thursday: 2 × Beef Bolognese, 1 × Super Veg Sauce; change or skip by Wednesday 3:00pm.',
    );
    expect(mail.text).toContain('$48.70');
    expect(mail.text).toContain(base.deliveriesUrl);
    expect(mail.html).toContain('my-deliveries?email=aroha%40example.co.nz');
  });

  it('tells a move, a cut-down and a skip, each with the link', () => {
    const moved = standingChangeEmail(base, {
      kind: 'moved',
      date: '2026-12-03',
      toDate: '2026-12-04',
      slotLabel: 'Fri 4 Dec, 4:00pm–6:00pm',
      reason: 'the delivery time was full',
    });
    expect(moved.subject).toContain('Fri 4 Dec');
    const skipped = standingChangeEmail(base, {
      kind: 'skipped',
      date: '2026-12-03',
      reason: 'we are closed that day',
    });
    expect(skipped.text).toContain('Thu 3 Dec is skipped this time: we are closed that day');
    for (const mail of [moved, skipped]) expect(mail.text).toContain(base.deliveriesUrl);
    expect(itemsSentence([{ name: 'A', quantity: 1 }])).toBe('1 × A');
  });
});
