import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutSession } from '../../src/server/payments/checkout-session.ts';
import {
  startFakeStripe,
  WEBHOOK_DELIVERIES_PATH,
  type FakeStripe,
} from '../fixtures/fake-stripe.ts';

// The browser tests trust the Stripe stand-in to sign and shape events as Stripe does; these
// tests hold it to that with Stripe's own verifier, without a browser.

const SECRET = 'whsec_stand_in_check';
const ORDER = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  number: 'CK-10042',
  customer: { email: 'aroha@example.co.nz' },
  lines: [{ name: 'Beef Bolognese', quantity: 3, unitPriceCents: 1690 }],
  totals: { deliveryFeeCents: 500, discountCents: 1000, totalCents: 4570 },
};
const URLS = {
  successUrl: 'http://127.0.0.1:9/order-confirmation?order=o1&token=t1',
  cancelUrl: 'http://127.0.0.1:9/checkout',
};

let received: { body: string; signature: string }[] = [];
let answerStatus = 200;
let receiver: Server;
let stripe: FakeStripe;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : '',
      });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  stripe = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${String(port)}/api/stripe/webhook`, secret: SECRET },
  });
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
  vi.stubEnv('STRIPE_API_URL', stripe.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stripe.stop();
  await new Promise((closed) => receiver.close(closed));
});
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

/** A session made through the shop's own Stripe call, and its hosted page's address. */
async function newSession() {
  const { sessionId, url } = await createCheckoutSession(ORDER, URLS);
  return { sessionId, url };
}

const verified = (delivery: { body: string; signature: string } | undefined) =>
  Stripe.webhooks.constructEventAsync(delivery?.body ?? '', delivery?.signature ?? '', SECRET);

describe('the Stripe stand-in', () => {
  it('serves a hosted page with the total due, a Pay button and the way back', async () => {
    const { url } = await newSession();
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Total due: <strong>$45.70</strong>');
    expect(page).toContain('<button type="submit">Pay $45.70</button>');
    expect(page).toContain(`href="${URLS.cancelUrl}"`);
  });

  it('reports a paid session with a signed event Stripe would accept, then redirects', async () => {
    const { sessionId, url } = await newSession();
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(URLS.successUrl);

    const event = await verified(received[0]);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: sessionId,
      client_reference_id: ORDER.id,
      metadata: { orderId: ORDER.id, orderNumber: 'CK-10042' },
      payment_status: 'paid',
      status: 'complete',
      amount_total: 4570,
      currency: 'nzd',
    });
    const listed = (await (await fetch(`${stripe.url}${WEBHOOK_DELIVERIES_PATH}`)).json()) as {
      eventId: string;
      status: number;
    }[];
    expect(listed.at(-1)).toMatchObject({ eventId: event.id, status: 200 });
    expect((await fetch(url)).status).toBe(410);
  });

  it('shows the refusal instead of redirecting when the webhook does not take the event', async () => {
    answerStatus = 400;
    const { url } = await newSession();
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(502);
    expect(await paid.text()).toContain('webhook answered 400');
  });

  it('expires an open session through the API and reports checkout.session.expired', async () => {
    const { sessionId } = await newSession();
    await new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: new URL(stripe.url).port,
      protocol: 'http',
    }).checkout.sessions.expire(sessionId);
    const event = await verified(received[0]);
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: sessionId, status: 'expired' });
  });
});
