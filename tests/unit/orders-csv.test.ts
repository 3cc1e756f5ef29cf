import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { centsFromDollars } from '../../src/lib/money.ts';
import { orderLinesCsv, ordersCsv } from '../../src/lib/orders/orders-csv.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

// Issue 22: one row per line, each repeating the order's totals, so summing "Order total" gave
// $781.14 for $437.27 of orders, and a cancelled order counted in full.

const records = (csv: string) => parse<Record<string, string>>(csv, { bom: true, columns: true });
const column = (rows: readonly Record<string, string>[], name: string) =>
  rows.reduce((sum, row) => sum + (centsFromDollars(row[name] ?? '') ?? NaN), 0);

const TWO_LINES = [
  { productId: 'beef-bolognese', name: 'Beef Bolognese', quantity: 3 },
  { productId: 'super-veg-sauce', name: 'Super Veg Sauce', quantity: 1, unitPriceCents: 1490 },
];

describe('ordersCsv', () => {
  const orders = [
    dispatchOrder({
      lines: TWO_LINES,
      deliveryFeeCents: 800,
      notes: '=cmd|calc',
      path: ['awaiting_payment', 'paid'],
    }),
    dispatchOrder({ lines: TWO_LINES, method: 'pickup' }),
    dispatchOrder({ lines: TWO_LINES, path: ['awaiting_payment', 'cancelled'] }),
  ];

  it('has one row per order, so a column sums to the orders’ own totals', () => {
    const rows = records(ordersCsv(orders));
    expect(rows).toHaveLength(3);
    expect(column(rows, 'Total')).toBe(
      orders.reduce((sum, order) => sum + order.totals.totalCents, 0),
    );
    expect(column(rows, 'Subtotal') - column(rows, 'Discount') + column(rows, 'Delivery fee')).toBe(
      column(rows, 'Total'),
    );
  });

  it('gives revenue only to money received: none to an unpaid or cancelled order', () => {
    const rows = records(ordersCsv(orders));
    expect(rows[1]).toMatchObject({ Status: 'Awaiting payment', Paid: '0.00', Revenue: '0.00' });
    expect(rows[2]).toMatchObject({ Status: 'Cancelled', Revenue: '0.00' });
    expect(column(rows, 'Revenue')).toBe(orders[0]?.totals.totalCents);
    expect(column(rows, 'Paid')).toBe(orders[0]?.totals.totalCents);
    expect(rows[0]?.Notes).toBe("'=cmd|calc");
  });
});

describe('orderLinesCsv', () => {
  it('has one row per line and no order totals', () => {
    const order = dispatchOrder({ lines: TWO_LINES, deliveryFeeCents: 800 });
    const rows = records(orderLinesCsv([order]));
    expect(rows).toEqual([
      {
        Order: order.number,
        'Placed date': '2026-11-20',
        Status: 'Awaiting payment',
        'Product id': 'beef-bolognese',
        Product: 'Beef Bolognese',
        Packs: '3',
        'Unit price': '16.90',
        'Line total': '50.70',
      },
      {
        Order: order.number,
        'Placed date': '2026-11-20',
        Status: 'Awaiting payment',
        'Product id': 'super-veg-sauce',
        Product: 'Super Veg Sauce',
        Packs: '1',
        'Unit price': '14.90',
        'Line total': '14.90',
      },
    ]);
    expect(column(rows, 'Line total')).toBe(order.totals.subtotalCents);
  });
});
