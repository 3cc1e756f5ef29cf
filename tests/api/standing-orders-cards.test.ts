// Card standing orders through the Stripe stand-in: the shopper saves a card on Stripe's setup
// page (POST /api/my-deliveries/{id}/card, signed in by the My deliveries cookie), the job charges
// it off-session when it makes the order; a declined card leaves the order unpaid with a link
// to pay, held until the slot's cut-off, then cancelled with its stock and slot given back.
import { beforeAll, describe, expect, it } from 'vitest';
import cardFunction from '../../netlify/functions/my-deliveries-card.mts';
import myDeliveriesFunction from '../../netlify/functions/my-deliveries.mts';
import orderCardFunction from '../../netlify/functions/order-standing-card.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import type { MyDeliveries } from '../../src/lib/standing-orders/my-deliveries.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { offersCardSaving } from '../../src/server/standing-orders/standing-cards.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { unpaidHolds } from '../../src/server/standing-orders/standing-payments.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import {
  deliveriesCookieFor,
  saveCardOn,
  standingScenario,
  storedStanding,
} from '../fixtures/standing-orders.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

runOnLocalBlobs();
const stripe = useStripeWithWebhook(webhookHandler, 'whsec_test_standing_cards');

beforeAll(async () => {
  await seedShop();
  await setStockLevel('chicken-cacciatore', 300);
});

const items = [{ productId: 'chicken-cacciatore', quantity: 2 }];

const cardPath = (id: string) => `/api/my-deliveries/${id}/card`;

async function madeOrder(id: string) {
  const run = (await storedStanding(id)).runs.at(-1);
  const order = run?.orderId ? await getOrder(run.orderId) : null;
  if (!order) throw new Error('No order was made');
  return order;
}

const mailTo = async (email: string) =>
  (await outbox.list()).filter((message) => message.to.includes(email));

describe('saving the card (POST /api/my-deliveries/{id}/card)', () => {
  it('gives Stripe’s setup page to the signed-in owner, and keeps the card Stripe saved', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    await saveCardOn(scenario, 'visa');
    const { card } = await storedStanding(scenario.standing.id);
    expect(card).toMatchObject({ paymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242' });
    expect(card?.stripeCustomerId).toMatch(/^cus_test_/);
    const session = [...stripe().sessions.values()].at(-1);
    expect(session?.mode).toBe('setup');
    expect(session?.customer).toBe(card?.stripeCustomerId);
  });

  it('shows the saved card on My deliveries by brand and last four only, never Stripe’s ids', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const { id, customer } = scenario.standing;
    const read = async () => {
      const answer = await call(myDeliveriesFunction, '/api/my-deliveries', {
        headers: { cookie: (await deliveriesCookieFor(customer.email)).cookie ?? '' },
      });
      expect(answer.status).toBe(200);
      const body = answer.body as MyDeliveries;
      return { body, card: body.standingOrders.find((order) => order.id === id)?.card };
    };
    expect((await read()).card).toBeNull();
    await saveCardOn(scenario, 'visa');
    const { body, card } = await read();
    expect(card).toEqual({ brand: 'visa', last4: '4242' });
    const stored = (await storedStanding(id)).card;
    const text = JSON.stringify(body);
    expect(text).not.toContain(stored?.stripeCustomerId);
    expect(text).not.toContain(stored?.paymentMethodId);
  });

  it('refuses a request without the My deliveries cookie (401)', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const answer = await call(cardFunction, cardPath(scenario.standing.id), {
      method: 'POST',
      headers: { origin: SITE_ORIGIN },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 404 for another customer’s standing order, or none', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const other = await deliveriesCookieFor('someone-else@example.co.nz');
    const answer = await call(cardFunction, cardPath(scenario.standing.id), {
      method: 'POST',
      headers: other,
    });
    expect(answer.status).toBe(404);
    const unknown = await call(cardFunction, cardPath('not-a-standing-order'), {
      method: 'POST',
      headers: await deliveriesCookieFor(scenario.standing.customer.email),
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a bank-transfer standing order (409 not_card_payment)', async () => {
    const scenario = await standingScenario({ items });
    const answer = await call(cardFunction, cardPath(scenario.standing.id), {
      method: 'POST',
      headers: await deliveriesCookieFor(scenario.standing.customer.email),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ reason: 'not_card_payment' });
  });
});

describe('saving the card from the confirmation page (POST /api/orders/{id}/standing-card)', () => {
  const path = (id: string) => `/api/orders/${id}/standing-card`;

  it('opens the setup page with the order’s token, and stops offering once the card is saved', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const { firstOrder } = scenario;
    expect(await offersCardSaving(firstOrder)).toBe(true);
    const answer = await call(orderCardFunction, path(firstOrder.id), {
      json: { token: firstOrder.accessToken },
    });
    expect(answer.status).toBe(200);
    const { setupUrl } = answer.body as { setupUrl: string };
    const saved = await fetch(setupUrl, {
      method: 'POST',
      body: new URLSearchParams({ card: 'visa' }),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    expect((await storedStanding(scenario.standing.id)).card?.last4).toBe('4242');
    expect(await offersCardSaving(firstOrder)).toBe(false);
  });

  it('answers 404 for a wrong token or an order of no standing order, 400 for no token', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const wrong = await call(orderCardFunction, path(scenario.firstOrder.id), {
      json: { token: 'x'.repeat(40) },
    });
    expect(wrong.status).toBe(404);
    const oneOff = await placeTestOrder({ items });
    const notStanding = await call(orderCardFunction, path(oneOff.id), {
      json: { token: oneOff.accessToken },
    });
    expect(notStanding.status).toBe(404);
    const noToken = await call(orderCardFunction, path(scenario.firstOrder.id), { json: {} });
    expect(noToken.status).toBe(400);
  });
});

describe('charging the saved card when the order is made', () => {
  it('charges off-session and marks the order paid', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    await saveCardOn(scenario, 'visa');
    await runStandingOrders({ now: scenario.makeAt, origin: SITE_ORIGIN });
    const order = await madeOrder(scenario.standing.id);
    expect(order.status).toBe('paid');
    const intent = [...stripe().offSessionIntents.values()].find(
      (one) => one.metadata.orderId === order.id,
    );
    expect(intent?.amount).toBe(order.totals.totalCents);
    expect(order.payment.paymentIntentId).toBe(intent?.id);
    const confirmation = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.includes(order.number),
    );
    expect(confirmation?.text).toContain('Paid by card');
  });

  it('emails a link to pay when the card declines, holds the order, and cancels it unpaid after the cut-off', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    await saveCardOn(scenario, 'declining');
    await runStandingOrders({ now: scenario.makeAt, origin: SITE_ORIGIN });
    const order = await madeOrder(scenario.standing.id);
    expect(order.status).toBe('awaiting_payment');
    expect(await unpaidHolds.get(order.id)).toMatchObject({ payBy: scenario.slotCutoffAt });
    const payMail = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.startsWith('Please pay'),
    );
    expect(payMail?.text).toContain('your card was declined');
    const session = stripe().sessions.get(order.payment.stripeSessionId ?? '');
    expect(payMail?.text).toContain(session?.url);
    expect(session?.expiresAt).toBe(Date.parse(scenario.slotCutoffAt) / 1000);

    // Other tests' standing orders run too: this order's own stock hold is what is checked.
    const holdOf = async () => (await stockLevels.get('chicken-cacciatore'))?.holds?.[order.id];
    expect(await holdOf()).toBe(2);
    // Still held before the cut-off.
    await runStandingOrders({
      now: new Date(Date.parse(scenario.slotCutoffAt) - 60_000),
      origin: SITE_ORIGIN,
    });
    expect((await getOrder(order.id))?.status).toBe('awaiting_payment');

    await runStandingOrders({
      now: new Date(Date.parse(scenario.slotCutoffAt) + 60_000),
      origin: SITE_ORIGIN,
    });
    expect((await getOrder(order.id))?.status).toBe('cancelled');
    expect(await holdOf()).toBeUndefined();
    const booking = await slotBookings.get(bookingIdOf(scenario.nextDate, scenario.slot.id));
    expect(booking?.orderIds ?? []).not.toContain(order.id);
    expect(await unpaidHolds.get(order.id)).toBeNull();
    const cancelled = (await mailTo(scenario.standing.customer.email)).filter((message) =>
      message.subject.includes('is cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    expect((await storedStanding(scenario.standing.id)).runs.at(-1)).toMatchObject({
      outcome: 'failed',
      orderId: order.id,
    });
  });

  it('treats a card standing order with no saved card as a failed charge', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    await runStandingOrders({ now: scenario.makeAt, origin: SITE_ORIGIN });
    const order = await madeOrder(scenario.standing.id);
    expect(order.status).toBe('awaiting_payment');
    const payMail = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.startsWith('Please pay'),
    );
    expect(payMail?.text).toContain('there is no card saved');
  });
});
