// Card orders whose Stripe webhook never arrives are settled by the maintenance job, which asks
// Stripe how the session ended. The stand-in here has no webhook: nothing reaches the shop.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { cardPaymentWatch } from '../../src/server/orders/card-payment-watch.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { settleCardPayments, WEBHOOK_GRACE_MS } from '../../src/server/orders/recovery.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { CHECKOUT_SESSION_LIFETIME_SECONDS } from '../../src/server/payments/checkout-session.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';

runOnLocalBlobs();

let stripe: FakeStripe;
let slot = { date: '', slotId: '' };

beforeAll(async () => {
  stripe = await startFakeStripe();
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
  vi.stubEnv('STRIPE_API_URL', stripe.url);
  await seedShop();
  const day = (await deliveryOptions({ postcode: '3118' })).days[0];
  slot = { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stripe.stop();
});

const afterSessionAndGrace = () =>
  new Date(Date.now() + CHECKOUT_SESSION_LIFETIME_SECONDS * 1000 + WEBHOOK_GRACE_MS + 1000);
/** One run of the settlement at `now`, with the emails it hands on sent before it returns. */
async function settleNow(now: Date): Promise<string[]> {
  const afterAnswer: Promise<unknown>[] = [];
  const settled = await settleCardPayments(now, SITE_ORIGIN, (work) => afterAnswer.push(work));
  await Promise.all(afterAnswer);
  return settled;
}

async function placeCardOrder(productId: string) {
  const { status, body } = await call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(slot, {
      paymentMethod: 'card',
      items: [{ productId, quantity: 3 }],
    }),
  });
  expect(status).toBe(201);
  return body as { id: string; number: string; paymentUrl: string };
}

describe('card payments whose webhook never came', () => {
  it('are left alone until the session has ended and the webhook has had its time', async () => {
    const placed = await placeCardOrder('beef-bolognese');
    expect(await cardPaymentWatch.get(placed.id)).not.toBeNull();
    expect(await settleNow(new Date(Date.now() + 60_000))).toEqual([]);
    expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');
  });

  it('cancel an unpaid order, giving its stock back, once the session is over', async () => {
    await setStockLevel('lamb-rogan-josh', 12);
    const placed = await placeCardOrder('lamb-rogan-josh');
    expect((await stockLevels.get('lamb-rogan-josh'))?.onHand).toBe(9);

    expect(await settleNow(afterSessionAndGrace())).toContain(placed.id);
    expect((await getOrder(placed.id))?.status).toBe('cancelled');
    expect((await stockLevels.get('lamb-rogan-josh'))?.onHand).toBe(12);
    expect(await cardPaymentWatch.get(placed.id)).toBeNull();
    const session = [...stripe.sessions.values()].find((s) => s.clientReferenceId === placed.id);
    expect(session?.status).toBe('expired');
  });

  it('mark a paid order paid and send its emails', async () => {
    const placed = await placeCardOrder('butter-chicken');
    // The shopper pays on Stripe's page; the event never reaches the shop.
    const paid = await fetch(placed.paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await getOrder(placed.id))?.status).toBe('awaiting_payment');

    expect(await settleNow(afterSessionAndGrace())).toContain(placed.id);
    expect((await getOrder(placed.id))?.status).toBe('paid');
    const emails = (await outbox.list()).filter((message) =>
      message.subject.includes(placed.number),
    );
    expect(emails).toHaveLength(2);
  });

  it('forget orders the webhook already settled', async () => {
    const placed = await placeCardOrder('super-veg-sauce');
    await changeOrderStatus(placed.id, 'cancelled', { kind: 'system', id: 't', name: 'Test' });
    await settleNow(afterSessionAndGrace());
    expect(await cardPaymentWatch.get(placed.id)).toBeNull();
    expect((await getOrder(placed.id))?.status).toBe('cancelled');
  });
});
