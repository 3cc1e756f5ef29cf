import { beforeAll, describe, expect, it } from 'vitest';
import adminBooks from '../../netlify/functions/admin-books.mts';
import type { GstReturnAnswer, PayoutList } from '../../src/lib/accounts/books-answers.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

// The GST return of October 2026 over a month of orders placed, paid and refunded on their own
// days (bank transfers received on the day staff entered, refunds with their credit notes), with
// orders either side of the month that must stay out: box 5 is the month's payments (or
// invoices) less its refunds, and box 8 is box 7 × 3/23 to the cent.

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
const books = callerOf(adminBooks);
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };
const OWNER = { id: 'owner', username: 'owner' };

/** What the test itself knows of the month, worked out from the amounts it put in. */
const expected = { payments: 0, invoices: 0, refunds: 0, paymentOrders: [] as string[] };

const at = (day: string, time = '02:00:00') => new Date(`${day}T${time}Z`);

/** A bank-transfer order placed on `placed` (NZ afternoon), received on `received` if given. */
async function transfer(placed: string, quantity: number, received?: string): Promise<Order> {
  const order = await placeTestOrder({
    paymentMethod: 'bank_transfer',
    placedAt: at(placed),
    items: [{ productId: 'beef-bolognese', quantity }],
  });
  if (!received) return order;
  const paid = await changeOrderStatus(order.id, 'paid', STAFF, {
    receivedOn: received,
    now: at(received, '03:00:00'),
  });
  return paid.order;
}

async function setGstSettings(change: Record<string, unknown>) {
  const { settings, revision } = await readSettingsSnapshot();
  await saveShopSettings(OWNER, { ...settings, ...change }, revision);
}

beforeAll(async () => {
  await setGstSettings({ gstPeriodMonths: 1, gstPeriodEndMonth: 1, gstBasis: 'payments' });
  // Placed and paid in October, on days through the month; one refunded in part in October.
  for (const [index, day] of ['2026-10-01', '2026-10-09', '2026-10-17', '2026-10-31'].entries()) {
    const order = await transfer(day, 3 + index, day);
    expected.payments += order.totals.totalCents;
    expected.invoices += order.totals.totalCents;
    expected.paymentOrders.push(order.number);
    if (index === 1) {
      await refundOrder(order.id, STAFF, { amountCents: 1234 }, at('2026-10-20'));
      expected.refunds += 1234;
    }
  }
  // Paid in September, refunded in October: its refund is netted in October.
  const september = await transfer('2026-09-28', 3, '2026-09-29');
  await refundOrder(
    september.id,
    STAFF,
    { amountCents: september.totals.totalCents },
    at('2026-10-05'),
  );
  expected.refunds += september.totals.totalCents;
  // Placed in October, paid in November: an October invoice, a November payment.
  const paidLater = await transfer('2026-10-30', 4, '2026-11-02');
  expected.invoices += paidLater.totals.totalCents;
  // Placed in October, still awaited: an October invoice only.
  const awaited = await transfer('2026-10-12', 5);
  expected.invoices += awaited.totals.totalCents;
  // Placed and cancelled unpaid in October: no supply at all.
  const cancelled = await transfer('2026-10-14', 3);
  await changeOrderStatus(cancelled.id, 'cancelled', STAFF, { now: at('2026-10-15') });
  // Refunded in November: not October's.
  const november = await transfer('2026-10-02', 3, '2026-10-03');
  expected.payments += november.totals.totalCents;
  expected.invoices += november.totals.totalCents;
  expected.paymentOrders.push(november.number);
  await refundOrder(november.id, STAFF, { amountCents: 700 }, at('2026-11-03'));
});

const gst = async (end: string) => {
  const { status, body } = await books(`/api/admin/accounts/gst?end=${end}`, {
    headers: team.admin,
  });
  expect(status).toBe(200);
  return body as GstReturnAnswer;
};

describe('GET /api/admin/accounts/gst', () => {
  it('makes box 5 the month’s payments less its refunds, and box 8 box 7 × 3/23 (payments basis)', async () => {
    const october = await gst('2026-10');
    expect(october).toMatchObject({
      basis: 'payments',
      start: '2026-10-01',
      end: '2026-10-31',
      dueDate: '2026-11-28',
      salesCents: expected.payments,
      refundsCents: expected.refunds,
      box5: expected.payments - expected.refunds,
      box6: 0,
      box7: expected.payments - expected.refunds,
    });
    expect(october.box8).toBe(Math.round((october.box7 * 3) / 23));
    expect(october.sales.map((line) => line.orderNumber).sort()).toEqual(
      [...expected.paymentOrders].sort(),
    );
    expect(october.refunds.every((line) => /^CN-\d{5}$/.test(line.creditNote ?? ''))).toBe(true);
    expect(october.refunds.reduce((sum, line) => sum + line.cents, 0)).toBe(expected.refunds);
  });

  it('counts invoices by the day the order was placed on the invoice basis', async () => {
    await setGstSettings({ gstBasis: 'invoice' });
    try {
      const october = await gst('2026-10');
      expect(october.basis).toBe('invoice');
      expect(october.salesCents).toBe(expected.invoices);
      expect(october.box5).toBe(expected.invoices - expected.refunds);
      expect(october.box8).toBe(Math.round((october.box7 * 3) / 23));
    } finally {
      await setGstSettings({ gstBasis: 'payments' });
    }
  });

  it('follows the period set in Settings, with IRD’s due dates', async () => {
    await setGstSettings({ gstPeriodMonths: 2, gstPeriodEndMonth: 3 });
    try {
      const twoMonths = await gst('2026-11');
      expect(twoMonths).toMatchObject({
        start: '2026-10-01',
        end: '2026-11-30',
        dueDate: '2027-01-15',
      });
      expect(twoMonths.sales.length).toBe(expected.paymentOrders.length + 1);
      const refused = await books('/api/admin/accounts/gst?end=2026-10', { headers: team.admin });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errors: { end: expect.stringContaining('2026-11') as string },
      });
    } finally {
      await setGstSettings({ gstPeriodMonths: 1 });
    }
  });

  it('lists the month’s bank transfers as matched by the day staff recorded, with no card payouts', async () => {
    const { status, body } = await books('/api/admin/accounts/payouts?month=2026-10', {
      headers: team.admin,
    });
    expect(status).toBe(200);
    const list = body as PayoutList;
    expect(list.cardPayments).toBe(false);
    expect(list.payouts).toEqual([]);
    expect(list.bankTransfers.map((transfer) => transfer.orderNumber).sort()).toEqual(
      [...expected.paymentOrders].sort(),
    );
    expect(list.bankTransfers.every((transfer) => transfer.day.startsWith('2026-10-'))).toBe(true);
    expect(list.bankTransfers.reduce((sum, transfer) => sum + transfer.cents, 0)).toBe(
      expected.payments,
    );
  });

  it('refuses a month that is not one, and staff without the accounts permission', async () => {
    expect(
      (await books('/api/admin/accounts/gst?end=October', { headers: team.admin })).status,
    ).toBe(400);
    expect((await books('/api/admin/accounts/gst', { headers: team.staff })).status).toBe(403);
    expect((await books('/api/admin/accounts/gst')).status).toBe(401);
  });
});
