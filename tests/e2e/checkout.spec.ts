import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  checkout,
  checkoutLive,
  fillPapamoaDelivery,
  openCheckout,
  STAND_IN_PLACED,
} from './fixtures/checkout.ts';
import { AROHA, AROHA_ADDRESS } from '../fixtures/sample-order.ts';
import { zoneWithSlot } from './fixtures/delivery.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';

// A client address of its own, so its checkouts never meet the per-address order limit that
// every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });

/** Answers POST /api/orders with a made-up status and body. */
function answerOrders(page: Page, status: number, body: unknown, seen: unknown[] = []) {
  return page.route('**/api/orders', (route: Route) => {
    seen.push(route.request().postDataJSON());
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test('a Papamoa delivery sends the order and goes to the confirmation', async ({ page }) => {
  await openCheckout(page);
  const { date, slotId } = await fillPapamoaDelivery(page);
  const summary = checkout(page).getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('definition')).toHaveText(['$50.70', 'Free', '$50.70']);
  await expect(summary).toContainText('includes GST of $6.61');

  const seen: unknown[] = [];
  await answerOrders(page, 201, STAND_IN_PLACED, seen);
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/order-confirmation?order=x&token=y');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toEqual({
    idempotencyKey: expect.stringMatching(/^[\w-]{16,100}$/) as unknown,
    items: [{ productId: 'beef-bolognese', quantity: 3 }],
    customer: AROHA,
    fulfilment: { method: 'delivery', address: AROHA_ADDRESS, date, slotId },
    paymentMethod: 'bank_transfer',
    notes: '',
    termsAccepted: true,
    restockReminder: false,
  });
  // The order is placed: the unknown made-up order is not found, and the form was forgotten.
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cube-kitchen-checkout'))).toBeNull();
});

test('the checkout opens without its validation code and holds the order while it cannot fetch it', async ({
  page,
}) => {
  // The code that validates and places the order (checkout-actions.ts) is not part of the page's
  // first script, nor of the live form's; it is fetched on the first touch of the form, with the
  // live form, here while the network drops it.
  const ACTIONS = /\/_astro\/checkout-actions\.[\w-]+\.js$/;
  const fetched: string[] = [];
  let offline = true;
  await page.route(ACTIONS, (route) => {
    fetched.push(route.request().url());
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  await openCheckout(page, undefined, { touch: false });
  expect(fetched).toEqual([]);
  await fillPapamoaDelivery(page);
  expect(fetched.length).toBeGreaterThan(0);

  const seen: unknown[] = [];
  await answerOrders(page, 201, STAND_IN_PLACED, seen);
  const place = checkout(page).getByRole('button', { name: 'Place order' });
  await place.click();
  await expect(page.getByText('We could not reach the shop.').first()).toBeVisible();
  expect(seen).toEqual([]);

  // Back online, a reload fetches it again (Chromium keeps a failed module fetch for the page's
  // life), the form comes back as it was, and the order goes.
  offline = false;
  await page.reload();
  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  await expect(checkout(page).getByLabel('I accept the terms and conditions')).toBeChecked();
  await place.click();
  await page.waitForURL('**/order-confirmation?order=x&token=y');
  expect(seen).toHaveLength(1);
});

test('empty fields are marked beside themselves and the first one gets the focus', async ({
  page,
}) => {
  await openCheckout(page);
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await expect(checkout(page).getByLabel('Name', { exact: true })).toBeFocused();
  await expect(checkout(page).getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(checkout(page).getByText('Please accept the terms and conditions')).toBeVisible();
});

test('an address outside every zone offers pickup and "tell me when you deliver here"', async ({
  page,
}) => {
  await openCheckout(page);
  await checkout(page).getByLabel('Postcode').fill('9999');
  await expect(checkout(page).getByText("We don't deliver to 9999 yet.")).toBeVisible();
  await checkout(page).getByLabel('Tell me when you deliver here').fill('far.away@example.co.nz');
  await checkout(page).getByRole('button', { name: 'Notify me' }).click();
  await expect(
    checkout(page).getByText("Thanks! We'll email you when we deliver to 9999."),
  ).toBeVisible();
  await checkout(page).getByRole('button', { name: 'Switch to pickup' }).click();
  await expect(checkout(page).getByLabel('Pickup from our kitchen')).toBeChecked();
  await expect(checkout(page).getByRole('group', { name: 'Pickup day and time' })).toBeVisible();
});

/**
 * A zone of its own for one test, with a single weekly window of one place three days from now
 * (Auckland), so filling it disturbs no other test. Answers the zone's postcode.
 */
async function zoneWithOnePlace(request: APIRequestContext): Promise<string> {
  const postcode = '3199';
  await zoneWithSlot(request, { name: 'Test Bay', postcode }, { capacity: 1 });
  return postcode;
}

test('a slot another shopper filled is refused beside the picker, which then drops it', async ({
  page,
  request,
}) => {
  const postcode = await zoneWithOnePlace(request);
  await openCheckout(page);
  await checkout(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await checkout(page).getByLabel('Email', { exact: true }).fill('aroha@example.co.nz');
  await checkout(page).getByLabel('Phone', { exact: true }).fill('021 123 4567');
  await checkout(page).getByLabel('Street address').fill('3 Dune Road');
  await checkout(page).getByLabel('Suburb').fill('Test Bay');
  await checkout(page).getByLabel('Town or city').fill('Tauranga');
  await checkout(page).getByLabel('Postcode').fill(postcode);
  await expect(checkout(page).getByText('We deliver to Test Bay.')).toBeVisible(SERVER_TIMEOUT);
  const picker = checkout(page).getByRole('group', { name: 'Delivery day and time' });
  const slots = picker.locator('input[name="checkout-slot"]');
  await expect(slots.first()).toBeVisible();
  const offered = await slots.count();
  const chosen = slots.first();
  const id = (await chosen.getAttribute('id')) ?? '';
  const match = /^checkout-slot-(\d{4}-\d{2}-\d{2})-(.+)$/.exec(id);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected slot id ${id}`);
  const [, date, slotId] = match;
  await chosen.check();
  await checkout(page).getByLabel('I accept the terms and conditions').check();

  // Another shopper takes the only place while this one is still filling in the form.
  const other = await request.post('/api/orders', {
    data: {
      idempotencyKey: `e2e-full-slot-${String(Date.now())}`,
      items: [{ productId: 'beef-bolognese', quantity: 1 }],
      customer: { name: 'Other Shopper', email: 'other@example.co.nz', phone: '021 765 4321' },
      fulfilment: {
        method: 'delivery',
        address: { line1: '5 Dune Road', suburb: 'Test Bay', city: 'Tauranga', postcode },
        date,
        slotId,
      },
      paymentMethod: 'bank_transfer',
      termsAccepted: true,
    },
  });
  expect(other.status()).toBe(201);

  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await expect(picker.getByText('This delivery slot is full.')).toBeVisible(SERVER_TIMEOUT);
  // The times are looked up again and the full one is gone.
  await expect(slots).toHaveCount(offered - 1);
  await expect(page.locator(`#checkout-slot-${date}-${slotId}`)).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
});

test('meals short of stock are listed and the cart can be set to what is left', async ({
  page,
  request,
}) => {
  // A meal no other test buys, so setting its stock disturbs nothing else.
  const meal = { id: 'chicken-cacciatore', name: 'Chicken Cacciatore', price: 1690 };
  await openCheckout(page, { items: [{ ...meal, quantity: 3 }] });
  await fillPapamoaDelivery(page);
  const stocktake = await request.put(`/api/admin/inventory/${meal.id}`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    data: { onHand: 1 },
  });
  expect(stocktake.status()).toBe(200);

  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await expect(
    checkout(page).getByText('Only 1 pack of Chicken Cacciatore is left (you asked for 3).'),
  ).toBeVisible(SERVER_TIMEOUT);
  await checkout(page).getByRole('button', { name: 'Update my cart to what is left' }).click();
  const cart = checkout(page).getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Quantity 1')).toBeVisible();
  await expect(checkout(page).getByText('Only 1 pack of Chicken Cacciatore is left')).toBeHidden();
});

test('the checkout has no axe violations', async ({ page }) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('This order is a gift').check();
  await expectNoAxeViolations(page);
});
