import { describe, expect, it } from 'vitest';
import { moneyRowAmount, moneyRowsOf, type MoneyRow } from '../../src/lib/orders/money-rows.ts';
import type { Order, Refund } from '../../src/lib/orders/order.ts';
import { packingSlipOf } from '../../src/lib/orders/packing-slip.ts';
import { gstIncludedIn } from '../../src/lib/orders/pricing.ts';
import { receiptOf } from '../../src/lib/orders/receipt.ts';
import { dispatchOrder, type DispatchOrderSpec } from '../fixtures/dispatch-orders.ts';

// Issue 22: CK-10001's slip printed $50.70 and $14.90 and "Total $55.76" with no discount line,
// and a part-refunded order's receipt never said so. Every printed amount must add up.

const SHOP = {
  name: 'Cube Kitchen',
  gstNumber: '123-456-789',
  bank: { accountName: 'Cube Kitchen Ltd', accountNumber: '12-3456-0123456-00' },
};

/** An order with a discount (and its code) or refunds on top of what dispatchOrder makes. */
function orderWith(
  spec: DispatchOrderSpec,
  extra: { discountCents?: number; promoCode?: string; refunds?: Partial<Refund>[] } = {},
): Order {
  const order = dispatchOrder(spec);
  const discountCents = extra.discountCents ?? 0;
  const totalCents = order.totals.subtotalCents - discountCents + order.totals.deliveryFeeCents;
  return {
    ...order,
    promoCode: extra.promoCode ?? null,
    totals: { ...order.totals, discountCents, totalCents, gstCents: gstIncludedIn(totalCents) },
    refunds: (extra.refunds ?? []).map((refund, index) => ({
      id: `rf-${String(index)}`,
      at: '2026-11-24T01:00:00.000Z',
      actor: { kind: 'staff', id: 's', name: 'owner' },
      amountCents: 500,
      method: 'bank',
      status: 'done',
      ...refund,
    })),
  };
}

/** The cents a printed amount says: "−$14.90" is -1490, "Free" is 0. */
function centsOfPrinted(text: string): number {
  if (text === 'Free') return 0;
  const match = /^(−)?\$(\d{1,3}(?:,\d{3})*)\.(\d\d)$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * Checks a printed document adds up, from the printed text alone: the item amounts make the
 * subtotal, each row down to a sum adds to that sum. Gives the printed rows.
 */
function expectAddsUp(lineAmounts: readonly number[], rows: readonly MoneyRow[]): string[] {
  const printed = rows.map((row) => ({ row, cents: centsOfPrinted(moneyRowAmount(row)) }));
  const [subtotal, ...rest] = printed;
  expect(subtotal?.row.kind).toBe('subtotal');
  expect(subtotal?.cents).toBe(lineAmounts.reduce((sum, cents) => sum + cents, 0));
  let running = subtotal?.cents ?? 0;
  for (const { row, cents } of rest) {
    if (row.kind === 'total' || row.kind === 'after_refunds') expect(cents).toBe(running);
    else running += cents;
  }
  return rows.map((row) => `${row.label} ${moneyRowAmount(row)}`);
}

const CK_10001 = {
  lines: [
    { productId: 'feast', name: 'Whānau feast', quantity: 3, unitPriceCents: 1690 },
    { productId: 'beef-bolognese', name: 'Beef Bolognese', quantity: 1, unitPriceCents: 1490 },
  ],
};

describe('slips and receipts add up', () => {
  it('prints a discount with its promo code, so $50.70 + $14.90 − $9.84 is the $55.76 total', () => {
    const order = orderWith(CK_10001, { discountCents: 984, promoCode: 'WINTER15' });
    const slip = packingSlipOf(order);
    const printed = expectAddsUp(
      slip.lines.map((line) => line.lineTotalCents ?? NaN),
      slip.moneyRows ?? [],
    );
    expect(printed).toEqual([
      'Subtotal $65.60',
      'Discount (WINTER15) −$9.84',
      'Delivery Free',
      'Total $55.76',
    ]);
    const receipt = receiptOf(order, SHOP);
    expectAddsUp(
      receipt.lines.map((line) => line.lineTotalCents),
      receipt.moneyRows,
    );
    expect(receipt.moneyRows.at(-1)).toEqual({
      kind: 'total',
      label: 'Total (GST inclusive)',
      cents: 5576,
    });
  });

  it('prints a delivery fee, and free delivery as "Free", never $0.00', () => {
    const paid = packingSlipOf(orderWith({ ...CK_10001, deliveryFeeCents: 800 }));
    expect(expectAddsUp([5070, 1490], paid.moneyRows ?? [])).toContain('Delivery $8.00');
    const free = packingSlipOf(orderWith(CK_10001));
    expect(expectAddsUp([5070, 1490], free.moneyRows ?? [])).toContain('Delivery Free');
  });

  it('says Pickup for a pickup, with no delivery line', () => {
    const receipt = receiptOf(orderWith({ ...CK_10001, method: 'pickup' }), SHOP);
    const printed = expectAddsUp([5070, 1490], receipt.moneyRows);
    expect(printed).toContain('Pickup Free');
    expect(printed.join('\n')).not.toMatch(/Delivery|\$0\.00/);
  });

  it('prints each refund as a credit and the amount after refunds on a part-refunded order', () => {
    const order = orderWith(
      { ...CK_10001, deliveryFeeCents: 800, path: ['awaiting_payment', 'paid', 'delivered'] },
      {
        discountCents: 984,
        promoCode: 'WINTER15',
        refunds: [
          { amountCents: 1490 },
          { amountCents: 700, status: 'failed' },
          { amountCents: 250, status: 'pending' },
        ],
      },
    );
    const receipt = receiptOf(order, SHOP);
    const printed = expectAddsUp([5070, 1490], receipt.moneyRows);
    expect(printed).toEqual([
      'Subtotal $65.60',
      'Discount (WINTER15) −$9.84',
      'Delivery $8.00',
      'Total (GST inclusive) $63.76',
      'Refunded Tuesday, 24 November 2026 −$14.90',
      'Refund in progress −$2.50',
      'Total after refunds $46.36',
    ]);
    expect(expectAddsUp([5070, 1490], packingSlipOf(order).moneyRows ?? [])).toContain(
      'Total after refunds $46.36',
    );
  });

  it('prints no money at all on a gift’s slip', () => {
    const slip = packingSlipOf(
      orderWith({ ...CK_10001, gift: { recipientName: 'Nana', message: 'Kia ora' } }),
    );
    expect(slip).not.toHaveProperty('moneyRows');
    expect(moneyRowsOf(orderWith(CK_10001)).map((row) => row.kind)).toEqual([
      'subtotal',
      'delivery',
      'total',
    ]);
  });
});
