import { describe, expect, it } from 'vitest';
import { repackOrder } from '../../src/lib/delivery/slot-packs.ts';
import { orderBalance, paidCents } from '../../src/lib/orders/money-ledger.ts';
import {
  describeEdit,
  editedLines,
  editRefusal,
  OrderEditRequestSchema,
  packsOf,
  stockChangesOf,
  totalsChanges,
} from '../../src/lib/orders/order-edit.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { priceLines, priceOrder, type OrderLine } from '../../src/lib/orders/pricing.ts';

const bolognese = { productId: 'beef-bolognese', name: 'Beef Bolognese', unitPriceCents: 1200 };
const chicken = { productId: 'butter-chicken', name: 'Butter Chicken', unitPriceCents: 1400 };
const lasagne = { productId: 'lasagne', name: 'Lasagne', unitPriceCents: 1500 };
const lines = (...entries: [typeof bolognese, number][]): OrderLine[] =>
  priceLines(entries.map(([meal, quantity]) => ({ ...meal, quantity })));

const catalog = new Map([
  ['beef-bolognese', { name: 'Beef Bolognese', priceCents: 1300 }],
  ['butter-chicken', { name: 'Butter Chicken', priceCents: 1400 }],
]);

const customer = { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' };
const address = {
  line1: '1 Marine Pde',
  line2: '',
  suburb: 'Mount Maunganui',
  city: 'Tauranga',
  postcode: '3116',
};

describe('editedLines', () => {
  it("keeps the order's own prices, and prices new meals at today's price", () => {
    const current = lines([bolognese, 2]);
    const items = [
      { productId: 'beef-bolognese', quantity: 3 },
      { productId: 'butter-chicken', quantity: 1 },
    ];
    expect(editedLines(current, items, catalog, false)).toEqual({
      lines: [
        { ...bolognese, quantity: 3 },
        { ...chicken, quantity: 1 },
      ],
      notOnSale: [],
    });
  });

  it("uses today's prices for existing lines only when asked, and keeps a meal no longer sold", () => {
    const current = lines([bolognese, 2], [lasagne, 1]);
    const items = [
      { productId: 'beef-bolognese', quantity: 2 },
      { productId: 'lasagne', quantity: 1 },
    ];
    const { lines: priced } = editedLines(current, items, catalog, true);
    expect(priced).toEqual([
      { ...bolognese, unitPriceCents: 1300, quantity: 2 },
      { ...lasagne, quantity: 1 },
    ]);
  });

  it('refuses a new meal that is not on sale', () => {
    const items = [{ productId: 'lasagne', quantity: 1 }];
    expect(editedLines(lines([bolognese, 1]), items, catalog, false).notOnSale).toEqual([
      'lasagne',
    ]);
  });
});

describe('stockChangesOf and packsOf', () => {
  it('lists only products whose packs change, sorted by id, with before and after', () => {
    const before = lines([lasagne, 1], [bolognese, 2]);
    const after = lines([bolognese, 3], [chicken, 1]);
    expect(stockChangesOf(before, after)).toEqual([
      { productId: 'beef-bolognese', from: 2, to: 3 },
      { productId: 'butter-chicken', from: 0, to: 1 },
      { productId: 'lasagne', from: 1, to: 0 },
    ]);
    expect(stockChangesOf(before, before)).toEqual([]);
    expect(packsOf(after)).toBe(4);
  });
});

describe('describeEdit', () => {
  it('says each change in words', () => {
    const before = { lines: lines([bolognese, 2], [lasagne, 1]), customer, address };
    const after = {
      lines: lines([{ ...bolognese, unitPriceCents: 1300 }, 3], [chicken, 1]),
      customer: { ...customer, phone: '022 555 1234' },
      address: { ...address, line1: '2 Marine Pde' },
    };
    expect(describeEdit(before, after)).toEqual([
      '2 × Beef Bolognese → 3',
      "Beef Bolognese at today's price: $12.00 → $13.00 each",
      'Added 1 × Butter Chicken',
      'Removed 1 × Lasagne',
      'Address changed: 1 Marine Pde, Mount Maunganui, Tauranga 3116 → 2 Marine Pde, Mount Maunganui, Tauranga 3116',
      'Phone changed: 021 123 4567 → 022 555 1234',
    ]);
  });

  it('finds nothing when nothing changed', () => {
    const parts = { lines: lines([bolognese, 2]), customer, address: null };
    expect(describeEdit(parts, { ...parts, customer: { ...customer } })).toEqual([]);
  });

  it('names a changed delivery fee and discount', () => {
    const before = { deliveryFeeCents: 800, discountCents: 0 };
    expect(totalsChanges(before, { deliveryFeeCents: 0, discountCents: 500 })).toEqual([
      'Delivery fee $8.00 → $0.00',
      'Discount $0.00 → $5.00',
    ]);
  });
});

describe('editRefusal', () => {
  it('allows unpaid bank transfers and paid orders, nothing packed or ended', () => {
    expect(editRefusal({ status: 'awaiting_payment', paymentMethod: 'bank_transfer' })).toBe(null);
    expect(editRefusal({ status: 'paid', paymentMethod: 'card' })).toBe(null);
    expect(editRefusal({ status: 'packed', paymentMethod: 'card' })).toMatch(/packed/);
    expect(editRefusal({ status: 'delivered', paymentMethod: 'card' })).toMatch(/packed/);
    expect(editRefusal({ status: 'cancelled', paymentMethod: 'card' })).toMatch(/cancelled/);
    expect(editRefusal({ status: 'awaiting_payment', paymentMethod: 'card' })).toMatch(
      /payment page/,
    );
  });
});

describe('the edit request', () => {
  it('validates contact details and the address with the checkout rules', () => {
    const parsed = OrderEditRequestSchema.safeParse({
      revision: 3,
      items: [{ productId: 'beef-bolognese', quantity: 0 }],
      customer: { name: 'A', email: 'nope', phone: '12' },
      address: { ...address, postcode: '311' },
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'items.0.quantity',
        'customer.name',
        'customer.email',
        'customer.phone',
        'address.postcode',
      ]),
    );
  });
});

/** A paid order of `totalCents`, with edits and refunds as given. */
function paidOrder(
  totalCents: number,
  edits: Order['edits'] = [],
  refunds: Order['refunds'] = [],
): Order {
  const staff = { kind: 'staff', id: 's1', name: 'Sam' } as const;
  return {
    history: [
      { from: null, to: 'awaiting_payment', at: '2026-11-20T01:00:00.000Z', actor: staff },
      { from: 'awaiting_payment', to: 'paid', at: '2026-11-20T02:00:00.000Z', actor: staff },
    ],
    payment: { method: 'card', reference: 'CK-10001', paidAt: '2026-11-20T02:00:00.000Z' },
    totals: { totalCents },
    edits,
    moves: [],
    refunds,
  } as unknown as Order;
}

const edit = (at: string, before: number, after: number): Order['edits'][number] => ({
  id: `ed-${at}`,
  at,
  actor: { kind: 'staff', id: 's1', name: 'Sam' },
  changes: ['x'],
  totalBeforeCents: before,
  totalAfterCents: after,
  todaysPrices: false,
});

describe('orderBalance', () => {
  it('counts what was paid from the first change after payment, an edit or a move', () => {
    const order = paidOrder(5000, [edit('2026-11-21T03:00:00.000Z', 4500, 5000)]);
    const moved = {
      ...order,
      moves: [{ at: '2026-11-21T02:30:00.000Z', totalCentsBefore: 4000 }],
    } as unknown as Order;
    expect(paidCents(order)).toBe(4500);
    expect(paidCents(moved)).toBe(4000);
    expect(orderBalance(moved)).toMatchObject({ paidCents: 4000, dueCents: 1000 });
  });

  it('shows the amount still due when a paid order now costs more', () => {
    const order = paidOrder(5000, [edit('2026-11-21T00:00:00.000Z', 4000, 5000)]);
    expect(paidCents(order)).toBe(4000);
    expect(orderBalance(order)).toMatchObject({
      paidCents: 4000,
      dueCents: 1000,
      overpaidCents: 0,
    });
  });

  it('shows the over-payment when it costs less, less what was refunded already', () => {
    const edits = [
      edit('2026-11-21T00:00:00.000Z', 4000, 3500),
      edit('2026-11-21T01:00:00.000Z', 3500, 3000),
    ];
    expect(orderBalance(paidOrder(3000, edits))).toMatchObject({
      dueCents: 0,
      overpaidCents: 1000,
    });
    const refund = {
      id: 'rf-1',
      at: '2026-11-21T02:00:00.000Z',
      actor: { kind: 'staff', id: 's1', name: 'Sam' },
      amountCents: 400,
      method: 'stripe',
      status: 'done',
    } as const;
    expect(orderBalance(paidOrder(3000, edits, [refund]))).toMatchObject({ overpaidCents: 600 });
  });

  it('counts edits made before the payment in what was paid', () => {
    const order = paidOrder(3000, [edit('2026-11-20T01:30:00.000Z', 4000, 3000)]);
    expect(orderBalance(order)).toMatchObject({ paidCents: 3000, dueCents: 0, overpaidCents: 0 });
  });

  it('shows neither for an unpaid order', () => {
    const order = { ...paidOrder(3000), history: paidOrder(3000).history.slice(0, 1) };
    expect(orderBalance(order)).toMatchObject({ paidCents: 0, dueCents: 0, overpaidCents: 0 });
  });
});

describe('recomputing the totals of an edited order', () => {
  it('recomputes GST and the delivery fee across the free-delivery threshold', () => {
    const zone = { feeCents: 800, freeDeliveryThresholdCents: 8000, minimumOrderCents: 3000 };
    const now = new Date('2026-11-20T00:00:00Z');
    const small = priceOrder({ lines: lines([bolognese, 3]), zone, promo: null, now });
    const big = priceOrder({ lines: lines([bolognese, 7]), zone, promo: null, now });
    expect(small).toMatchObject({ deliveryFeeCents: 800, totalCents: 4400, gstCents: 574 });
    expect(big).toMatchObject({ deliveryFeeCents: 0, totalCents: 8400, gstCents: 1096 });
  });
});

describe('repackOrder', () => {
  const booking = { booked: 2, orderIds: ['a', 'b'], packs: { a: 4, b: 3 } };

  it('takes more packs only within the pack limit, and gives packs back always', () => {
    expect(repackOrder(booking, 10, { orderId: 'a', morePacks: 3 })).toEqual({
      ok: true,
      booking: { booked: 2, orderIds: ['a', 'b'], packs: { a: 7, b: 3 } },
    });
    expect(repackOrder(booking, 10, { orderId: 'a', morePacks: 4 })).toMatchObject({
      ok: false,
      packsLeft: 3,
      message: "The order's delivery slot has room for only 3 more packs; this edit adds 4 packs.",
    });
    expect(repackOrder(booking, 5, { orderId: 'a', morePacks: -3 })).toMatchObject({
      ok: true,
      booking: { packs: { a: 1, b: 3 } },
    });
  });

  it("follows the date's own pack limit, and no limit at all", () => {
    const limited = { ...booking, override: { maxPacks: 8 } };
    expect(repackOrder(limited, 20, { orderId: 'b', morePacks: 2 })).toMatchObject({ ok: false });
    expect(repackOrder(booking, null, { orderId: 'b', morePacks: 96 })).toMatchObject({ ok: true });
  });

  it('moves by differences: two edits of one order at once, the loser undoing its own', () => {
    const first = repackOrder(booking, null, { orderId: 'a', morePacks: 1 });
    const both = first.ok
      ? repackOrder(first.booking, null, { orderId: 'a', morePacks: 5 })
      : first;
    const undone = both.ok
      ? repackOrder(both.booking, null, { orderId: 'a', morePacks: -5 })
      : both;
    expect(undone).toMatchObject({ ok: true, booking: { packs: { a: 5, b: 3 } } });
  });

  it('leaves the very document alone when nothing moves or the order is not booked', () => {
    const other = repackOrder(booking, 10, { orderId: 'z', morePacks: 4 });
    expect(other.ok && other.booking).toBe(booking);
    const same = repackOrder(booking, 10, { orderId: 'a', morePacks: 0 });
    expect(same.ok && same.booking).toBe(booking);
  });
});
