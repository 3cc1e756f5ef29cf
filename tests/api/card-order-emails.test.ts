import { beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { call } from '../fixtures/http.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

// Card orders are announced by email once Stripe reports them paid, never at placement: a shopper
// who leaves Stripe's page must not be told about an order that is then cancelled.

runOnLocalBlobs();

useStripeWithWebhook(webhookHandler, 'whsec_test_card_order_emails');

beforeAll(async () => {
  await seedShop();
});

async function placeOrder(paymentMethod: 'card' | 'bank_transfer') {
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days[0];
  const { status, body } = await call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(
      { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' },
      { paymentMethod },
    ),
  });
  expect(status).toBe(201);
  return body as { id: string; number: string; paymentUrl?: string };
}

/** The outbox's messages (no SMTP_URL here) about one order, by who they went to. */
async function emailsAbout(number: string) {
  const all = await outbox.list();
  return all
    .filter((message) => message.subject.includes(number) || message.text.includes(number))
    .map((message) => ({ to: message.to, subject: message.subject, text: message.text }));
}

describe('order emails for card payments', () => {
  it('sends none when a card order is placed, and both once Stripe reports it paid', async () => {
    const placed = await placeOrder('card');
    expect(await emailsAbout(placed.number)).toEqual([]);

    // The shopper pays on the stand-in's hosted page, which sends the signed completed event.
    const paid = await fetch(placed.paymentUrl ?? '', { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await getOrder(placed.id))?.status).toBe('paid');

    const sent = await emailsAbout(placed.number);
    expect(sent.map((message) => message.to)).toEqual(
      expect.arrayContaining([['aroha@example.co.nz'], expect.any(Array)]),
    );
    expect(sent).toHaveLength(2);
    const [toShopper] = sent.filter((message) => message.to.includes('aroha@example.co.nz'));
    expect(toShopper?.text).not.toContain('have not received your card payment');
  });

  it('sends both at once for a bank-transfer order', async () => {
    const placed = await placeOrder('bank_transfer');
    expect(await emailsAbout(placed.number)).toHaveLength(2);
  });
});
