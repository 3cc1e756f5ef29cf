import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WEBHOOK_DELIVERIES_PATH } from '../fixtures/fake-stripe.ts';
import type { WebhookDelivery } from '../fixtures/fake-stripe-checkout.ts';
import { adminOrder, orderOnceEmailed, type AdminOrder } from './fixtures/after-answer.ts';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { E2E_STRIPE, STRIPE_STAND_IN_ORIGIN } from './fixtures/stripe.ts';

// Paying by card through Stripe Checkout, against the built shop: Stripe is the stand-in web
// server (tests/e2e/stripe-stand-in.ts), whose hosted page sends the shop a signed webhook event.

test.describe.configure({ timeout: 180_000 });

const WEBHOOK = '/api/stripe/webhook';
const HOSTED_PAGE = new RegExp(`^${STRIPE_STAND_IN_ORIGIN}/c/pay/(cs_test_\\w+)$`);

/** Checks the order is cancelled, last by `actor` with `note`; gives the order. */
async function expectCancelled(
  request: APIRequestContext,
  orderId: string,
  actor: string,
  note: string,
): Promise<AdminOrder> {
  const cancelled = await adminOrder(request, orderId);
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.history.at(-1)).toMatchObject({ to: 'cancelled', actor: { name: actor }, note });
  return cancelled;
}

/** A Checkout session as Stripe's API gives it (GET /v1/checkout/sessions/<id>). */
async function stripeSession(request: APIRequestContext, sessionId: string) {
  const answer = await request.get(`${STRIPE_STAND_IN_ORIGIN}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${E2E_STRIPE.secretKey}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    client_reference_id: string;
    success_url: string;
    cancel_url: string;
    amount_total: number;
  };
}

/**
 * Fills the checkout for Papamoa (unless `filled` already), chooses card and places the order,
 * then reads on Stripe's side which order the hosted page is for and where it sends the shopper
 * back.
 */
async function placeCardOrder(page: Page, request: APIRequestContext, filled = false) {
  if (!filled) {
    await openCheckout(page);
    await fillPapamoaDelivery(page);
    await checkout(page).getByLabel('Card (secure payment through Stripe)').check();
  }
  const slot = checkout(page).locator('input[name="checkout-slot"]:checked');
  const slotInputId = await slot.getAttribute('id');
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(HOSTED_PAGE, SERVER_TIMEOUT);
  const sessionId = HOSTED_PAGE.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: 'Pay $50.70' })).toBeVisible();
  await expect(page.getByText('3 × Beef Bolognese: $50.70')).toBeVisible();

  const session = await stripeSession(request, sessionId);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  expect(session.amount_total).toBe(5070);
  const confirmation = new URL(session.success_url);
  expect(confirmation.origin + confirmation.pathname).toBe(`${origin}/order-confirmation`);
  const orderId = session.client_reference_id;
  expect(confirmation.searchParams.get('order')).toBe(orderId);
  const token = confirmation.searchParams.get('token') ?? '';
  expect(session.cancel_url).toBe(`${origin}/checkout?cancelled=${orderId}&token=${token}`);
  return { orderId, sessionId, confirmationUrl: session.success_url, slotInputId };
}

/** What the stand-in sent the shop's webhook about one session: exact bytes and signature. */
async function deliveriesFor(request: APIRequestContext, sessionId: string) {
  const answer = await request.get(`${STRIPE_STAND_IN_ORIGIN}${WEBHOOK_DELIVERIES_PATH}`);
  const all = (await answer.json()) as WebhookDelivery[];
  return all.filter((delivery) => delivery.sessionId === sessionId);
}

/** Posts a body to the webhook as Stripe does. */
function postToWebhook(request: APIRequestContext, payload: string, signature: string) {
  return request.post(WEBHOOK, {
    data: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

test('a shopper pays by card on Stripe and the order is paid; replays and forgeries change nothing', async ({
  page,
  request,
}) => {
  const { orderId, sessionId } = await placeCardOrder(page, request);
  await page.getByRole('button', { name: 'Pay $50.70' }).click();

  await page.waitForURL(
    new RegExp(`/order-confirmation\\?order=${orderId}&token=[\\w-]+$`),
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(
    page.getByText('A confirmation email is on its way to aroha@example.co.nz.'),
  ).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Paid by card. Thank you.');
  await expect(payment).not.toContainText('waiting');
  await expect(payment).not.toContainText('bank transfer');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cube-kitchen-cart')))
    .toBeNull();

  // The order's emails go out after the webhook's answer; the paid order is compared below, so
  // it is read once they are recorded on it.
  const paid = await orderOnceEmailed(request, orderId, ['confirmation', 'new_order_notice']);
  expect(paid).toMatchObject({
    status: 'paid',
    paymentMethod: 'card',
    payment: { stripeSessionId: sessionId, paidAt: expect.any(String) as unknown },
  });
  expect(paid.history.at(-1)).toMatchObject({ to: 'paid', actor: { name: 'Stripe' } });

  // The stand-in delivered exactly one event, which the shop took: Stripe's own record of it.
  const [delivery, ...more] = await deliveriesFor(request, sessionId);
  expect(more).toEqual([]);
  if (!delivery) throw new Error(`No event was sent for ${sessionId}`);
  expect(delivery).toMatchObject({ type: 'checkout.session.completed', status: 200 });

  // Stripe retries an event it thinks failed: the very same signed bytes are answered, not redone.
  const replay = await postToWebhook(request, delivery.payload, delivery.signature);
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({
    received: true,
    eventId: delivery.eventId,
    outcome: 'duplicate',
  });

  // A wrong signature, or a changed body under the real one, is refused before anything is read.
  const wrongSignature = delivery.signature.replace(/v1=(\w)/, (_, first: string) =>
    first === '0' ? 'v1=1' : 'v1=0',
  );
  expect(wrongSignature).not.toBe(delivery.signature);
  expect((await postToWebhook(request, delivery.payload, wrongSignature)).status()).toBe(400);
  const otherEvent = delivery.payload.replace(delivery.eventId, `${delivery.eventId}x`);
  expect((await postToWebhook(request, otherEvent, delivery.signature)).status()).toBe(400);
  const unsigned = await request.post(WEBHOOK, {
    data: delivery.payload,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status()).toBe(400);

  expect(await adminOrder(request, orderId)).toEqual(paid);
});

test('leaving Stripe by its cancel link cancels the order at once and keeps the checkout filled in', async ({
  page,
  request,
}) => {
  const { orderId, sessionId, slotInputId } = await placeCardOrder(page, request);
  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();

  const { number } = await adminOrder(request, orderId);
  const notice = page.getByRole('status').filter({ hasText: 'Your card payment was cancelled' });
  await expect(notice).toContainText(
    `order ${number} is cancelled too and nothing was charged. Your cart and details are still here`,
    SERVER_TIMEOUT,
  );
  // The cancel link is spent: a reload must not ask again.
  await expect(page).toHaveURL(/\/checkout$/);
  const form = checkout(page);
  await expect(form.getByText('$16.90 each')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('aroha@example.co.nz');
  await expect(form.getByLabel('Street address')).toHaveValue('12 Pacific Ave');
  await expect(form.getByLabel('Postcode')).toHaveValue('3118');
  await expect(form.getByLabel('Card (secure payment through Stripe)')).toBeChecked();
  await expect(form.locator('input[name="checkout-slot"]:checked')).toHaveCount(1);

  const cancelled = await expectCancelled(
    request,
    orderId,
    'Shopper',
    'The shopper cancelled the card payment',
  );

  // Stripe's session was expired before the order was cancelled, and its expired event (sent at
  // once by the stand-in) changed nothing more; expiring it again is refused, as Stripe does.
  const [event, ...more] = await deliveriesFor(request, sessionId);
  expect(more).toEqual([]);
  if (!event) throw new Error(`No event was sent for ${sessionId}`);
  expect(event).toMatchObject({ type: 'checkout.session.expired', status: 200 });
  const expireAgain = await request.post(
    `${STRIPE_STAND_IN_ORIGIN}/v1/checkout/sessions/${sessionId}/expire`,
    { headers: { authorization: `Bearer ${E2E_STRIPE.secretKey}` } },
  );
  expect(expireAgain.status()).toBe(400);
  const replay = await postToWebhook(request, event.payload, event.signature);
  expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
  expect(await adminOrder(request, orderId)).toEqual(cancelled);

  // Placing again as it stands is a new order (a new idempotency key) in the same slot.
  const again = await placeCardOrder(page, request, true);
  expect(again.orderId).not.toBe(orderId);
  expect(again.slotInputId).toBe(slotInputId);
  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  const second = await adminOrder(request, again.orderId);
  await expect(notice).toContainText(`order ${second.number} is cancelled too`, SERVER_TIMEOUT);
  expect((await adminOrder(request, again.orderId)).status).toBe('cancelled');
});

test("leaving Stripe by the browser's Back button gives the order back too", async ({
  page,
  request,
}) => {
  const { orderId } = await placeCardOrder(page, request);
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const { number } = await adminOrder(request, orderId);
  const notice = page.getByRole('status').filter({ hasText: 'Your card payment was cancelled' });
  await expect(notice).toContainText(`order ${number} is cancelled too`, SERVER_TIMEOUT);
  // The browser brings the page back where the shopper was; the notice is brought into view.
  await expect(notice).toBeInViewport();
  await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeEnabled();
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  const cancelled = await adminOrder(request, orderId);
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.history.at(-1)).toMatchObject({ to: 'cancelled', actor: { name: 'Shopper' } });
  // Given back once: a reload asks nothing more.
  await page.reload();
  await expect(checkout(page).getByText('$16.90 each')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an unpaid session that runs out cancels the order', async ({ page, request }) => {
  const { orderId, sessionId, confirmationUrl } = await placeCardOrder(page, request);
  expect(await adminOrder(request, orderId)).toMatchObject({ status: 'awaiting_payment' });
  expect(await deliveriesFor(request, sessionId)).toEqual([]);
  // The order page is there at once (its link goes out by email once Stripe reports); it waits.
  await page.goto(confirmationUrl);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('We are waiting for the confirmation of your card payment.');
  await expect(
    page.getByText(
      'A confirmation email goes to aroha@example.co.nz once your payment is confirmed.',
    ),
  ).toBeVisible();

  // Stripe expires the unpaid session (here at once, instead of after 31 minutes).
  const expired = await request.post(
    `${STRIPE_STAND_IN_ORIGIN}/v1/checkout/sessions/${sessionId}/expire`,
    { headers: { authorization: `Bearer ${E2E_STRIPE.secretKey}` } },
  );
  expect(expired.status()).toBe(200);
  expect(await deliveriesFor(request, sessionId)).toMatchObject([
    { type: 'checkout.session.expired', status: 200 },
  ]);
  await expectCancelled(request, orderId, 'Stripe', 'The card payment was not completed in time');

  // The order page no longer waits for a payment that cannot come.
  await page.reload();
  await expect(payment).toContainText('This order has been cancelled, so there is nothing to pay.');
  await expect(payment).not.toContainText('waiting');
});
