import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { AdminOrderView } from '../../src/lib/orders/order.ts';
import { outbox, type OutboxMessage } from '../../src/server/mail/outbox.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

const act = (order: { id: string }, action: string, json: unknown, headers = team.staff) =>
  call(adminOrders, `/api/admin/orders/${order.id}/${action}`, {
    json,
    headers,
    params: { id: order.id },
  });

const resend = (order: { id: string }, json: unknown, headers = team.staff) =>
  act(order, 'resend-email', json, headers);

/** The mail in the outbox whose subject has `subject` in it, newest last. */
async function mailsAbout(subject: string): Promise<OutboxMessage[]> {
  return (await outbox.list()).filter((mail) => mail.subject.includes(subject));
}

/** The order confirmations (with or without a payment request) in the outbox for an order. */
async function confirmationsOf(order: { number: string }): Promise<OutboxMessage[]> {
  return (await outbox.list()).filter(
    (mail) => mail.subject === `Your Cube Kitchen order ${order.number}`,
  );
}

interface Answer {
  order: AdminOrderView;
  delivery: string;
}

describe('POST /api/admin/orders/{id}/resend-email', () => {
  it('sends an unpaid order its payment request again, and says it only went to the outbox', async () => {
    const order = await placeTestOrder();
    const { status, body } = await resend(order, {
      email: 'payment_request',
      expected: 'awaiting_payment',
    });
    expect(status).toBe(200);
    const answer = body as Answer;
    // No SMTP_URL in tests: the mail waits in the outbox, and nothing claims it was sent.
    expect(answer.delivery).toBe('kept');
    expect(answer.order.emails).toEqual([
      expect.objectContaining({
        kind: 'confirmation',
        to: 'aroha@example.co.nz',
        delivery: 'kept',
      }),
    ]);
    const [mail] = await confirmationsOf(order);
    expect(mail?.text).toContain('Please pay');
    expect(mail?.text).toMatch(/Amount: \$/);
  });

  it('sends a paid order its confirmation without asking for money', async () => {
    const placed = await placeTestOrder();
    const paid = await act(placed, 'status', { status: 'paid', receivedOn: nzDateOf(new Date()) });
    expect(paid.status).toBe(200);
    await act(placed, 'status', { status: 'packed' });
    const { status, body } = await resend(placed, { email: 'confirmation', expected: 'packed' });
    expect(status).toBe(200);
    expect((body as Answer).order.emails.at(-1)).toMatchObject({ kind: 'confirmation' });
    const mails = await confirmationsOf(placed);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Paid by bank transfer. Thank you.');
    expect(mails[0]?.text).not.toMatch(/Please pay|Amount:|not received/);
  });

  it('sends a cancelled order its cancellation notice, with the reason staff gave', async () => {
    const order = await placeTestOrder();
    await act(order, 'status', { status: 'cancelled', note: 'Customer rang to cancel' });
    const before = await mailsAbout(`${order.number} is cancelled`);
    expect(before).toHaveLength(1);
    const { status, body } = await resend(order, { email: 'cancellation', expected: 'cancelled' });
    expect(status).toBe(200);
    expect((body as Answer).order.emails.map((email) => email.kind)).toEqual([
      'cancellation',
      'cancellation',
    ]);
    const after = await mailsAbout(`${order.number} is cancelled`);
    expect(after).toHaveLength(2);
    expect(after[1]?.text).toContain('Customer rang to cancel');
    expect(after[1]?.text).not.toMatch(/Please pay|Amount:/);
    expect(await confirmationsOf(order)).toEqual([]);
  });

  it('refuses (409, with the order as it is) an email that does not fit its state', async () => {
    const order = await placeTestOrder();
    await act(order, 'status', { status: 'cancelled' });
    const wrong = await resend(order, { email: 'payment_request' });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({
      message:
        'This order is cancelled, so its email is the cancellation notice, not the order confirmation with how to pay.',
      order: { id: order.id, status: 'cancelled' },
    });
    // A screen that still showed the unpaid order: refused, though it asked for the right kind.
    const stale = await resend(order, { email: 'cancellation', expected: 'awaiting_payment' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'The order is cancelled now.' });
    expect(await confirmationsOf(order)).toEqual([]);
    expect((await getOrder(order.id))?.emails).toHaveLength(1);
  });

  it('answers 400 for no or an unknown email, 404 for no such order', async () => {
    const order = await placeTestOrder();
    const missing = await resend(order, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { email: 'Choose the email to send again' } });
    expect((await resend(order, { email: 'welcome' })).status).toBe(400);
    expect((await resend(order, { email: 'confirmation', expected: 'lost' })).status).toBe(400);
    const none = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await resend(none, { email: 'confirmation' })).status).toBe(404);
    expect(await confirmationsOf(order)).toEqual([]);
  });
});
