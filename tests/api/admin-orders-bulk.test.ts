// The orders list's bulk actions staff asked for: mark bank transfers paid (with the day the
// money arrived), mark delivered, mark collected; each refusal with its reason, each move on
// the order's timeline and in the audit log, and the shopper notices sent once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { OrderStatus } from '../../src/lib/orders/status.ts';
import { auditLog } from '../../src/server/audit.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

const today = () => nzDateOf(new Date());

const bulk = (json: unknown, headers: Record<string, string> = team.staff) =>
  call(adminOrders, '/api/admin/orders/bulk-status', { json, headers });

const setStatus = (order: { id: string }, status: OrderStatus) =>
  call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json: status === 'paid' ? { status, receivedOn: today() } : { status },
    headers: team.staff,
    params: { id: order.id },
  });

/** An order taken through `steps` by staff one at a time. */
async function orderAt(
  steps: OrderStatus[],
  options: Parameters<typeof placeTestOrder>[0] = {},
): Promise<Order> {
  const order = await placeTestOrder(options);
  for (const step of steps) expect((await setStatus(order, step)).status).toBe(200);
  return stored(order.id);
}

async function stored(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`Order ${id} is not stored`);
  return order;
}

const customer = (email: string) => ({ name: 'Mere Tane', email, phone: '021 555 0103' });

describe('bulk mark paid', () => {
  it('marks unpaid bank transfers paid on the day given, on their timeline and in the audit log', async () => {
    const [first, second] = await Promise.all([placeTestOrder(), placeTestOrder()]);
    const receivedOn = addDays(today(), -2);
    const { status, body } = await bulk({
      ids: [first.id, second.id],
      status: 'paid',
      receivedOn,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: expect.arrayContaining([
        { id: first.id, number: first.number },
        { id: second.id, number: second.number },
      ]) as unknown,
      refused: [],
    });
    for (const order of [first, second]) {
      const saved = await stored(order.id);
      expect(saved.status).toBe('paid');
      expect(saved.payment.receivedOn).toBe(receivedOn);
      expect(saved.history.at(-1)).toMatchObject({
        from: 'awaiting_payment',
        to: 'paid',
        note: `Transfer received on ${receivedOn}`,
        actor: { kind: 'staff', name: 'packer' },
      });
    }
    const audit = await auditLog.list();
    expect(
      audit.filter(
        (entry) =>
          entry.action === 'order.status' &&
          (entry.target === `orders/${first.id}` || entry.target === `orders/${second.id}`),
      ),
    ).toHaveLength(2);
  });

  it('refuses, with its reason, a card order, a paid one, a cancelled one and an unknown id', async () => {
    const unpaid = await placeTestOrder();
    const card = await placeTestOrder({ paymentMethod: 'card' });
    const paid = await orderAt(['paid']);
    const cancelled = await orderAt(['cancelled']);
    const unknown = randomUUID();
    const { status, body } = await bulk({
      ids: [unpaid.id, card.id, paid.id, cancelled.id, unknown],
      status: 'paid',
      receivedOn: today(),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: [{ id: unpaid.id, number: unpaid.number }],
      refused: expect.arrayContaining([
        {
          id: card.id,
          number: card.number,
          message: 'It is paid by card: Stripe marks card orders paid.',
        },
        { id: paid.id, number: paid.number, message: 'It is already paid.' },
        { id: cancelled.id, number: cancelled.number, message: 'It is cancelled.' },
        { id: unknown, number: null, message: 'There is no such order.' },
      ]) as unknown,
    });
    expect((body as { refused: unknown[] }).refused).toHaveLength(4);
    expect((await stored(card.id)).status).toBe('awaiting_payment');
    expect((await stored(paid.id)).history.filter((change) => change.to === 'paid')).toHaveLength(
      1,
    );
  });

  it('answers 400 without the day, or with a day still to come, and changes nothing', async () => {
    const order = await placeTestOrder();
    const missing = await bulk({ ids: [order.id], status: 'paid' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { receivedOn: 'Enter the day the transfers reached the account' },
    });
    const future = await bulk({ ids: [order.id], status: 'paid', receivedOn: addDays(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      errors: { receivedOn: 'The day the money arrived cannot be in the future' },
    });
    const notADay = await bulk({ ids: [order.id], status: 'paid', receivedOn: '26/11/2026' });
    expect(notADay.status).toBe(400);
    expect((await stored(order.id)).status).toBe('awaiting_payment');
  });
});

describe('bulk mark delivered and collected', () => {
  it('marks deliveries out for delivery delivered, each shopper emailed once, refusing the rest', async () => {
    const email = 'bulk-delivered@example.co.nz';
    const out = await orderAt(['paid', 'packed', 'out_for_delivery'], {
      customer: customer(email),
    });
    const packed = await orderAt(['paid', 'packed']);
    const pickup = await orderAt(['paid', 'packed'], { method: 'pickup' });
    const { status, body } = await bulk({
      ids: [out.id, packed.id, pickup.id],
      status: 'delivered',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: [{ id: out.id, number: out.number }],
      refused: expect.arrayContaining([
        {
          id: packed.id,
          number: packed.number,
          message: 'It is packed, not out for delivery yet.',
        },
        {
          id: pickup.id,
          number: pickup.number,
          message: 'It is a pickup order: mark it collected when it is picked up.',
        },
      ]) as unknown,
    });
    const delivered = await stored(out.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.history.at(-1)?.actor.name).toBe('packer');

    const again = await bulk({ ids: [out.id], status: 'delivered' });
    expect(again.body).toEqual({
      changed: [],
      refused: [{ id: out.id, number: out.number, message: 'It is already delivered.' }],
    });
    const subject = `Your Cube Kitchen order ${out.number} has been delivered`;
    expect(smtp.received.filter((mail) => mail.message.subject === subject)).toHaveLength(1);
    expect((await stored(out.id)).emails.map(({ kind }) => kind)).toEqual([
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('marks packed pickups collected, refusing deliveries and unpacked pickups', async () => {
    const ready = await orderAt(['paid', 'packed'], { method: 'pickup' });
    const unpacked = await orderAt(['paid'], { method: 'pickup' });
    const delivery = await orderAt(['paid', 'packed']);
    const { status, body } = await bulk({
      ids: [ready.id, unpacked.id, delivery.id],
      status: 'collected',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: [{ id: ready.id, number: ready.number }],
      refused: expect.arrayContaining([
        { id: unpacked.id, number: unpacked.number, message: 'It is paid, not packed yet.' },
        {
          id: delivery.id,
          number: delivery.number,
          message: 'It is a delivery order, not a pickup: mark it delivered.',
        },
      ]) as unknown,
    });
    expect((await stored(ready.id)).status).toBe('collected');
    expect((await stored(delivery.id)).status).toBe('packed');
  });

  it('a bulk packed pickup gets its ready-for-pickup email, once', async () => {
    const email = 'bulk-pickup@example.co.nz';
    const order = await orderAt(['paid'], { method: 'pickup', customer: customer(email) });
    expect((await bulk({ ids: [order.id], status: 'packed' })).status).toBe(200);
    expect((await bulk({ ids: [order.id], status: 'packed' })).status).toBe(200);
    const ready = smtp.received.filter(
      (mail) => mail.envelopeTo.includes(email) && mail.message.subject?.endsWith('pickup'),
    );
    expect(ready).toHaveLength(1);
  });
});

describe('bulk actions: who may', () => {
  it('answers 401 without a session and 403 to a cross-site request', async () => {
    const order = await placeTestOrder();
    const json = { ids: [order.id], status: 'paid', receivedOn: today() };
    expect((await bulk(json, {})).status).toBe(401);
    expect((await bulk(json, { ...team.admin, ...CROSS_SITE })).status).toBe(403);
    expect((await stored(order.id)).status).toBe('awaiting_payment');
  });

  it('lets admins and staff alike act in bulk', async () => {
    const order = await placeTestOrder();
    const { status } = await bulk(
      { ids: [order.id], status: 'paid', receivedOn: today() },
      team.admin,
    );
    expect(status).toBe(200);
    expect((await stored(order.id)).history.at(-1)?.actor.name).toBe('owner');
  });
});
