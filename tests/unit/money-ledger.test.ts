import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFiguresOf, moneyDaysOf } from '../../src/lib/admin/day-figures.ts';
import { creditNotesOf } from '../../src/lib/orders/credit-note.ts';
import {
  gstOfCents,
  keptCents,
  gstAfterRefundsCents,
  ledgerEntriesOf,
  owedCents,
  paidCents,
  refundedCents,
  totalAfterRefundsCents,
  totalSpentCents,
} from '../../src/lib/orders/money-ledger.ts';
import { formatCreditNoteNumber, type Order, type Refund } from '../../src/lib/orders/order.ts';
import { receiptOf } from '../../src/lib/orders/receipt.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const STAFF = { kind: 'staff', id: 'u1', name: 'Mere' } as const;
const SHOP = {
  name: 'Cube Kitchen',
  gstNumber: '123-456-789',
  bank: { accountName: 'Cube Kitchen', accountNumber: '12-3456-7890123-00' },
};

/** The sample order (3 × $16.90 = $50.70), placed 1 Dec 2026 10:00 NZDT. */
const placed = (): Order => sampleOrder(AROHA, new Date('2026-11-30T21:00:00Z'));

function paid(order: Order, at = '2026-12-01T22:00:00Z'): Order {
  return {
    ...order,
    status: 'paid',
    payment: { ...order.payment, paidAt: at },
    history: [...order.history, { from: 'awaiting_payment', to: 'paid', at, actor: STAFF }],
  };
}

function refund(at: string, amountCents: number, change: Partial<Refund> = {}): Refund {
  return {
    id: `r-${at.replace(/\D/g, '')}`,
    at,
    actor: STAFF,
    amountCents,
    method: 'bank',
    status: 'done',
    ...change,
  };
}

describe('the money ledger of an order', () => {
  it('has no entries and owes its total while awaiting payment', () => {
    const order = placed();
    expect(ledgerEntriesOf(order)).toEqual([]);
    expect(paidCents(order)).toBe(0);
    expect(keptCents(order)).toBe(0);
    expect(owedCents(order)).toBe(5070);
  });

  it('records the payment on its New Zealand day and owes nothing once paid', () => {
    const order = paid(placed());
    expect(ledgerEntriesOf(order)).toEqual([
      {
        kind: 'payment',
        at: '2026-12-01T22:00:00Z',
        day: '2026-12-02',
        method: 'bank_transfer',
        cents: 5070,
      },
    ]);
    expect(owedCents(order)).toBe(0);
    expect(keptCents(order)).toBe(5070);
  });

  it('dates a bank transfer on the day staff said it reached the account', () => {
    const order = paid(placed());
    const received = { ...order, payment: { ...order.payment, receivedOn: '2026-12-01' } };
    expect(ledgerEntriesOf(received)[0]).toMatchObject({ day: '2026-12-01' });
  });

  it('takes done and pending refunds off what was kept, never failed ones', () => {
    const order = {
      ...paid(placed()),
      refunds: [
        refund('2026-12-03T01:00:00Z', 1690),
        refund('2026-12-04T01:00:00Z', 500, { status: 'pending', method: 'stripe' }),
        refund('2026-12-05T01:00:00Z', 900, { status: 'failed', method: 'stripe' }),
      ],
    };
    expect(refundedCents(order)).toBe(2190);
    expect(keptCents(order)).toBe(5070 - 2190);
    expect(totalAfterRefundsCents(order)).toBe(5070 - 2190);
    expect(ledgerEntriesOf(order).map((entry) => [entry.kind, entry.day, entry.cents])).toEqual([
      ['payment', '2026-12-02', 5070],
      ['refund', '2026-12-03', 1690],
      ['refund', '2026-12-04', 500],
    ]);
  });

  it('owes nothing once cancelled or refunded, and a customer spends only what was kept', () => {
    expect(owedCents({ ...placed(), status: 'cancelled' })).toBe(0);
    const unpaid = placed();
    const partRefunded = { ...paid(placed()), refunds: [refund('2026-12-03T01:00:00Z', 1690)] };
    expect(
      totalSpentCents([unpaid, partRefunded].map((order) => ({ keptCents: keptCents(order) }))),
    ).toBe(3380);
  });

  it('states after a refund the GST of what was kept: the receipt’s less the credit notes’', () => {
    const order = {
      ...paid(placed()),
      refunds: [
        refund('2026-12-03T01:00:00Z', 1690, {
          creditNote: { number: formatCreditNoteNumber(1), at: '2026-12-03T01:00:00Z' },
        }),
      ],
    };
    const receipt = receiptOf(order, SHOP);
    const notes = creditNotesOf(order, SHOP);
    expect(receipt.gstCents).toBe(gstOfCents(5070));
    expect(gstAfterRefundsCents(order)).toBe(receipt.gstCents - (notes[0]?.gstCents ?? 0));
    expect(gstAfterRefundsCents(order)).toBe(gstOfCents(3380));
  });
});

/** A paid or unpaid sample order with random refunds over the following days. */
const anyOrder = fc
  .record({
    isPaid: fc.boolean(),
    receivedOn: fc.option(fc.constantFrom('2026-11-30', '2026-12-01'), { nil: undefined }),
    refunds: fc.array(
      fc.record({
        hoursAfter: fc.integer({ min: 1, max: 24 * 20 }),
        cents: fc.integer({ min: 1, max: 2000 }),
        status: fc.constantFrom('done', 'pending', 'failed'),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ isPaid, receivedOn, refunds }): Order => {
    const order = placed();
    if (!isPaid) return order;
    const withPayment = paid(order);
    const start = Date.parse('2026-12-01T22:00:00Z');
    return {
      ...withPayment,
      payment: { ...withPayment.payment, ...(receivedOn && { receivedOn }) },
      refunds: refunds.map((item, index) =>
        refund(new Date(start + item.hoursAfter * 3_600_000).toISOString(), item.cents, {
          id: `r-${String(index)}`,
          status: item.status,
        }),
      ),
    };
  });

describe('the ledger’s figures agree with each other for any order', () => {
  it('kept = paid − refunded, and the days of its entries add up to what was kept', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        if (refundedCents(order) > paidCents(order)) return;
        expect(keptCents(order)).toBe(paidCents(order) - refundedCents(order));
        const days = moneyDaysOf(order);
        const figures = days.map((day) => dayFiguresOf(day, [order]));
        const net = figures.reduce((sum, day) => sum + day.receivedCents - day.refundedCents, 0);
        expect(net).toBe(keptCents(order));
        expect(figures.reduce((sum, day) => sum + day.count, 0)).toBe(1);
      }),
    );
  });

  it('the GST after refunds is within a cent a refund of 3/23 of the total after refunds', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const live = order.refunds.filter((item) => item.status !== 'failed').length;
        const gap = gstAfterRefundsCents(order) - gstOfCents(totalAfterRefundsCents(order));
        if (refundedCents(order) <= order.totals.totalCents) {
          expect(Math.abs(gap)).toBeLessThanOrEqual(live);
        }
        expect(gstAfterRefundsCents(order)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('an order owes its total until paid, then nothing at an unchanged total', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        expect(owedCents(order)).toBe(paidCents(order) > 0 ? 0 : order.totals.totalCents);
      }),
    );
  });
});
