// Refunds by line (issue 24 item 3): chosen packs and the delivery fee at the order's own prices,
// packs put back into stock once, a numbered credit note that adds up, retries never doubled.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { customerFactsOf } from '../../src/lib/customers/customer.ts';
import type { CreditNote } from '../../src/lib/orders/credit-note.ts';
import type { AdminOrderView, Order } from '../../src/lib/orders/order.ts';
import { GST_NUMBER_OVER_CENTS, type Receipt } from '../../src/lib/orders/receipt.ts';
import type { BlobsCall, BlobsFault } from '../../src/server/blobs/local-blobs-faults.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { readShopSettings, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, placeTestOrder } from '../fixtures/orders.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

const blobs = runOnLocalBlobs({ faults: null });
const stripe = useStripeWithWebhook(webhookHandler, 'whsec_test_line_refunds');
const team = signedInTeam(() => seedShop());
beforeAll(() => grantPermissions('packer', ['refunds']));
afterEach(() => {
  blobs.setFaults(null);
});

const MEAL = 'beef-bolognese';

const refund = (
  order: { id: string },
  json: unknown,
  headers: Record<string, string> = team.staff,
) =>
  call(adminOrders, `/api/admin/orders/${order.id}/refund`, {
    json,
    headers,
    params: { id: order.id },
  });

async function stored(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`Order ${id} is not stored`);
  return order;
}

async function receiptOf(id: string): Promise<Receipt> {
  const answer = await call(adminOrders, `/api/admin/orders/${id}/receipt`, {
    headers: team.staff,
    params: { id },
  });
  expect(answer.status).toBe(200);
  return answer.body as Receipt;
}

const onHand = async () => (await stockLevels.get(MEAL))?.onHand ?? 0;
const heldFor = async (orderId: string) => (await stockLevels.get(MEAL))?.holds?.[orderId] ?? 0;

async function paidBankOrder(items = [{ productId: MEAL, quantity: 3 }], email?: string) {
  const order = await placeTestOrder({
    items,
    ...(email ? { customer: { name: 'Mere Line', email, phone: '021 555 0101' } } : {}),
  });
  const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
    headers: team.staff,
    params: { id: order.id },
  });
  expect(paid.status).toBe(200);
  return stored(order.id);
}

async function paidCardOrder(): Promise<Order> {
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days[0];
  const { status, body } = await call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(
      { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' },
      { paymentMethod: 'card', items: [{ productId: MEAL, quantity: 3 }] },
    ),
  });
  expect(status).toBe(201);
  const placed = body as { id: string; paymentUrl: string };
  const paid = await fetch(placed.paymentUrl, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return stored(placed.id);
}

/** Every figure of a credit note adds up: lines, less discount, plus fees = total; GST 3/23. */
function expectAddsUp(note: CreditNote) {
  for (const line of note.lines)
    expect(line.lineTotalCents).toBe(line.unitPriceCents * line.quantity);
  const goods = note.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  expect(goods - note.discountCents + note.deliveryFeeCents + note.otherCents).toBe(
    note.totalCents,
  );
  expect(note.gstCents).toBe(Math.round((note.totalCents * 3) / 23));
}

async function restockMovementsOf(orderId: string) {
  const ids = await stockMovements.listIds(`${MEAL}/`);
  const all = await Promise.all(ids.map((id) => stockMovements.get(id)));
  return all.filter(
    (movement) => movement?.kind === 'order_refunded' && movement.orderId === orderId,
  );
}

describe('POST /api/admin/orders/{id}/refund by line', () => {
  it('refunds two of three packs by bank transfer at the order price, puts exactly those back once, and issues a credit note that adds up', async () => {
    await setStockLevel(MEAL, 40);
    const order = await paidBankOrder();
    expect(await onHand()).toBe(37);
    expect(await heldFor(order.id)).toBe(3);
    const unit = order.lines[0]?.unitPriceCents ?? 0;
    const body = {
      lines: [{ productId: MEAL, quantity: 2 }],
      restock: true,
      reason: 'Sauce missing',
      idempotencyKey: randomUUID(),
      // An amount from the browser is never taken for a line refund: asking both is refused.
    };
    const answer = await refund(order, body);
    expect(answer.status).toBe(200);
    const refunded = answer.body as AdminOrderView;
    expect(refunded.status).toBe('paid');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        method: 'bank',
        status: 'done',
        amountCents: 2 * unit,
        restock: true,
        lines: [
          expect.objectContaining({ productId: MEAL, quantity: 2, lineTotalCents: 2 * unit }),
        ],
        creditNote: expect.objectContaining({
          number: expect.stringMatching(/^CN-\d{5}$/) as string,
        }) as unknown,
      }),
    ]);
    // The packs are for sale again, and the order holds only the pack it still has.
    expect(await onHand()).toBe(39);
    expect(await heldFor(order.id)).toBe(1);
    const movements = await restockMovementsOf(order.id);
    expect(movements).toEqual([
      expect.objectContaining({ quantity: 2, level: 39, orderId: order.id }),
    ]);

    // Sent again (a retry, a double click): the same refund, nothing more.
    const again = await refund(order, body);
    expect(again.status).toBe(200);
    expect((again.body as AdminOrderView).refunds).toHaveLength(1);
    expect(await onHand()).toBe(39);
    expect(await restockMovementsOf(order.id)).toHaveLength(1);

    const receipt = await receiptOf(order.id);
    expect(receipt.creditNotes).toHaveLength(1);
    const [note] = receipt.creditNotes;
    if (!note) throw new Error('No credit note');
    expect(note).toMatchObject({
      number: refunded.refunds[0]?.creditNote?.number,
      orderNumber: order.number,
      orderPlacedAt: order.placedAt,
      method: 'bank',
      totalCents: 2 * unit,
      reason: 'Sauce missing',
    });
    expectAddsUp(note);
    const audit = await auditLog.list();
    const entries = audit.filter(
      (entry) => entry.action === 'order.refund' && entry.target === `orders/${order.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({
      lines: [{ productId: MEAL, quantity: 2 }],
      restock: true,
    });
  });

  it('refunds over $200 without a GST number set, but holds back its credit note and receipt until one is', async () => {
    await setStockLevel(MEAL, 100);
    await saveShopSettings(
      { id: 'test', username: 'owner' },
      { ...(await readShopSettings()), gstNumber: '' },
    );
    const order = await paidBankOrder([{ productId: MEAL, quantity: 16 }]);
    expect(order.totals.totalCents).toBeGreaterThan(GST_NUMBER_OVER_CENTS);
    const unit = order.lines[0]?.unitPriceCents ?? 0;
    const packs = Math.floor(GST_NUMBER_OVER_CENTS / unit) + 1;
    const answer = await refund(order, {
      lines: [{ productId: MEAL, quantity: packs }],
      restock: false,
      idempotencyKey: randomUUID(),
    });
    // The money goes back whatever the settings say: only the paper waits.
    expect(answer.status).toBe(200);
    expect((answer.body as AdminOrderView).refunds[0]).toMatchObject({
      status: 'done',
      amountCents: packs * unit,
    });
    const held = await receiptOf(order.id);
    expect(held.gstNumberMissing).toBe(true);
    expect(held.creditNotes).toEqual([
      expect.objectContaining({
        totalCents: packs * unit,
        gstNumber: null,
        gstNumberMissing: true,
      }),
    ]);

    await saveShopSettings(
      { id: 'test', username: 'owner' },
      { ...(await readShopSettings()), gstNumber: '49-091-850' },
    );
    const issued = await receiptOf(order.id);
    expect(issued).toMatchObject({ gstNumberMissing: false, gstNumber: '049-091-850' });
    expect(issued.creditNotes[0]).toMatchObject({
      gstNumber: '049-091-850',
      gstNumberMissing: false,
    });
  });

  it('numbers credit notes from their own sequence, one after the other', async () => {
    const order = await paidBankOrder();
    const first = await refund(order, { lines: [{ productId: MEAL, quantity: 1 }] });
    const second = await refund(order, { lines: [{ productId: MEAL, quantity: 1 }] });
    const numbers = (second.body as AdminOrderView).refunds.map((one) =>
      Number(one.creditNote?.number.slice(3)),
    );
    expect(first.status).toBe(200);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('refuses more packs than are left (409), and leaves stock and the order alone', async () => {
    const order = await paidBankOrder();
    expect((await refund(order, { lines: [{ productId: MEAL, quantity: 2 }] })).status).toBe(200);
    const before = await onHand();
    const over = await refund(order, { lines: [{ productId: MEAL, quantity: 2 }], restock: true });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      message: 'Only 1 pack of Beef Bolognese is left to refund.',
    });
    expect((await stored(order.id)).refunds).toHaveLength(1);
    expect(await onHand()).toBe(before);
    const unknown = await refund(order, { lines: [{ productId: 'lamb-rogan-josh', quantity: 1 }] });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ message: 'That meal is not on this order.' });
  });

  it('refuses an edit that would keep fewer packs of a meal than were refunded (409), changing nothing', async () => {
    const order = await paidBankOrder();
    expect((await refund(order, { lines: [{ productId: MEAL, quantity: 2 }] })).status).toBe(200);
    const form = await call(adminOrders, `/api/admin/orders/${order.id}/edit`, {
      headers: team.staff,
      params: { id: order.id },
    });
    const { revision } = form.body as { revision: number };
    const edit = await call(adminOrders, `/api/admin/orders/${order.id}/edit`, {
      json: {
        revision,
        items: [{ productId: MEAL, quantity: 1 }],
        customer: order.customer,
        ...(order.fulfilment.method === 'delivery' ? { address: order.fulfilment.address } : {}),
      },
      headers: team.staff,
      params: { id: order.id },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body).toMatchObject({
      message:
        '2 packs of Beef Bolognese were refunded, so the order must keep at least 2. Nothing was changed.',
      reason: 'refunded',
    });
    expect((await stored(order.id)).lines).toMatchObject([{ productId: MEAL, quantity: 3 }]);
  });

  it('marks the order refunded when the last pack goes, without giving its stock back twice', async () => {
    await setStockLevel(MEAL, 40);
    const order = await paidBankOrder([{ productId: MEAL, quantity: 2 }]);
    expect(order.totals.deliveryFeeCents).toBeGreaterThan(0);
    const answer = await refund(order, {
      lines: [{ productId: MEAL, quantity: 2 }],
      deliveryFee: true,
      restock: true,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as AdminOrderView).status).toBe('refunded');
    const [note] = (await receiptOf(order.id)).creditNotes;
    if (!note) throw new Error('No credit note');
    expect(note.deliveryFeeCents).toBe(order.totals.deliveryFeeCents);
    expect(note.totalCents).toBe(order.totals.totalCents);
    expectAddsUp(note);
    expect(await onHand()).toBe(40);
    expect(await heldFor(order.id)).toBe(0);
  });

  it("takes refunds off the customer's total spent", async () => {
    const email = `line-refund-${randomUUID().slice(0, 8)}@example.com`;
    const order = await paidBankOrder([{ productId: MEAL, quantity: 3 }], email);
    const unit = order.lines[0]?.unitPriceCents ?? 0;
    const spent = async () => {
      const summary = await customerSummaries.get(customerIdOf(email));
      if (!summary) throw new Error('No customer summary');
      return customerFactsOf(summary).totalSpentCents;
    };
    expect(await spent()).toBe(order.totals.totalCents);
    expect((await refund(order, { lines: [{ productId: MEAL, quantity: 1 }] })).status).toBe(200);
    expect(await spent()).toBe(order.totals.totalCents - unit);
    expect((await refund(order, { amountCents: 100 })).status).toBe(200);
    expect(await spent()).toBe(order.totals.totalCents - unit - 100);
  });

  it('refunds a card order by line through Stripe once, and a retry asks Stripe with the same key', async () => {
    const order = await paidCardOrder();
    const unit = order.lines[0]?.unitPriceCents ?? 0;
    const body = { lines: [{ productId: MEAL, quantity: 1 }], idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([
      refund(order, body),
      refund(order, body, team.admin),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const made = [...stripe().refunds.values()].filter(
      (one) =>
        one.amount === unit &&
        one.paymentIntent === (first.body as AdminOrderView).payment.paymentIntentId,
    );
    expect(made).toHaveLength(1);
    const saved = await stored(order.id);
    expect(saved.refunds).toEqual([
      expect.objectContaining({
        method: 'stripe',
        status: 'done',
        stripeRefundId: made[0]?.id,
        amountCents: unit,
      }),
    ]);
    const receipt = await receiptOf(order.id);
    expect(receipt.creditNotes).toEqual([
      expect.objectContaining({ method: 'stripe', totalCents: unit }),
    ]);
  });

  it('answers 400 for a bad body, 401 signed out, 403 without the refunds grant', async () => {
    const order = await paidBankOrder();
    const negative = await refund(order, { lines: [{ productId: MEAL, quantity: -1 }] });
    expect(negative.status).toBe(400);
    const nothing = await refund(order, { lines: [{ productId: MEAL, quantity: 0 }] });
    expect(nothing.body).toMatchObject({
      errors: { lines: 'Choose at least one pack or the delivery fee' },
    });
    const both = await refund(order, {
      amountCents: 500,
      lines: [{ productId: MEAL, quantity: 1 }],
    });
    expect(both.body).toMatchObject({
      errors: { amountCents: 'Refund an amount or lines, not both' },
    });
    expect((await refund(order, { lines: [{ productId: MEAL, quantity: 1 }] }, {})).status).toBe(
      401,
    );
    await grantPermissions('packer', []);
    try {
      const refused = await refund(order, { lines: [{ productId: MEAL, quantity: 1 }] });
      expect(refused.status).toBe(403);
    } finally {
      await grantPermissions('packer', ['refunds']);
    }
    expect((await stored(order.id)).refunds).toEqual([]);
  });
});

/** Faults the writes of keys starting with `prefix` from the `skip`+1-th on, `times` of them. */
function faultWrites(prefix: string, fault: BlobsFault, skip: number, times: number): void {
  let seen = 0;
  blobs.setFaults({
    rate: 0,
    pick: (blob: BlobsCall) => {
      if (blob.method !== 'PUT' || !blob.key.startsWith(prefix)) return null;
      seen += 1;
      return seen > skip && seen <= skip + times ? fault : null;
    },
  });
}

describe('a refund by line while the store fails', () => {
  it('keeps a card refund whose result could not be written pending, and a retry finishes it without a second Stripe refund', async () => {
    const order = await paidCardOrder();
    const body = { lines: [{ productId: MEAL, quantity: 1 }], idempotencyKey: randomUUID() };
    // The reservation is written; every write that records Stripe's answer is refused.
    faultWrites(`orders/${order.id}`, 'refuse', 1, Infinity);
    const failed = await refund(order, body);
    blobs.setFaults(null);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await stored(order.id)).refunds).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
    const retried = await refund(order, body);
    expect(retried.status).toBe(200);
    const saved = await stored(order.id);
    expect(saved.refunds).toEqual([expect.objectContaining({ status: 'done' })]);
    const made = [...stripe().refunds.values()].filter(
      (one) => one.paymentIntent === saved.payment.paymentIntentId,
    );
    expect(made).toHaveLength(1);
    expect(saved.refunds[0]?.stripeRefundId).toBe(made[0]?.id);
  });

  it('puts packs back once when the order could not be told they were back, and the request is retried', async () => {
    await setStockLevel(MEAL, 40);
    const order = await paidBankOrder();
    const body = {
      lines: [{ productId: MEAL, quantity: 2 }],
      restock: true,
      idempotencyKey: randomUUID(),
    };
    // The refund is reserved and the packs go back; writing that on the order fails for good.
    faultWrites(`orders/${order.id}`, 'refuse', 1, Infinity);
    const failed = await refund(order, body);
    blobs.setFaults(null);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await onHand()).toBe(39);
    expect((await stored(order.id)).refunds[0]?.restockedAt).toBeUndefined();
    const retried = await refund(order, body);
    expect(retried.status).toBe(200);
    expect(await onHand()).toBe(39);
    expect(await heldFor(order.id)).toBe(1);
    expect(await restockMovementsOf(order.id)).toHaveLength(1);
    expect((await stored(order.id)).refunds).toEqual([
      expect.objectContaining({ restockedAt: expect.any(String) as string }),
    ]);
  });
});
