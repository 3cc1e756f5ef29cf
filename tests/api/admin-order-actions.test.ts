import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { AdminOrderView, Order } from '../../src/lib/orders/order.ts';
import { auditLog } from '../../src/server/audit.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import {
  recordPromoUse,
  settlePromoUseTotal,
  tallyPromoUses,
} from '../../src/server/orders/promo-uses.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, placeTestOrder } from '../fixtures/orders.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

runOnLocalBlobs();
const stripe = useStripeWithWebhook(webhookHandler, 'whsec_test_order_actions');
const team = signedInTeam(() => seedShop());

const post = (path: string, json: unknown, headers: Record<string, string>, id?: string) =>
  call(adminOrders, path, { json, headers, ...(id ? { params: { id } } : {}) });

const act = (order: { id: string }, action: string, json: unknown, headers = team.staff) =>
  post(`/api/admin/orders/${order.id}/${action}`, json, headers, order.id);

const today = () => nzDateOf(new Date());

async function storedOrder(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`Order ${id} is not stored`);
  return order;
}

async function paidBankOrder(quantity = 2): Promise<Order> {
  const order = await placeTestOrder({ items: [{ productId: 'beef-bolognese', quantity }] });
  const { status } = await act(order, 'status', { status: 'paid', receivedOn: today() });
  expect(status).toBe(200);
  return storedOrder(order.id);
}

async function paidCardOrder(): Promise<{ id: string; number: string }> {
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days[0];
  const { status, body } = await call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(
      { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' },
      { paymentMethod: 'card' },
    ),
  });
  expect(status).toBe(201);
  const placed = body as { id: string; number: string; paymentUrl: string };
  const paid = await fetch(placed.paymentUrl, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return placed;
}

describe('POST /api/admin/orders/{id}/status by staff', () => {
  it('asks for the day a bank transfer arrived, never a future one', async () => {
    const order = await placeTestOrder();
    const missing = await act(order, 'status', { status: 'paid' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { receivedOn: 'Enter the day the transfer reached the account' },
    });
    const future = await act(order, 'status', { status: 'paid', receivedOn: '2099-01-01' });
    expect(future.body).toMatchObject({
      errors: { receivedOn: 'The day the money arrived cannot be in the future' },
    });
    expect((await getOrder(order.id))?.status).toBe('awaiting_payment');
  });

  it('lets one of two staff acting on the same state win; the other gets 409 and the fresh order', async () => {
    const order = await paidBankOrder();
    const [first, second] = await Promise.all([
      act(order, 'status', { status: 'packed', expected: 'paid' }),
      act(order, 'status', { status: 'cancelled', expected: 'paid' }, team.admin),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = (first.status === 409 ? first : second).body as {
      message: string;
      order: AdminOrderView;
    };
    const stored = await getOrder(order.id);
    expect(refused.order.status).toBe(stored?.status);
    expect(refused.message).toMatch(/^Someone changed this order a moment ago/);
    expect(stored?.history).toHaveLength(3);
  });

  it('emails the shopper when staff cancel, and lists the email on the timeline', async () => {
    const order = await placeTestOrder();
    const { status, body } = await act(order, 'status', {
      status: 'cancelled',
      note: 'Customer rang to cancel',
      expected: 'awaiting_payment',
    });
    expect(status).toBe(200);
    const cancelled = body as AdminOrderView;
    expect(cancelled.emails).toEqual([
      expect.objectContaining({ kind: 'cancellation', to: 'aroha@example.co.nz' }),
    ]);
    const sent = (await outbox.list()).filter((mail) =>
      mail.subject.includes(`${order.number} is cancelled`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Customer rang to cancel');
    expect(sent[0]?.text).toContain('You have not been charged');
  });
});

describe('POST /api/admin/orders/{id}/notes', () => {
  it('adds an internal note with its author (201), in the audit log', async () => {
    const order = await placeTestOrder();
    const { status, body } = await act(order, 'notes', { text: ' Leave at the side door ' });
    expect(status).toBe(201);
    expect((body as AdminOrderView).staffNotes).toEqual([
      expect.objectContaining({
        text: 'Leave at the side door',
        actor: expect.objectContaining({ name: 'packer' }) as unknown,
      }),
    ]);
    const audit = await auditLog.list();
    expect(
      audit.some((entry) => entry.action === 'order.note' && entry.target === `orders/${order.id}`),
    ).toBe(true);
  });

  it('answers 400 for an empty or long note, 404 for no order', async () => {
    const order = await placeTestOrder();
    expect((await act(order, 'notes', { text: '  ' })).body).toMatchObject({
      errors: { text: 'Write the note' },
    });
    expect((await act(order, 'notes', { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await act({ id: randomUUID() }, 'notes', { text: 'Hello' })).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  // Staff refund once an admin allows it; admin-permissions.test.ts covers staff without it.
  beforeAll(() => grantPermissions('packer', ['refunds']));

  it('records bank refunds, part then the rest, and the rest marks the order refunded', async () => {
    const order = await paidBankOrder(2);
    const total = order.totals.totalCents;
    const part = await act(order, 'refund', { amountCents: 500, reason: 'One pack thawed' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      status: 'paid',
      refunds: [{ amountCents: 500, method: 'bank', status: 'done', reason: 'One pack thawed' }],
    });
    const tooMuch = await act(order, 'refund', { amountCents: total });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ message: expect.stringMatching(/^At most \$/) as string });
    const rest = await act(order, 'refund', { amountCents: total - 500 });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded' });
    const again = await act(order, 'refund', { amountCents: 1 });
    expect(again.body).toMatchObject({ message: 'This order has been refunded in full already.' });
  });

  it("counts a promo code's revenue net of refunds", async () => {
    const order = await placeTestOrder({
      items: [{ productId: 'beef-bolognese', quantity: 4 }],
      promoCode: 'WELCOME10',
      customer: { name: 'Nika Rua', email: 'nika@example.co.nz', phone: '021 555 0101' },
    });
    await act(order, 'status', { status: 'paid', receivedOn: today() });
    const before = (await tallyPromoUses('WELCOME10')).get('WELCOME10');
    await act(order, 'refund', { amountCents: 700 });
    const after = (await tallyPromoUses('WELCOME10')).get('WELCOME10');
    expect(after).toEqual({
      uses: before?.uses,
      revenueCents: (before?.revenueCents ?? 0) - 700,
    });
  });

  it('keeps one use per order at its lowest total when two refunds settle at once', async () => {
    const orderId = randomUUID();
    await recordPromoUse('RACE5', orderId, {
      totalCents: 5000,
      discountCents: 500,
      claimedAt: new Date().toISOString(),
    });
    await Promise.all([
      settlePromoUseTotal('RACE5', orderId, 4000),
      settlePromoUseTotal('RACE5', orderId, 3000),
    ]);
    expect((await tallyPromoUses('RACE5')).get('RACE5')).toEqual({ uses: 1, revenueCents: 3000 });
    await settlePromoUseTotal('RACE5', orderId, 3000);
    expect((await tallyPromoUses('RACE5')).get('RACE5')).toEqual({ uses: 1, revenueCents: 3000 });
  });

  it('gives stock back when an order refunded in full never left the kitchen', async () => {
    const before = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const order = await paidBankOrder(3);
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before - 3);
    await act(order, 'refund', { amountCents: order.totals.totalCents });
    expect((await stockLevels.get('beef-bolognese'))?.onHand).toBe(before);
  });

  it('refunds card orders through Stripe, once, even when two staff click at once', async () => {
    const placed = await paidCardOrder();
    const order = await storedOrder(placed.id);
    expect(order.status).toBe('paid');
    const whole = order.totals.totalCents;
    const [first, second] = await Promise.all([
      act(order, 'refund', { amountCents: whole }),
      act(order, 'refund', { amountCents: whole }, team.admin),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const made = [...stripe().refunds.values()].filter(
      (refund) =>
        refund.amount === whole &&
        refund.paymentIntent.endsWith(order.payment.stripeSessionId?.slice(8) ?? '-'),
    );
    expect(made).toHaveLength(1);
    const stored = await storedOrder(order.id);
    expect(stored.status).toBe('refunded');
    expect(stored.payment.paymentIntentId).toBe(made[0]?.paymentIntent);
    expect(stored.refunds).toEqual([
      expect.objectContaining({ method: 'stripe', status: 'done', stripeRefundId: made[0]?.id }),
    ]);
  });

  it('refuses an order never paid, and bad amounts', async () => {
    const order = await placeTestOrder();
    const unpaid = await act(order, 'refund', { amountCents: 100 });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      message: 'This order was never paid, so there is nothing to refund.',
    });
    const zero = await act(order, 'refund', { amountCents: 0 });
    expect(zero.body).toMatchObject({ errors: { amountCents: 'Refund at least 1 cent' } });
    expect((await act(order, 'refund', { amountCents: 12.5 })).status).toBe(400);
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves the ticked orders it can, and says why it refused the others', async () => {
    const paid = await paidBankOrder();
    const unpaid = await placeTestOrder();
    const unknown = randomUUID();
    const { status, body } = await post(
      '/api/admin/orders/bulk-status',
      { ids: [paid.id, unpaid.id, unknown], status: 'packed' },
      team.staff,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: [{ id: paid.id, number: paid.number }],
      refused: expect.arrayContaining([
        {
          id: unpaid.id,
          number: unpaid.number,
          message: 'An order cannot go from awaiting payment to packed.',
        },
        { id: unknown, number: null, message: 'There is no such order.' },
      ]) as unknown,
    });
    expect((await getOrder(paid.id))?.status).toBe('packed');
  });

  it('answers 400 for no ids or another status', async () => {
    const none = await post(
      '/api/admin/orders/bulk-status',
      { ids: [], status: 'packed' },
      team.staff,
    );
    expect(none.body).toMatchObject({ errors: { ids: 'Tick at least one order' } });
    const cancelled = await post(
      '/api/admin/orders/bulk-status',
      { ids: [randomUUID()], status: 'cancelled' },
      team.staff,
    );
    expect(cancelled.body).toMatchObject({
      errors: { status: 'Choose paid, packed, out for delivery, delivered or collected' },
    });
  });
});
