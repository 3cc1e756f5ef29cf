import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import cancelHandler from '../../netlify/functions/order-cancel-payment.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { CARD_CANCEL_REFUSALS } from '../../src/lib/orders/card-cancel.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { CARD_CANCEL_UNAVAILABLE_MESSAGE } from '../../src/server/orders/cancel-card-payment.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { promoCodes } from '../../src/server/orders/promos.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

// The whole way back from Stripe's cancel link, against the real local Blobs server and the
// Stripe stand-in, whose events reach the shop's real webhook handler.

runOnLocalBlobs();

const WEBHOOK_SECRET = 'whsec_test_cancel_payment';
const standIn = useStripeWithWebhook(webhookHandler, WEBHOOK_SECRET);
let slot = { date: '', slotId: '' };

beforeAll(async () => {
  await seedShop();
  const options = await deliveryOptions({ postcode: '3118' });
  const day = options.days[0];
  slot = { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' };
});

interface Placed {
  id: string;
  number: string;
  accessToken: string;
  paymentUrl?: string;
}

/** Places a card (or bank transfer) order through POST /api/orders; card orders get a session. */
async function placeOrder(paymentMethod: 'card' | 'bank_transfer' = 'card', promoCode?: string) {
  const { status, body } = await call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(slot, { paymentMethod, ...(promoCode ? { promoCode } : {}) }),
  });
  expect(status).toBe(201);
  const placed = body as Placed;
  const sessionId = placed.paymentUrl?.split('/').at(-1) ?? '';
  return { ...placed, sessionId };
}

const cancel = (id: string, json: unknown, options: { headers?: Record<string, string> } = {}) =>
  call(cancelHandler, `/api/orders/${id}/cancel-payment`, { json, params: { id }, ...options });

const onHand = async () => (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
const booked = async () =>
  (await slotBookings.get(bookingIdOf(slot.date, slot.slotId)))?.booked ?? 0;
const confirmationUrl = (placed: Placed) =>
  `/order-confirmation?order=${placed.id}&token=${placed.accessToken}`;

/** A checkout.session.expired event as Stripe would send it later, signed, with a new id. */
async function laterExpiredEvent(orderId: string, sessionId: string) {
  const payload = JSON.stringify({
    id: `evt_test_late_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.expired',
    data: { object: { id: sessionId, object: 'checkout.session', metadata: { orderId } } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return call(webhookHandler, '/api/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('POST /api/orders/{id}/cancel-payment', () => {
  it("expires the Stripe session, then gives the order's stock, slot and promo use back", async () => {
    const [stockBefore, placesBefore] = [await onHand(), await booked()];
    const placed = await placeOrder('card', 'WELCOME10');
    expect(standIn().sessions.get(placed.sessionId)?.cancelUrl).toBe(
      `${SITE_ORIGIN}/checkout?cancelled=${placed.id}&token=${placed.accessToken}`,
    );
    expect([await onHand(), await booked()]).toEqual([stockBefore - 3, placesBefore + 1]);

    const { status, body } = await cancel(placed.id, { token: placed.accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: placed.id,
      number: placed.number,
      status: 'cancelled',
      confirmationUrl: confirmationUrl(placed),
    });
    expect(standIn().sessions.get(placed.sessionId)?.status).toBe('expired');
    expect([await onHand(), await booked()]).toEqual([stockBefore, placesBefore]);
    expect((await promoCodes.get('WELCOME10'))?.redeemedOrderIds).not.toContain(placed.id);

    // The stand-in sent Stripe's expired event before answering; the shopper's cancel still
    // reads as theirs, once, whichever arrived first.
    const delivered = standIn().deliveries.filter((sent) => sent.sessionId === placed.sessionId);
    expect(delivered).toMatchObject([{ type: 'checkout.session.expired', status: 200 }]);
    const order = await getOrder(placed.id);
    expect(order?.history.filter((change) => change.to === 'cancelled')).toEqual([
      expect.objectContaining({
        from: 'awaiting_payment',
        actor: { kind: 'shopper', id: 'shopper', name: 'Shopper' },
        note: 'The shopper cancelled the card payment',
      }),
    ]);

    // Asking again answers the same; a later expired event changes nothing.
    expect(await cancel(placed.id, { token: placed.accessToken })).toMatchObject({
      status: 200,
      body,
    });
    const late = await laterExpiredEvent(placed.id, placed.sessionId);
    expect(late.body).toMatchObject({ outcome: 'handled' });
    expect(await getOrder(placed.id)).toEqual(order);
    expect([await onHand(), await booked()]).toEqual([stockBefore, placesBefore]);
  });

  it('cancels an order whose session Stripe already expired, before its event arrived', async () => {
    const placed = await placeOrder();
    const session = standIn().sessions.get(placed.sessionId);
    if (session) session.status = 'expired';
    const { status, body } = await cancel(placed.id, { token: placed.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'cancelled' });
  });

  it('never cancels a paid order: 409 paid, with its confirmation page', async () => {
    const paid = await placeOrder();
    const payment = await fetch(paid.paymentUrl ?? '', { method: 'POST', redirect: 'manual' });
    expect(payment.status).toBe(303);
    expect((await getOrder(paid.id))?.status).toBe('paid');
    const { status, body } = await cancel(paid.id, { token: paid.accessToken });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: CARD_CANCEL_REFUSALS.paid,
      reason: 'paid',
      id: paid.id,
      number: paid.number,
      status: 'paid',
      confirmationUrl: confirmationUrl(paid),
    });
    expect((await getOrder(paid.id))?.status).toBe('paid');
  });

  it('leaves the order held when Stripe says the session was paid, though no event came yet', async () => {
    const placed = await placeOrder();
    const stockHeld = await onHand();
    const session = standIn().sessions.get(placed.sessionId);
    if (session) Object.assign(session, { status: 'complete', paymentStatus: 'paid' });
    const { status, body } = await cancel(placed.id, { token: placed.accessToken });
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'paid', confirmationUrl: confirmationUrl(placed) });
    expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');
    expect(await onHand()).toBe(stockHeld);
  });

  it('answers 409 cancelled for an order Stripe already cancelled when its session ran out', async () => {
    const placed = await placeOrder();
    await new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: new URL(standIn().url).port,
      protocol: 'http',
    }).checkout.sessions.expire(placed.sessionId);
    const expired = await getOrder(placed.id);
    expect(expired?.status).toBe('cancelled');
    expect(expired?.history.at(-1)).toMatchObject({
      actor: { name: 'Stripe' },
      note: 'The card payment was not completed in time',
    });
    const { status, body } = await cancel(placed.id, { token: placed.accessToken });
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'cancelled', number: placed.number, status: 'cancelled' });
  });

  it('answers 409 not_card_payment for a bank transfer order, and leaves it', async () => {
    const placed = await placeOrder('bank_transfer');
    const { status, body } = await cancel(placed.id, { token: placed.accessToken });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      reason: 'not_card_payment',
      message: CARD_CANCEL_REFUSALS.not_card_payment,
    });
    expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');
  });

  it('answers 502 and changes nothing while Stripe cannot be reached; a retry then works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const placed = await placeOrder();
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:9');
    try {
      const { status, body } = await cancel(placed.id, { token: placed.accessToken });
      expect(status).toBe(502);
      expect(body).toEqual({ message: CARD_CANCEL_UNAVAILABLE_MESSAGE });
      expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');
    } finally {
      vi.stubEnv('STRIPE_API_URL', standIn().url);
      vi.mocked(console.error).mockRestore();
    }
    expect((await cancel(placed.id, { token: placed.accessToken })).status).toBe(200);
  }, 20_000);

  it('answers an unknown order and a wrong token alike: 404', async () => {
    const placed = await placeOrder();
    const wrongToken = await cancel(placed.id, { token: `${placed.accessToken.slice(1)}x` });
    const unknown = await cancel(randomUUID(), { token: placed.accessToken });
    const notAnId = await cancel('not-an-order', { token: placed.accessToken });
    expect([wrongToken.status, unknown.status, notAnId.status]).toEqual([404, 404, 404]);
    expect(wrongToken.body).toEqual(unknown.body);
    expect(notAnId.body).toEqual(unknown.body);
    expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');
  });

  it('answers 400 for a bad body, 403 cross-site, 405 for GET and 429 past its limit', async () => {
    const id = randomUUID();
    const missing = await cancel(id, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { token: 'The order token is missing' } });
    expect((await cancel(id, { token: 42 })).status).toBe(400);
    const crossSite = await cancel(
      id,
      { token: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    const get = await call(cancelHandler, `/api/orders/${id}/cancel-payment`, { params: { id } });
    expect(get.status).toBe(405);

    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await call(cancelHandler, `/api/orders/${id}/cancel-payment`, {
        json: {},
        params: { id },
        ip,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
