import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import adminAccounts from '../../netlify/functions/admin-accounts.mts';
import adminBooks from '../../netlify/functions/admin-books.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import type { PayoutDetail, PayoutList } from '../../src/lib/accounts/books-answers.ts';
import type { MonthEndChecklist } from '../../src/lib/admin/areas/accounts.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { refundOrder } from '../../src/server/orders/refunds.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { stripeFeeOf } from '../fixtures/fake-stripe-payouts.ts';
import { call, callerOf, SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { CROSS_SITE, grantPermissions, signedInTeam } from '../fixtures/staff.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

// Payouts: card orders paid on the Stripe stand-in's hosted page, one refunded in part, are paid
// out as Stripe pays out (charges less 2.7% + 30c, refunds taken off); the shop lists the payout,
// sets each line against its order, and its Xero CSV adds up to the bank amount. For admins and
// staff granted the accounts permission.

runOnLocalBlobs();
const standIn = useStripeWithWebhook(webhookHandler, 'whsec_test_books');
const team = signedInTeam(() => seedShop());
const books = callerOf(adminBooks);
const STAFF = { kind: 'staff' as const, id: 'test', name: 'test' };
const paidOrders: { id: string; number: string; totalCents: number }[] = [];
let refundCents = 0;

/** Places a card order through POST /api/orders and pays it on the stand-in's hosted page. */
async function placeAndPay(slot: { date: string; slotId: string }, quantity: number) {
  const request = papamoaOrderRequest(slot, {
    paymentMethod: 'card',
    items: [{ productId: 'beef-bolognese', quantity }],
  });
  const { status, body } = await call(ordersHandler, '/api/orders', { json: request });
  expect(status).toBe(201);
  const placed = body as { id: string; number: string; paymentUrl: string };
  const paid = await fetch(placed.paymentUrl, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const order = await getOrder(placed.id);
  expect(order?.status).toBe('paid');
  paidOrders.push({
    id: placed.id,
    number: placed.number,
    totalCents: order?.totals.totalCents ?? 0,
  });
}

beforeAll(async () => {
  const day = (await deliveryOptions({ postcode: '3118' })).days[0];
  const slot = { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' };
  for (const quantity of [3, 4, 5]) await placeAndPay(slot, quantity);
  refundCents = 500;
  const refunded = await refundOrder(paidOrders[1]?.id ?? '', STAFF, { amountCents: refundCents });
  expect(refunded.refunds[0]?.status).toBe('done');
});

/** The payout's CSV as the browser downloads it (a file, not JSON). */
const downloadCsv = (id: string) =>
  adminBooks(
    new Request(new URL(`/api/admin/accounts/payouts/${id}/csv`, SITE_ORIGIN), {
      headers: team.admin,
    }),
    { ip: '192.0.2.1', params: { id }, waitUntil: () => undefined },
  );

/** A plain signed amount as Xero reads it, `-12.34`, in cents (anything else fails the test). */
function signedCents(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a plain amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

const month = () => nzDateOf(new Date()).slice(0, 7);

describe('GET /api/admin/accounts/payouts and /payouts/:id', () => {
  it('lists a payout with the orders it settled and Stripe’s fees, netting to its amount', async () => {
    const made = standIn().payOut();
    const list = await books(`/api/admin/accounts/payouts?month=${month()}`, {
      headers: team.admin,
    });
    expect(list.status).toBe(200);
    const { payouts } = list.body as PayoutList;
    expect(payouts.map((payout) => [payout.id, payout.amountCents, payout.matched])).toEqual([
      [made.payout.id, made.payout.amount, null],
    ]);

    const { status, body } = await books(`/api/admin/accounts/payouts/${made.payout.id}`, {
      headers: team.admin,
      params: { id: made.payout.id },
    });
    expect(status).toBe(200);
    const detail = body as PayoutDetail;
    const charges = detail.lines.filter((line) => line.kind === 'charge');
    expect(charges.map((line) => line.orderNumber).sort()).toEqual(
      paidOrders.map((order) => order.number).sort(),
    );
    for (const line of charges) {
      const order = paidOrders.find((one) => one.number === line.orderNumber);
      expect(line.grossCents).toBe(order?.totalCents);
      expect(line.expectedCents).toBe(order?.totalCents);
      expect(line.feeCents).toBe(stripeFeeOf(order?.totalCents ?? 0));
    }
    const sales = paidOrders.reduce((sum, order) => sum + order.totalCents, 0);
    const fees = paidOrders.reduce((sum, order) => sum + stripeFeeOf(order.totalCents), 0);
    expect(detail.totals).toEqual({
      salesCents: sales,
      refundsCents: refundCents,
      feesCents: fees,
      otherCents: 0,
      netCents: sales - refundCents - fees,
    });
    expect(detail.totals.netCents).toBe(made.payout.amount);
    expect(detail.lines.find((line) => line.kind === 'refund')).toMatchObject({
      orderNumber: paidOrders[1]?.number,
      grossCents: -refundCents,
      expectedCents: -refundCents,
    });
    expect(detail.differences).toEqual([]);

    const csv = await downloadCsv(made.payout.id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(await csv.text(), { bom: true, columns: true });
    const cents = rows.map((row) => signedCents(row['*Amount'] ?? ''));
    expect(rows.map((row) => row.Description)).toEqual([
      'Card sales (gross, GST inclusive)',
      'Card refunds',
      'Stripe fees (expense)',
    ]);
    expect(cents).toEqual([sales, -refundCents, -fees]);
    expect(cents.reduce((sum, one) => sum + one, 0)).toBe(made.payout.amount);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row['*Date'] ?? ''))).toBe(true);
  });

  it('shows an amount no order explains and asks how it was settled before it is matched', async () => {
    const made = standIn().payOut({ adjustment: { amount: -1500, description: 'Dispute fee' } });
    const id = made.payout.id;
    const detail = await books(`/api/admin/accounts/payouts/${id}`, {
      headers: team.admin,
      params: { id },
    });
    const { differences } = detail.body as PayoutDetail;
    expect(differences).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Dispute fee') as string,
        cents: -1500,
      }),
    ]);
    const path = `/api/admin/accounts/payouts/${id}/matched`;
    const bare = await books(path, { headers: team.admin, params: { id }, json: {} });
    expect(bare.status).toBe(422);
    const noted = await books(path, {
      headers: team.admin,
      params: { id },
      json: { note: 'Dispute lost; fee booked to bank fees' },
    });
    expect(noted.status).toBe(200);
    expect((noted.body as PayoutDetail).payout.matched).toMatchObject({
      amountCents: -1500,
      note: 'Dispute lost; fee booked to bank fees',
      by: { username: 'owner' },
    });
    const again = await books(path, { headers: team.admin, params: { id }, json: { note: 'x' } });
    expect(again.status).toBe(409);
    const list = await books(`/api/admin/accounts/payouts?month=${month()}`, {
      headers: team.admin,
    });
    const matched = (list.body as PayoutList).payouts.find((payout) => payout.id === id);
    expect(matched?.matched?.note).toBe('Dispute lost; fee booked to bank fees');

    // The month-end checklist names the payouts not matched yet: the first, not this one.
    const checklist = await call(adminAccounts, '/api/admin/accounts', { headers: team.admin });
    expect(checklist.status).toBe(200);
    const { payouts } = checklist.body as MonthEndChecklist;
    const first = standIn().payouts[0]?.payout;
    expect(payouts).toEqual({
      tracked: true,
      count: 1,
      unmatched: [
        { id: first?.id, arrivedOn: expect.any(String) as string, amountCents: first?.amount },
      ],
    });
  });

  it('answers 404 for a payout Stripe does not have and 400 for a month that is not one', async () => {
    const missing = await books('/api/admin/accounts/payouts/po_test_999', {
      headers: team.admin,
      params: { id: 'po_test_999' },
    });
    expect(missing.status).toBe(404);
    const badMonth = await books('/api/admin/accounts/payouts?month=2026-13', {
      headers: team.admin,
    });
    expect(badMonth.status).toBe(400);
    const badId = await books('/api/admin/accounts/payouts/ch_123', {
      headers: team.admin,
      params: { id: 'ch_123' },
    });
    expect(badId.status).toBe(404);
  });

  it('opens to admins and staff allowed the accounts: others 403, no session 401, another site 403', async () => {
    const id = standIn().payouts[0]?.payout.id ?? '';
    const reads = [
      '/api/admin/accounts/payouts',
      `/api/admin/accounts/payouts/${id}`,
      `/api/admin/accounts/payouts/${id}/csv`,
      '/api/admin/accounts/gst',
    ];
    for (const path of reads) {
      expect((await books(path, { headers: team.staff, params: { id } })).status).toBe(403);
      expect((await books(path, { params: { id } })).status).toBe(401);
    }
    const path = `/api/admin/accounts/payouts/${id}/matched`;
    const staff = await books(path, { headers: team.staff, params: { id }, json: { note: 'x' } });
    expect(staff.status).toBe(403);
    const crossSite = await books(path, {
      headers: { ...team.admin, ...CROSS_SITE },
      params: { id },
      json: { note: 'x' },
    });
    expect(crossSite.status).toBe(403);
    const detail = await books(`/api/admin/accounts/payouts/${id}`, {
      headers: team.admin,
      params: { id },
    });
    expect((detail.body as PayoutDetail).payout.matched).toBeNull();

    await grantPermissions('packer', ['accounts']);
    const allowed = await books(`/api/admin/accounts/payouts/${id}`, {
      headers: team.staff,
      params: { id },
    });
    expect(allowed.status).toBe(200);
    const marked = await books(path, { headers: team.staff, params: { id }, json: { note: '' } });
    expect(marked.status).toBe(200);
    expect((marked.body as PayoutDetail).payout.matched?.by.username).toBe('packer');
  });
});
