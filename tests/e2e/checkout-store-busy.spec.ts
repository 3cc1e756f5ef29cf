import { expect, test, type Page, type Route } from '@playwright/test';
import {
  checkout,
  fillPapamoaDelivery,
  openCheckout,
  STAND_IN_PLACED,
} from './fixtures/checkout.ts';

/** What POST /api/orders answers when the store failed before the order was confirmed. */
const NOT_CONFIRMED = {
  message: 'A server error occurred. Please try again later.',
  reason: 'store_unavailable',
  detail:
    'We could not confirm your order because our system is busy. Nothing has been charged. ' +
    'Please press Place order again: if your order did go through you will see it, and it will ' +
    'not be placed twice.',
};

/** Answers POST /api/orders with each of `answers` in turn, noting what the page sent. */
function answerOrders(page: Page, answers: { status: number; body: unknown }[], seen: unknown[]) {
  return page.route('**/api/orders', (route: Route) => {
    seen.push(route.request().postDataJSON());
    const answer = answers[Math.min(seen.length, answers.length) - 1];
    return route.fulfill({
      status: answer?.status ?? 500,
      contentType: 'application/json',
      body: JSON.stringify(answer?.body ?? {}),
    });
  });
}

test('a checkout the store could not confirm says so, and pressing again sends the same order', async ({
  page,
}) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  const seen: unknown[] = [];
  await answerOrders(
    page,
    [
      { status: 503, body: NOT_CONFIRMED },
      {
        status: 201,
        body: STAND_IN_PLACED,
      },
    ],
    seen,
  );
  const placeOrder = checkout(page).getByRole('button', { name: 'Place order' });
  await placeOrder.click();
  await expect(page.getByText('Order not confirmed')).toBeVisible();
  await expect(page.getByText(NOT_CONFIRMED.detail)).toBeVisible();

  await placeOrder.click();
  await page.waitForURL('**/order-confirmation?order=x&token=y');
  expect(seen).toHaveLength(2);
  // The same idempotency key: had the first one gone through, the server returns that order.
  const keys = seen.map((body) => (body as { idempotencyKey?: string }).idempotencyKey);
  expect(keys[0]).toMatch(/^[\w-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);
});
