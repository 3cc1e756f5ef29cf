import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GstSettingsSchema,
  gstDueDate,
  isPeriodEnd,
  periodEndHolding,
  periodEndingWith,
} from '../../src/lib/accounts/gst-period.ts';
import { gstOfSignedCents, gstReturnOf } from '../../src/lib/accounts/gst-return.ts';
import { formatCreditNoteNumber, type Order, type Refund } from '../../src/lib/orders/order.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const STAFF = { kind: 'staff', id: 'u1', name: 'Mere' } as const;
const settings = (change: Record<string, unknown> = {}) => GstSettingsSchema.parse(change);

/** The sample order (3 × $16.90 = $50.70), placed at `at`. */
const placed = (at: string, change: Partial<Order> = {}): Order => ({
  ...sampleOrder(AROHA, new Date(at)),
  ...change,
});

function paid(order: Order, at: string): Order {
  return {
    ...order,
    status: 'paid',
    payment: { ...order.payment, paidAt: at },
    history: [...order.history, { from: 'awaiting_payment', to: 'paid', at, actor: STAFF }],
  };
}

function refunded(order: Order, at: string, amountCents: number, sequence: number): Order {
  const refund: Refund = {
    id: `r-${String(sequence)}`,
    at,
    actor: STAFF,
    amountCents,
    method: 'bank',
    status: 'done',
    creditNote: { number: formatCreditNoteNumber(sequence), at },
  };
  return { ...order, refunds: [...order.refunds, refund] };
}

describe('GST periods and due dates (IRD)', () => {
  it('is due on the 28th of the month after the period ends', () => {
    expect(gstDueDate('2026-01')).toBe('2026-02-28');
    expect(gstDueDate('2026-05')).toBe('2026-06-28');
    expect(gstDueDate('2026-09')).toBe('2026-10-28');
    expect(gstDueDate('2026-12')).toBe('2027-01-28');
  });

  it('gives a period ending in March until 7 May and one ending in November until 15 January', () => {
    expect(gstDueDate('2026-03')).toBe('2026-05-07');
    expect(gstDueDate('2026-11')).toBe('2027-01-15');
  });

  it('lines periods up with the month the settings name, for every length', () => {
    const twoMonthly = settings({ gstPeriodMonths: 2, gstPeriodEndMonth: 3 });
    for (const month of ['2026-01', '2026-03', '2026-05', '2026-11']) {
      expect(isPeriodEnd(month, twoMonthly)).toBe(true);
    }
    expect(isPeriodEnd('2026-02', twoMonthly)).toBe(false);
    const sixMonthly = settings({ gstPeriodMonths: 6, gstPeriodEndMonth: 3 });
    expect(isPeriodEnd('2026-09', sixMonthly)).toBe(true);
    expect(isPeriodEnd('2026-06', sixMonthly)).toBe(false);
    expect(isPeriodEnd('2026-07', settings({ gstPeriodMonths: 1 }))).toBe(true);
  });

  it('spans its months up to the end month, across a year end', () => {
    const period = periodEndingWith('2027-03', settings({ gstPeriodMonths: 6 }));
    expect(period).toEqual({
      start: '2026-10-01',
      end: '2027-03-31',
      months: ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'],
      dueDate: '2027-05-07',
    });
    expect(periodEndingWith('2028-02', settings({ gstPeriodMonths: 1 })).end).toBe('2028-02-29');
    expect(periodEndHolding('2026-12-15', settings({ gstPeriodEndMonth: 3 }))).toBe('2027-01');
  });

  it('refuses a period length IRD does not offer', () => {
    expect(GstSettingsSchema.safeParse({ gstPeriodMonths: 3 }).success).toBe(false);
    expect(GstSettingsSchema.safeParse({ gstPeriodEndMonth: 13 }).success).toBe(false);
  });
});

describe('the GST return of a period', () => {
  const period = periodEndingWith('2026-12', settings({ gstPeriodMonths: 1 }));

  it('counts payments received in the period less its refunds (payments basis)', () => {
    const before = paid(placed('2026-11-29T21:00:00Z'), '2026-11-29T22:00:00Z');
    const inside = paid(placed('2026-11-30T09:00:00Z'), '2026-12-02T01:00:00Z');
    const refundedInside = refunded(inside, '2026-12-10T01:00:00Z', 1690, 1);
    const refundOfEarlier = refunded(before, '2026-12-03T01:00:00Z', 1000, 2);
    const unpaid = placed('2026-12-05T01:00:00Z');
    const result = gstReturnOf([refundedInside, refundOfEarlier, unpaid], period, 'payments');
    expect(result.sales.map((line) => line.orderNumber)).toEqual([inside.number]);
    expect(result.salesCents).toBe(5070);
    expect(result.refundsCents).toBe(1690 + 1000);
    expect(result.box5).toBe(5070 - 2690);
    expect(result.box6).toBe(0);
    expect(result.box7).toBe(result.box5);
    expect(result.box8).toBe(Math.round((2380 * 3) / 23));
    expect(result.refunds.map((line) => line.creditNote)).toEqual(['CN-00002', 'CN-00001']);
    expect(result.dueDate).toBe('2027-01-28');
  });

  it('counts invoices by the day the order was placed (invoice basis)', () => {
    const paidLater = paid(placed('2026-12-30T21:00:00Z'), '2027-01-02T01:00:00Z');
    const awaitedTransfer = placed('2026-12-05T01:00:00Z', { paymentMethod: 'bank_transfer' });
    const cancelledCard = {
      ...placed('2026-12-06T01:00:00Z', { paymentMethod: 'card' }),
      status: 'cancelled' as const,
    };
    const result = gstReturnOf([paidLater, awaitedTransfer, cancelledCard], period, 'invoice');
    expect(result.sales.map((line) => line.orderNumber).sort()).toEqual(
      [paidLater.number, awaitedTransfer.number].sort(),
    );
    expect(result.box5).toBe(2 * 5070);
    expect(gstReturnOf([paidLater], period, 'payments').box5).toBe(0);
  });

  it('keeps box 8 at box 7 × 3/23 to the cent and box 5 the sum of its lines, for any orders', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 31 }),
            refund: fc.integer({ min: 0, max: 5070 }),
          }),
          { maxLength: 12 },
        ),
        (specs) => {
          const orders = specs.map((spec, index) => {
            const at = `2026-12-${String(spec.day).padStart(2, '0')}T00:00:00Z`;
            const order = paid(placed(at), at);
            return spec.refund > 0 ? refunded(order, at, spec.refund, index + 1) : order;
          });
          const result = gstReturnOf(orders, period, 'payments');
          const lines = [...result.sales, ...result.refunds.map((l) => ({ cents: -l.cents }))];
          expect(result.box5).toBe(lines.reduce((total, line) => total + line.cents, 0));
          expect(result.box8).toBe(gstOfSignedCents(result.box7));
          expect(Math.abs(result.box8 * 23 - result.box7 * 3)).toBeLessThanOrEqual(23 / 2);
        },
      ),
    );
  });

  it('rounds the GST of a negative box 7 the same way as a positive one', () => {
    expect(gstOfSignedCents(1150)).toBe(150);
    expect(gstOfSignedCents(-1150)).toBe(-150);
    expect(gstOfSignedCents(-5)).toBe(-gstOfSignedCents(5));
  });
});
