import { formatNZD } from '../../src/lib/money.ts';
import { describe, expect, it } from 'vitest';
import { causeIdOf, movementFor, movementLabel } from '../../src/lib/inventory/movements.ts';
import { RefundRequestSchema } from '../../src/lib/orders/admin-requests.ts';
import { creditNoteOf, creditNoteRows, creditNotesOf } from '../../src/lib/orders/credit-note.ts';
import {
  lineRefundOf,
  refundableDeliveryCents,
  refundablePacks,
} from '../../src/lib/orders/line-refunds.ts';
import { RefundSchema, type Order, type Refund } from '../../src/lib/orders/order.ts';
import { gstIncludedIn } from '../../src/lib/orders/pricing.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const STAFF = { kind: 'staff', id: 'u-1', name: 'packer' } as const;
const SHOP = { name: 'Cube Kitchen', gstNumber: '123-456-789' };

/** Beef 3 × $16.90, lasagne 2 × $18.50, $8 delivery, and a $10 discount when asked. */
function order(discountCents = 0): Order {
  const base = dispatchOrder({
    path: ['awaiting_payment', 'paid'],
    deliveryFeeCents: 800,
    lines: [
      { productId: 'beef', name: 'Beef Bolognese', quantity: 3, unitPriceCents: 1690 },
      { productId: 'lasagne', name: 'Lasagne', quantity: 2, unitPriceCents: 1850 },
    ],
  });
  const totalCents = base.totals.totalCents - discountCents;
  return {
    ...base,
    totals: { ...base.totals, discountCents, totalCents, gstCents: gstIncludedIn(totalCents) },
  };
}

/** The order with a refund of `figures` made (done, with a credit note). */
function withRefund(
  current: Order,
  request: Parameters<typeof lineRefundOf>[1],
  extra: Partial<Refund> = {},
): Order {
  const figures = lineRefundOf(current, request);
  if (!figures.ok) throw new Error(figures.message);
  const refund: Refund = {
    id: `rf-${String(current.refunds.length + 1)}`,
    at: '2026-11-21T01:00:00.000Z',
    actor: STAFF,
    method: 'bank',
    status: 'done',
    amountCents: figures.amountCents,
    lines: figures.lines,
    deliveryFeeCents: figures.deliveryFeeCents,
    discountCents: figures.discountCents,
    creditNote: {
      number: `CN-0000${String(current.refunds.length + 1)}`,
      at: '2026-11-21T01:00:00.000Z',
    },
    ...extra,
  };
  return { ...current, refunds: [...current.refunds, refund] };
}

describe('lineRefundOf', () => {
  it("prices the chosen packs and the delivery fee at the order's own prices", () => {
    const figures = lineRefundOf(order(), {
      lines: [
        { productId: 'beef', quantity: 1 },
        { productId: 'lasagne', quantity: 0 },
      ],
      deliveryFee: true,
    });
    expect(figures).toEqual({
      ok: true,
      lines: [
        {
          productId: 'beef',
          name: 'Beef Bolognese',
          quantity: 1,
          unitPriceCents: 1690,
          lineTotalCents: 1690,
        },
      ],
      discountCents: 0,
      deliveryFeeCents: 800,
      amountCents: 2490,
    });
  });

  it('counts what earlier refunds took: packs left, fee left, and refuses more', () => {
    const once = withRefund(order(), {
      lines: [{ productId: 'beef', quantity: 2 }],
      deliveryFee: true,
    });
    expect(refundablePacks(once)).toEqual(
      new Map([
        ['beef', 1],
        ['lasagne', 2],
      ]),
    );
    expect(refundableDeliveryCents(once)).toBe(0);
    expect(lineRefundOf(once, { lines: [{ productId: 'beef', quantity: 2 }] })).toEqual({
      ok: false,
      message: 'Only 1 pack of Beef Bolognese is left to refund.',
    });
    expect(lineRefundOf(once, { deliveryFee: true })).toEqual({
      ok: false,
      message: 'There is no delivery fee left to refund.',
    });
    // A failed refund gave nothing back: its packs are refundable again.
    const failed = {
      ...once,
      refunds: once.refunds.map((one) => ({ ...one, status: 'failed' as const })),
    };
    expect(refundablePacks(failed).get('beef')).toBe(3);
  });

  it('takes each line its share of the discount, and the shares add up to the whole discount', () => {
    let current = order(1000);
    for (const productId of ['beef', 'lasagne', 'beef', 'beef', 'lasagne']) {
      current = withRefund(current, { lines: [{ productId, quantity: 1 }] });
    }
    current = withRefund(current, { deliveryFee: true });
    const refunds = current.refunds;
    expect(refunds.reduce((sum, one) => sum + (one.discountCents ?? 0), 0)).toBe(1000);
    expect(refunds.reduce((sum, one) => sum + one.amountCents, 0)).toBe(current.totals.totalCents);
    // One beef pack ($16.90 of $87.70 goods) carries floor(1690 × 1000 / 8770) = 192 cents.
    expect(refunds[0]).toMatchObject({ discountCents: 192, amountCents: 1690 - 192 });
  });

  it('refuses more than is left to refund after an amount refund', () => {
    const current = order();
    const partly = {
      ...current,
      refunds: [
        RefundSchema.parse({
          id: 'rf-amount',
          at: '2026-11-21T01:00:00.000Z',
          actor: STAFF,
          amountCents: current.totals.totalCents - 1000,
          method: 'bank',
          status: 'done',
        }),
      ],
    };
    expect(lineRefundOf(partly, { lines: [{ productId: 'beef', quantity: 1 }] })).toEqual({
      ok: false,
      message: 'At most $10.00 is left to refund.',
    });
  });
});

describe('credit notes', () => {
  it('lists the lines, discount and fee of a refund, adding up to its total with 3/23 GST', () => {
    const current = withRefund(order(1000), {
      lines: [
        { productId: 'beef', quantity: 2 },
        { productId: 'lasagne', quantity: 1 },
      ],
      deliveryFee: true,
    });
    const [note] = creditNotesOf(current, SHOP);
    expect(note).toMatchObject({
      number: 'CN-00001',
      orderNumber: current.number,
      orderPlacedAt: current.placedAt,
      gstNumber: '123-456-789',
      deliveryFeeCents: 800,
      otherCents: 0,
    });
    if (!note) throw new Error('No note');
    const goods = note.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    expect(goods).toBe(2 * 1690 + 1850);
    expect(goods - note.discountCents + note.deliveryFeeCents).toBe(note.totalCents);
    expect(note.gstCents).toBe(gstIncludedIn(note.totalCents));
    // The rows printed under the lines, as the staff print and the shopper's page show them.
    const rows = creditNoteRows(note).map(({ label }) => label);
    expect(rows).toEqual([
      'Items',
      ...(note.discountCents ? ["Less the order's discount"] : []),
      'Delivery fee',
    ]);
    expect(creditNoteRows(note)[0]?.amount).toBe(formatNZD(goods));
  });

  it('shows an amount refund as one sum, and none for a refund not done', () => {
    const current = order();
    const amount = RefundSchema.parse({
      id: 'rf-amount',
      at: '2026-11-21T01:00:00.000Z',
      actor: STAFF,
      amountCents: 2300,
      method: 'stripe',
      status: 'done',
      creditNote: { number: 'CN-00007', at: '2026-11-21T01:00:00.000Z' },
    });
    expect(creditNoteOf(current, amount, { ...SHOP, gstNumber: '' })).toMatchObject({
      lines: [],
      otherCents: 2300,
      totalCents: 2300,
      gstCents: 300,
      gstNumber: null,
    });
    expect(creditNoteOf(current, { ...amount, status: 'pending' }, SHOP)).toBeNull();
  });

  it('reads refunds stored before refunds by line (no lines, no credit note)', () => {
    const old = RefundSchema.parse({
      id: 'rf-old',
      at: '2026-11-21T01:00:00.000Z',
      actor: STAFF,
      amountCents: 500,
      method: 'bank',
      status: 'done',
    });
    expect(old.lines).toBeUndefined();
    expect(creditNoteOf(order(), old, SHOP)).toBeNull();
  });
});

describe('RefundRequestSchema', () => {
  it('takes an amount, or lines and the fee, never both, and never nothing', () => {
    expect(RefundRequestSchema.safeParse({ amountCents: 500 }).success).toBe(true);
    expect(RefundRequestSchema.safeParse({ deliveryFee: true }).success).toBe(true);
    expect(RefundRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Enter the amount to refund',
    );
    expect(
      RefundRequestSchema.safeParse({ amountCents: 5, lines: [{ productId: 'beef', quantity: 1 }] })
        .error?.issues[0]?.message,
    ).toBe('Refund an amount or lines, not both');
  });
});

describe('the stock movement of a refund', () => {
  it('names the order, is keyed by the refund (once per refund), and records only packs put back', () => {
    const cause = { kind: 'order_refunded', orderId: 'o-1', refundId: 'rf-9', by: STAFF } as const;
    expect(causeIdOf(cause)).toBe('refund-rf-9');
    const at = new Date('2026-11-21T01:00:00.000Z');
    const movement = movementFor(cause, { productId: 'beef', before: 5, after: 7, seq: 3, at });
    expect(movement).toMatchObject({
      kind: 'order_refunded',
      orderId: 'o-1',
      quantity: 2,
      by: STAFF,
    });
    expect(movement && movementLabel(movement)).toBe('Order refunded (packs back)');
    expect(movementFor(cause, { productId: 'beef', before: 5, after: 5, seq: 3, at })).toBeNull();
  });
});
