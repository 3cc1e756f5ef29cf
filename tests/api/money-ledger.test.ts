// One money ledger: the figures the shop shows of an order's money (dashboard revenue and awaiting
// payment, a customer's total spent, the order page's GST, receipt, credit note, CSV) all come
// from the order's ledger (money-ledger.ts) and agree with each other, on the real local Blobs.
// Before: revenue counted unpaid orders and ignored refunds, Total spent ($35.80) differed from
// the customer's one order ($52.70), and after a refund the order page showed the GST of the
// total before it.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminDashboard from '../../netlify/functions/admin-dashboard.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { Dashboard } from '../../src/lib/admin/areas/dashboard.ts';
import type { CustomerDetail } from '../../src/lib/admin/areas/customers.ts';
import { centsFromDollars } from '../../src/lib/money.ts';
import {
  gstOfCents,
  keptCents,
  gstAfterRefundsCents,
  owedCents,
} from '../../src/lib/orders/money-ledger.ts';
import type { AdminOrderView, Order } from '../../src/lib/orders/order.ts';
import type { Receipt } from '../../src/lib/orders/receipt.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { backfillOrderDerived, syncOrderDerived } from '../../src/server/orders/order-derived.ts';
import { getOrder, orders } from '../../src/server/orders/orders.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };
const MEAL = 'beef-bolognese';

async function stored(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`Order ${id} is not stored`);
  return order;
}

async function dashboard(): Promise<Dashboard['orders']> {
  const answer = await call(adminDashboard, '/api/admin/dashboard', { headers: team.staff });
  expect(answer.status).toBe(200);
  return (answer.body as Dashboard).orders;
}

async function adminGet<T>(path: string, params: Record<string, string>): Promise<T> {
  const answer = await call(adminOrders, path, { headers: team.staff, params });
  expect(answer.status).toBe(200);
  return answer.body as T;
}

/** The orders CSV's row of one order, keyed by the header. */
async function csvRowOf(number: string): Promise<Record<string, string>> {
  const answer = await adminOrders(
    new Request(new URL('/api/admin/orders.csv', SITE_ORIGIN), { headers: team.admin }),
    { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
  );
  expect(answer.status).toBe(200);
  const rows = parse<Record<string, string>>(await answer.text(), { bom: true, columns: true });
  const row = rows.find((one) => one.Order === number);
  if (!row) throw new Error(`No CSV row for ${number}`);
  return row;
}

const cents = (text: string | undefined) => centsFromDollars(text ?? '') ?? NaN;

/** An order of `packs` for `email`, paid by bank transfer unless `paid` is false. */
async function order(email: string, packs: number, paid = true): Promise<Order> {
  const placed = await placeTestOrder({
    items: [{ productId: MEAL, quantity: packs }],
    customer: { name: 'Ledger Shopper', email, phone: '021 555 0143' },
  });
  if (paid) await changeOrderStatus(placed.id, 'paid', STAFF);
  return stored(placed.id);
}

describe('the money ledger behind every money figure', () => {
  it('shows its figures to signed-in staff only: no session or a shopper’s order token gets 401', async () => {
    const unpaid = await order(`auth-${randomUUID().slice(0, 8)}@example.com`, 1, false);
    expect((await call(adminDashboard, '/api/admin/dashboard')).status).toBe(401);
    const withToken = await call(adminDashboard, '/api/admin/dashboard', {
      headers: { authorization: `Bearer ${unpaid.accessToken}` },
    });
    expect(withToken.status).toBe(401);
    const receipt = await call(adminOrders, `/api/admin/orders/${unpaid.id}/receipt`, {
      params: { id: unpaid.id },
    });
    expect(receipt.status).toBe(401);
  });

  it('revenue is money received less refunds, never an unpaid order; awaiting payment is what is owed', async () => {
    const email = `revenue-${randomUUID().slice(0, 8)}@example.com`;
    const before = await dashboard();
    const unpaid = await order(email, 2, false);
    const paid = await order(email, 3);
    await refundOrder(paid.id, STAFF, { amountCents: 700 });
    const after = await dashboard();
    expect(after.today.count - before.today.count).toBe(2);
    expect(after.today.revenueCents - before.today.revenueCents).toBe(paid.totals.totalCents - 700);
    expect(after.week.revenueCents - before.week.revenueCents).toBe(paid.totals.totalCents - 700);
    expect(after.awaitingPayment).toEqual({
      count: before.awaitingPayment.count + 1,
      totalCents: before.awaitingPayment.totalCents + unpaid.totals.totalCents,
    });
    // Paying the unpaid order moves its money from owed to revenue.
    await changeOrderStatus(unpaid.id, 'paid', STAFF);
    const settled = await dashboard();
    expect(settled.awaitingPayment).toEqual(before.awaitingPayment);
    expect(settled.today.revenueCents - after.today.revenueCents).toBe(unpaid.totals.totalCents);
  });

  it("a customer's total spent is the money their orders kept", async () => {
    const email = `spent-${randomUUID().slice(0, 8)}@example.com`;
    const kept = [await order(email, 1, false), await order(email, 2), await order(email, 3)];
    await refundOrder(kept[2]?.id ?? '', STAFF, { amountCents: 1690 });
    const answer = await call(adminCustomers, `/api/admin/customers/${customerIdOf(email)}`, {
      headers: team.admin,
    });
    expect(answer.status).toBe(200);
    const detail = answer.body as CustomerDetail;
    const orders = await Promise.all(kept.map((one) => stored(one.id)));
    const sum = orders.reduce((total, one) => total + keptCents(one), 0);
    expect(detail.totalSpentCents).toBe(sum);
    expect(sum).toBe((kept[1]?.totals.totalCents ?? 0) + (kept[2]?.totals.totalCents ?? 0) - 1690);
  });

  it('after a refund the order page, receipt, credit note and CSV state the GST of what was kept', async () => {
    const email = `gst-${randomUUID().slice(0, 8)}@example.com`;
    const paid = await order(email, 3);
    await refundOrder(paid.id, STAFF, { amountCents: 1690 });
    const view = await adminGet<AdminOrderView>(`/api/admin/orders/${paid.id}`, { id: paid.id });
    const receipt = await adminGet<Receipt>(`/api/admin/orders/${paid.id}/receipt`, {
      id: paid.id,
    });
    const keptTotal = paid.totals.totalCents - 1690;
    // The order page's GST line is gstAfterRefundsCents of the order the API gives it: the receipt's GST
    // less the credit note's, each document rounding its own amount, so within a cent of 3/23 of
    // what was kept and never the GST of the total before the refund.
    expect(Math.abs(gstAfterRefundsCents(view) - gstOfCents(keptTotal))).toBeLessThanOrEqual(1);
    expect(gstAfterRefundsCents(view)).toBeLessThan(gstOfCents(paid.totals.totalCents) - 200);
    expect(receipt.gstCents).toBe(gstOfCents(paid.totals.totalCents));
    expect(receipt.creditNotes).toHaveLength(1);
    const credited = receipt.creditNotes.reduce((sum, note) => sum + note.gstCents, 0);
    expect(receipt.gstCents - credited).toBe(gstAfterRefundsCents(view));
    expect(receipt.moneyRows.at(-1)).toMatchObject({ kind: 'after_refunds', cents: keptTotal });
    const row = await csvRowOf(paid.number);
    expect(cents(row.Paid)).toBe(paid.totals.totalCents);
    expect(cents(row.Refunded)).toBe(1690);
    expect(cents(row.Revenue)).toBe(keptCents(view));
    expect(cents(row['GST after refunds'])).toBe(gstAfterRefundsCents(view));
  });

  it('a receipt asks an unpaid order for what it owes, and its CSV row kept nothing yet', async () => {
    const unpaid = await order(`owed-${randomUUID().slice(0, 8)}@example.com`, 2, false);
    const receipt = await adminGet<Receipt>(`/api/admin/orders/${unpaid.id}/receipt`, {
      id: unpaid.id,
    });
    expect(receipt.payTo?.amountCents).toBe(owedCents(unpaid));
    const row = await csvRowOf(unpaid.number);
    expect(row).toMatchObject({ Paid: '0.00', Revenue: '0.00' });
    expect(cents(row['GST after refunds'])).toBe(gstOfCents(unpaid.totals.totalCents));
  });

  it('brings orders stored before the day figures into the dashboard once, by the backfill', async () => {
    const before = await dashboard();
    const template = await order(`old-${randomUUID().slice(0, 8)}@example.com`, 2);
    const afterPlaced = await dashboard();
    // As if stored before the ledger's day figures: the same paid order under a new id, no syncs.
    const old: Order = { ...template, id: randomUUID(), number: 'CK-99001' };
    await orders.createOnce(old.id, old);
    expect(await dashboard()).toEqual(afterPlaced);
    expect(await backfillOrderDerived()).toBeGreaterThan(0);
    const backfilled = await dashboard();
    expect(backfilled.today.count).toBe(afterPlaced.today.count + 1);
    expect(backfilled.today.revenueCents - before.today.revenueCents).toBe(
      2 * template.totals.totalCents,
    );
    // Done once: a second run reads its marker and syncs nothing.
    expect(await backfillOrderDerived()).toBe(0);
  });

  it('adds a day up from the shares its index keys name, and counts an order whose key has none', async () => {
    const store = retryingStore();
    const keysOf = async (orderId: string) =>
      (await store.list({ prefix: 'money-days/by-order/' })).blobs
        .map((blob) => blob.key)
        .filter((key) => key.includes(orderId));
    const before = await dashboard();
    const paid = await order(`share-${randomUUID().slice(0, 8)}@example.com`, 3);
    // Placed and paid today: one key, counted, its money received.
    const [key] = await keysOf(paid.id);
    expect(key).toMatch(
      new RegExp(`/${paid.id}/\\d{4}-\\d{2}-\\d{2}~o\\.${String(paid.totals.totalCents)}\\.0$`),
    );
    const withShare = await dashboard();
    expect(withShare.today.count).toBe(before.today.count + 1);

    // As if written before shares: the order's keys name no share. The day still counts it (by
    // reading the order), and its next sync writes them with their share.
    const day = key?.split('/')[3]?.split('~')[0] ?? '';
    await store.delete(key ?? '');
    await store.delete(`money-days/by-day/${day}/${paid.id}~${key?.split('~')[1] ?? ''}`);
    await store.set(`money-days/by-order/${paid.id}/${day}`, '');
    await store.set(`money-days/by-day/${day}/${paid.id}`, '');
    await order(`other-${randomUUID().slice(0, 8)}@example.com`, 1);
    const counted = await dashboard();
    expect(counted.today.count).toBe(before.today.count + 2);
    await syncOrderDerived(await stored(paid.id));
    expect(await keysOf(paid.id)).toEqual([key]);
    expect(
      (await store.list({ prefix: `money-days/by-day/${day}/${paid.id}` })).blobs.map((b) => b.key),
    ).toEqual([`money-days/by-day/${day}/${paid.id}~${key?.split('~')[1] ?? ''}`]);
    expect(await dashboard()).toEqual(counted);
  });
});
