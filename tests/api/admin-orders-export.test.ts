import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import adminDashboard from '../../netlify/functions/admin-dashboard.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { Dashboard } from '../../src/lib/admin/areas/dashboard.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { centsFromDollars } from '../../src/lib/money.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

// Issue 22: the orders CSV had one row per line with the order's totals on each (summing "Order
// total" gave $781.14 for $437.27 of orders), counted a cancelled order in full and had no
// promo code or notes. Now: one row per order, the lines in a second export, and the Revenue
// of an order is the money it kept (received less refunded, the order's ledger), so the Revenue
// of the orders whose money moved today adds up to the dashboard's revenue for today. Both exports are for every
// role, as ordersArea declares (a GET needs no same-site check, so no role gets a 403 here).

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };
const placed: Record<string, Order> = {};

beforeAll(async () => {
  const two = [
    { productId: 'beef-bolognese', quantity: 3 },
    { productId: 'super-veg-sauce', quantity: 1 },
  ];
  placed.promo = await placeTestOrder({
    items: two,
    promoCode: 'WELCOME10',
    notes: 'Leave by the garage',
  });
  placed.pickup = await placeTestOrder({ method: 'pickup', items: two });
  placed.small = await placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity: 2 }] });
  placed.cancelled = await placeTestOrder({ items: two });
  await changeOrderStatus(placed.cancelled.id, 'cancelled', STAFF);
  placed.partRefund = await placeTestOrder({ items: two });
  await changeOrderStatus(placed.partRefund.id, 'paid', STAFF);
  await refundOrder(placed.partRefund.id, STAFF, { amountCents: 500 });
  placed.refunded = await placeTestOrder({ items: two });
  await changeOrderStatus(placed.refunded.id, 'paid', STAFF);
  await refundOrder(placed.refunded.id, STAFF, { amountCents: placed.refunded.totals.totalCents });
});

// The orders CSV holds customers' details: admins (or staff granted customerExports) only.
async function download(path: string, headers: Record<string, string> = team.admin) {
  return adminOrders(new Request(new URL(path, SITE_ORIGIN), { headers }), {
    ip: '192.0.2.1',
    params: {},
    waitUntil: () => undefined,
  });
}

/** The CSV as records keyed by its header, the byte-order mark read off. */
async function recordsOf(response: Response): Promise<Record<string, string>[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse<Record<string, string>>(await response.text(), { bom: true, columns: true });
}

const cents = (text: string | undefined): number => {
  const value = centsFromDollars(text ?? '');
  if (value === null) throw new Error(`Not an amount: ${String(text)}`);
  return value;
};
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('GET /api/admin/orders.csv', () => {
  it('has one row per order whose money adds up, with promo code, refunds and notes', async () => {
    const rows = await recordsOf(await download('/api/admin/orders.csv'));
    expect(rows.map((row) => row.Order).sort()).toEqual(
      Object.values(placed)
        .map((order) => order.number)
        .sort(),
    );
    for (const row of rows) {
      expect(cents(row.Subtotal) - cents(row.Discount) + cents(row['Delivery fee'])).toBe(
        cents(row.Total),
      );
    }
    const promo = rows.find((row) => row.Order === placed.promo?.number);
    expect(promo).toMatchObject({
      'Promo code': 'WELCOME10',
      Notes: 'Leave by the garage',
      'Placed date': nzDateOf(new Date()),
      Status: 'Awaiting payment',
      Payment: 'Bank transfer',
      Packs: '4',
    });
    expect(cents(promo?.Discount)).toBe(placed.promo?.totals.discountCents);
    expect(cents(promo?.Discount)).toBeGreaterThan(0);
    const pickup = rows.find((row) => row.Order === placed.pickup?.number);
    expect(pickup).toMatchObject({ 'Delivery or pickup': 'Pickup', 'Delivery fee': '0.00' });
    const partRefund = rows.find((row) => row.Order === placed.partRefund?.number);
    expect(partRefund).toMatchObject({ Refunded: '5.00', Status: 'Paid' });
    expect(cents(partRefund?.Paid)).toBe(placed.partRefund?.totals.totalCents);
    // Issue 43: revenue ignored refunds; it is what the order kept, received less refunded.
    expect(cents(partRefund?.Revenue)).toBe((placed.partRefund?.totals.totalCents ?? 0) - 500);
    // Issue 43: revenue counted unpaid orders; an order awaiting payment kept nothing yet.
    expect(promo).toMatchObject({ Paid: '0.00', Revenue: '0.00' });
    const cancelled = rows.find((row) => row.Order === placed.cancelled?.number);
    expect(cancelled).toMatchObject({ Status: 'Cancelled', Revenue: '0.00' });
    expect(rows.find((row) => row.Order === placed.refunded?.number)).toMatchObject({
      Status: 'Refunded',
      Revenue: '0.00',
    });
  });

  it('adds up to the dashboard: money received less refunded today is today’s revenue', async () => {
    const rows = await recordsOf(await download('/api/admin/orders.csv'));
    const dashboard = await call(adminDashboard, '/api/admin/dashboard', { headers: team.staff });
    const { today, week, awaitingPayment } = (dashboard.body as Dashboard).orders;
    // Every order here was placed, paid and refunded today, so today's revenue is all they kept.
    expect(sum(rows.map((row) => cents(row.Revenue)))).toBe(today.revenueCents);
    expect(today).toMatchObject({ count: 4, cancelled: 1, refunded: 1 });
    expect(today.revenueCents).toBe((placed.partRefund?.totals.totalCents ?? 0) - 500);
    expect(week.revenueCents).toBe(today.revenueCents);
    // Awaiting payment is what is owed: the three orders never paid, not the cancelled one.
    const unpaid = [placed.promo, placed.pickup, placed.small];
    expect(awaitingPayment).toEqual({
      count: 3,
      totalCents: sum(unpaid.map((order) => order?.totals.totalCents ?? 0)),
    });
  });

  it('answers 200 to admins, 403 to staff without the grant, 400 for a bad filter', async () => {
    expect((await download('/api/admin/orders.csv', team.admin)).status).toBe(200);
    expect((await download('/api/admin/orders.csv', team.staff)).status).toBe(403);
    expect((await download('/api/admin/orders.csv?status=lost')).status).toBe(400);
    expect((await download('/api/admin/orders.csv?from=2026-13-01')).status).toBe(400);
  });
});

describe('GET /api/admin/order-lines.csv', () => {
  it('has one row per line, no order totals, and its lines add up to each order’s subtotal', async () => {
    const response = await download('/api/admin/order-lines.csv?status=awaiting_payment');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="order-lines-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = await recordsOf(response);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Order',
      'Placed date',
      'Status',
      'Product id',
      'Product',
      'Packs',
      'Unit price',
      'Line total',
    ]);
    const waiting = [placed.promo, placed.pickup, placed.small];
    expect(rows).toHaveLength(sum(waiting.map((order) => order?.lines.length ?? 0)));
    for (const order of waiting) {
      const lines = rows.filter((row) => row.Order === order?.number);
      for (const line of lines) {
        expect(cents(line['Unit price']) * Number(line.Packs)).toBe(cents(line['Line total']));
      }
      expect(sum(lines.map((line) => cents(line['Line total'])))).toBe(order?.totals.subtotalCents);
    }
    expect(rows.find((row) => row.Order === placed.promo?.number)).toMatchObject({
      'Product id': 'beef-bolognese',
      Product: 'Beef Bolognese',
      Packs: '3',
      Status: 'Awaiting payment',
    });
  });

  it('answers 200 to admins and staff, 400 for a bad filter', async () => {
    expect((await download('/api/admin/order-lines.csv', team.admin)).status).toBe(200);
    // Line items name no customer, so staff export them without a grant.
    expect((await download('/api/admin/order-lines.csv', team.staff)).status).toBe(200);
    expect((await download('/api/admin/order-lines.csv?zone=%3Cx%3E')).status).toBe(400);
  });
});
