import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { setPaymentEventHandlers } from '../../src/server/payments/payment-events.ts';
import {
  stripeEvents,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
} from '../../src/server/payments/stripe-webhook.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe.ts';
import { stripeEventJson } from '../fixtures/fake-stripe-checkout.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

const SECRET = 'whsec_test_cube_kitchen';
const PATH = '/api/stripe/webhook';
const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

let calls: string[] = [];
let failNext = false;

beforeEach(() => {
  calls = [];
  failNext = false;
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
  setPaymentEventHandlers({
    completed: (orderId, sessionId) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('Order store unavailable'));
      }
      calls.push(`completed ${orderId} ${sessionId}`);
      return Promise.resolve();
    },
    expired: (orderId, sessionId) => {
      calls.push(`expired ${orderId} ${sessionId}`);
      return Promise.resolve();
    },
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setPaymentEventHandlers(null);
});

let nextEvent = 1;

/** A Checkout session event as Stripe sends it (only the fields the webhook reads matter). */
function sessionEvent(
  type: string,
  session: Record<string, unknown> = {},
): { id: string; json: string } {
  nextEvent += 1;
  const id = `evt_test_${nextEvent}_${Date.now()}`;
  const json = stripeEventJson(id, type, {
    id: `cs_test_${nextEvent}`,
    object: 'checkout.session',
    client_reference_id: ORDER_ID,
    metadata: { orderId: ORDER_ID, orderNumber: 'CK-10042' },
    payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
    ...session,
  });
  return { id, json };
}

function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

/** Posts a body to the webhook as Stripe does: no Origin header, JSON content type. */
function post(body: string, signature?: string) {
  return call(webhookHandler, PATH, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });
}

describe('POST /api/stripe/webhook', () => {
  it('marks the order paid on a signed checkout.session.completed, once, without cookies', async () => {
    const event = sessionEvent('checkout.session.completed');
    const response = await post(event.json, signed(event.json));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, eventId: event.id, outcome: 'handled' });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(calls).toEqual([`completed ${ORDER_ID} cs_test_${nextEvent}`]);
    expect(await stripeEvents.get(event.id)).toMatchObject({
      status: 'handled',
      type: 'checkout.session.completed',
      orderId: ORDER_ID,
    });
  });

  it('answers a replayed event id 200 without acting again', async () => {
    const event = sessionEvent('checkout.session.completed');
    await post(event.json, signed(event.json));
    const replay = await post(event.json, signed(event.json));

    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ outcome: 'duplicate' });
    expect(calls).toHaveLength(1);
  });

  it('releases the order on checkout.session.expired', async () => {
    const event = sessionEvent('checkout.session.expired');
    const response = await post(event.json, signed(event.json));
    expect(response.body).toMatchObject({ outcome: 'handled' });
    expect(calls).toEqual([`expired ${ORDER_ID} cs_test_${nextEvent}`]);
  });

  it('answers 400 to a signed event whose session lacks an id, and acts on nothing', async () => {
    for (const session of [{ id: undefined }, { id: '' }, { id: 42 }]) {
      const event = sessionEvent('checkout.session.completed', session);
      const response = await post(event.json, signed(event.json));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'The event does not carry a Checkout session the shop can read.',
      });
      expect(await stripeEvents.get(event.id)).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('takes the order id from client_reference_id when metadata has none', async () => {
    const event = sessionEvent('checkout.session.completed', { metadata: {} });
    await post(event.json, signed(event.json));
    expect(calls).toEqual([`completed ${ORDER_ID} cs_test_${nextEvent}`]);
  });

  it('ignores a completed session that is not paid, and unrelated event types', async () => {
    for (const event of [
      sessionEvent('checkout.session.completed', { payment_status: 'unpaid' }),
      sessionEvent('payment_intent.succeeded'),
      sessionEvent('checkout.session.completed', { metadata: {}, client_reference_id: null }),
    ]) {
      const response = await post(event.json, signed(event.json));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ outcome: 'ignored' });
      expect(await stripeEvents.get(event.id)).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('answers 500 when acting fails and acts on the retry of the same event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = sessionEvent('checkout.session.completed');
    failNext = true;
    const failed = await post(event.json, signed(event.json));
    expect(failed.status).toBe(500);
    expect(await stripeEvents.get(event.id)).toBeNull();

    const retried = await post(event.json, signed(event.json));
    expect(retried.body).toMatchObject({ outcome: 'handled' });
    expect(calls).toHaveLength(1);
  });

  it('answers 500 and records nothing while no order handlers are registered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setPaymentEventHandlers(null);
    const event = sessionEvent('checkout.session.completed');
    expect((await post(event.json, signed(event.json))).status).toBe(500);
    expect(await stripeEvents.get(event.id)).toBeNull();
  });

  it('refuses a signature made with another secret', async () => {
    const event = sessionEvent('checkout.session.completed');
    const response = await post(event.json, signed(event.json, { secret: 'whsec_someone_else' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The Stripe signature is not valid for this body and time.',
    });
    expect(calls).toEqual([]);
  });

  it('refuses a request without a Stripe-Signature header', async () => {
    const event = sessionEvent('checkout.session.completed');
    const response = await post(event.json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The Stripe-Signature header is missing.' });
    expect(calls).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const event = sessionEvent('checkout.session.completed');
    const tampered = event.json.replace(ORDER_ID, '00000000-0000-4000-8000-000000000000');
    const response = await post(tampered, signed(event.json));
    expect(response.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('refuses a signature whose timestamp is outside the five-minute tolerance', async () => {
    const event = sessionEvent('checkout.session.completed');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const response = await post(event.json, signed(event.json, { timestamp: tenMinutesAgo }));
    expect(response.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('answers 503 instead of accepting unsigned events when no webhook secret is set', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const event = sessionEvent('checkout.session.completed');
    const response = await post(event.json, signed(event.json));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: WEBHOOK_NOT_CONFIGURED_MESSAGE });
    expect(calls).toEqual([]);
  });

  it('answers 405 to other methods', async () => {
    const response = await call(webhookHandler, PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/stripe/webhook with events the shop cannot act on', () => {
  const STANDING_ID = '0b6c1f8e-2d3a-4e5f-9a7b-1c2d3e4f5a6b';
  let stripe: FakeStripe | undefined;
  let warnings: string[] = [];
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe?.stop();
  });
  beforeEach(() => {
    warnings = [];
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
    vi.stubEnv('STRIPE_API_URL', stripe?.url ?? '');
    vi.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    setPaymentEventHandlers({
      completed: () => Promise.reject(new Error('No card payment in these events')),
      expired: () => Promise.reject(new Error('No card payment in these events')),
      cardSaved: (standingId, card) => {
        calls.push(`card ${standingId} ${card.paymentMethodId}`);
        return Promise.resolve();
      },
    });
  });

  /** A completed setup session of a standing order naming a setup intent. */
  const setupEvent = (setupIntent: string) =>
    sessionEvent('checkout.session.completed', {
      mode: 'setup',
      payment_status: 'no_payment_required',
      client_reference_id: STANDING_ID,
      metadata: { standingOrderId: STANDING_ID },
      setup_intent: setupIntent,
    });

  it('answers 200 "ignored" to a setup session whose setup intent Stripe does not know, and logs a warning', async () => {
    const event = setupEvent('seti_unknown_to_stripe');
    const response = await post(event.json, signed(event.json));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      received: true,
      eventId: event.id,
      outcome: 'ignored',
      ignored: expect.stringContaining('Stripe does not know') as unknown,
    });
    expect(calls).toEqual([]);
    expect(await stripeEvents.get(event.id)).toBeNull();
    expect(warnings.join('\n')).toContain(`Stripe event ${event.id}`);
    // Stripe asked once for the setup intent: the shop did not act on a guess.
    expect(stripe?.requests.some((made) => made.path.includes('seti_unknown_to_stripe'))).toBe(
      true,
    );
  });

  it('answers 200 "ignored" to an event type it does not know', async () => {
    const payload = stripeEventJson(
      `evt_test_unknown_${String(Date.now())}`,
      'setup_intent.created',
      {
        id: 'seti_whatever',
        object: 'setup_intent',
      },
    );
    const response = await post(payload, signed(payload));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      received: true,
      outcome: 'ignored',
      ignored: 'The shop does not act on this setup_intent.created event.',
    });
    expect(warnings).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('still answers 400 to such an event with a bad signature, and 500 while Stripe is out of reach', async () => {
    const event = setupEvent('seti_unknown_to_stripe');
    const asked = stripe?.requests.length;
    const forged = await post(event.json, signed(event.json, { secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(stripe?.requests.length).toBe(asked);

    // Stripe unreachable may pass: Stripe must retry the event, so it is not ignored.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:9');
    const unreachable = await post(event.json, signed(event.json));
    expect(unreachable.status).toBe(500);
    expect(await stripeEvents.get(event.id)).toBeNull();
    expect(calls).toEqual([]);
  });
});
