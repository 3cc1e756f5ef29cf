// The checkout opens as the server's frame with the saved cart drawn in by a small script, and
// fetches the live form (React and the form's code) on the first touch (checkout-frame.ts).
// The frame tests checkout-trust.spec.ts held before ('the checkout shows its frame, not an empty
// cart, before the island starts'; 'what is typed into the frame, even while the island takes its
// place, is kept') are the first and third tests here.
import { expect, test, type Page } from '@playwright/test';
import {
  checkout,
  checkoutFrameReady,
  checkoutLive,
  collectErrors,
  seedCart,
  startCheckout,
} from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { queuedTasksRun } from './fixtures/islands.ts';
import { WIDTHS } from './fixtures/widths.ts';

test.use({ extraHTTPHeaders: asNewShopper() });

const LIVE_FORM_CODE = '**/_astro/live-checkout.*.js';
const frame = (page: Page) => page.locator('[data-checkout-frame]');

/** Holds the live form's code back until the returned function is called. */
async function holdLiveForm(page: Page): Promise<() => void> {
  const { promise: held, resolve } = Promise.withResolvers<undefined>();
  await page.route(LIVE_FORM_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    resolve(undefined);
  };
}

const TWO_MEALS = [
  { id: 'beef-bolognese', quantity: 3, name: 'Beef Bolognese', price: 1690 },
  { id: 'butter-chicken', quantity: 1, name: 'Butter Chicken', price: 1790 },
];

test('the frame shows the saved cart and its totals, and the live form loads on the first touch', async ({
  page,
}) => {
  await seedCart(page, TWO_MEALS);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/live-checkout.')) fetched.push(request.url());
  });
  const config = page.waitForResponse('**/api/checkout/config');
  await page.goto('/checkout');
  await checkoutFrameReady(page);
  const cart = frame(page).getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Beef Bolognese')).toBeVisible();
  await expect(cart.getByText('Quantity 3')).toBeVisible();
  await expect(cart.getByText('$50.70')).toBeVisible();
  await expect(frame(page).getByText('Your cart is empty')).toHaveCount(0);
  const summary = frame(page).getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Subtotal$68.60');
  await expect(summary).toContainText('DeliveryEnter your postcode');
  await expect(summary).toContainText('Total$68.60');
  await expect(summary).toContainText('includes GST of $8.95');
  await expect(frame(page).getByRole('button', { name: 'Place order' })).toBeDisabled();
  // The shop takes cards in this build: both ways to pay, as the live form will show them.
  await expect(frame(page).getByLabel(/^Card/)).toBeVisible();
  // The empty form's choices are shown ticked, as the live form ticks them.
  await expect(frame(page).getByLabel('Delivery', { exact: true })).toBeChecked();
  await expect(frame(page).getByLabel('Just this once')).toBeChecked();
  await expect(frame(page).getByLabel(/^Bank transfer/)).toBeChecked();
  // Once the page has read its config it has decided: no touch, no live form.
  await config;
  await queuedTasksRun(page);
  expect(fetched).toEqual([]);

  await frame(page).getByLabel('Name', { exact: true }).click();
  await checkoutLive(page);
  expect(fetched).toHaveLength(1);
  await expect(checkout(page).getByText('Quantity 3')).toBeVisible();
  await expect(checkout(page).getByLabel('Name', { exact: true })).toBeFocused();
});

test('the frame’s quantity and remove buttons change the cart while the live form loads', async ({
  page,
}) => {
  await seedCart(page, TWO_MEALS);
  const release = await holdLiveForm(page);
  await page.goto('/checkout');
  await checkoutFrameReady(page);
  const cart = frame(page).getByRole('region', { name: 'Your cart' });
  await cart.getByRole('button', { name: 'Increase quantity of Beef Bolognese' }).click();
  await expect(cart.getByText('Quantity 4')).toBeVisible();
  await cart.getByRole('button', { name: 'Remove Butter Chicken from cart' }).click();
  await expect(cart.getByText('Butter Chicken')).toHaveCount(0);
  await expect(frame(page).getByRole('region', { name: 'Order summary' })).toContainText(
    'Total$67.60',
  );
  release();

  await checkoutLive(page);
  const live = checkout(page).getByRole('region', { name: 'Your cart' });
  await expect(live.getByText('Quantity 4')).toBeVisible();
  await expect(live.getByText('Butter Chicken')).toHaveCount(0);
});

test('typing in the frame while the live form loads loses nothing, and the caret stays', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await seedCart(page, TWO_MEALS.slice(0, 1));
  const release = await holdLiveForm(page);
  await page.goto('/checkout');
  await checkoutFrameReady(page);
  await frame(page).getByLabel('Name', { exact: true }).pressSequentially('Aroha Tane');
  await frame(page).getByLabel('Pickup from our kitchen').check();
  // The live form arrives while the shopper is still typing the email address.
  await frame(page).getByLabel('Email', { exact: true }).click();
  const typing = page.keyboard.type('aroha@example.co.nz', { delay: 60 });
  release();
  await typing;

  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  await expect(checkout(page).getByLabel('Email', { exact: true })).toHaveValue(
    'aroha@example.co.nz',
  );
  await expect(checkout(page).getByLabel('Email', { exact: true })).toBeFocused();
  await expect(checkout(page).getByLabel('Pickup from our kitchen')).toBeChecked();
  expect(errors).toEqual([]);
});

test('an address typed into the frame while the live form loads is looked up as it arrives, and kept', async ({
  page,
}) => {
  await seedCart(page, TWO_MEALS.slice(0, 1));
  const release = await holdLiveForm(page);
  await page.goto('/checkout');
  await checkoutFrameReady(page);
  await frame(page).getByLabel('Street address').fill('8 Dunlop Rd');
  await frame(page).getByLabel('Suburb').fill('Papamoa');
  await frame(page).getByLabel('Town or city').fill('Tauranga');
  await frame(page).getByLabel('Postcode').fill('3118');
  release();

  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Postcode')).toHaveValue('3118');
  // The page's own lookup follows the carried-over postcode, not only the fields below it.
  await expect(checkout(page).getByText('Free delivery', { exact: true })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(checkout(page).locator('input[name="checkout-slot"]').first()).toBeVisible();
  await expect(checkout(page).getByRole('region', { name: 'Order summary' })).toContainText(
    'DeliveryFree',
  );
  // What came over from the frame is kept in this tab like anything typed into the live form.
  await page.reload();
  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Postcode')).toHaveValue('3118');
  await expect(checkout(page).getByLabel('Street address')).toHaveValue('8 Dunlop Rd');
});

test('a form kept in this tab comes back without a touch', async ({ page }) => {
  await seedCart(page, TWO_MEALS.slice(0, 1));
  await page.goto('/checkout');
  await startCheckout(page);
  await checkout(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await page.reload();
  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
});

test('when the live form cannot be fetched the frame says so, and a reload keeps what was typed', async ({
  page,
}) => {
  await seedCart(page, TWO_MEALS.slice(0, 1));
  await page.route(LIVE_FORM_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto('/checkout');
  await checkoutFrameReady(page);
  await frame(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await expect(frame(page).getByRole('alert')).toHaveText(
    'We could not load the checkout. Check your connection, then reload the page: what you typed here is kept.Reload the page',
  );
  // The frame's fields still take typing meanwhile.
  await frame(page).getByLabel('Email', { exact: true }).fill('aroha@example.co.nz');
  await frame(page).getByLabel('Pickup from our kitchen').check();

  await page.unroute(LIVE_FORM_CODE);
  await frame(page).getByRole('button', { name: 'Reload the page' }).click();
  await checkoutLive(page);
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  await expect(checkout(page).getByLabel('Email', { exact: true })).toHaveValue(
    'aroha@example.co.nz',
  );
  await expect(checkout(page).getByLabel('Pickup from our kitchen')).toBeChecked();
  await expect(checkout(page).getByText('Quantity 3')).toBeVisible();
});

/** Where each part of the checkout is drawn: every section, the summary and Place order. */
async function layoutOf(page: Page): Promise<Record<string, number[]>> {
  const form = checkout(page);
  const boxes: Record<string, number[]> = {};
  const parts = [
    ...(await form.getByRole('region').all()),
    form.getByRole('button', { name: 'Place order' }),
    form.getByLabel('Name', { exact: true }),
    form.getByLabel('Postcode'),
  ];
  for (const [index, part] of parts.entries()) {
    const box = await part.boundingBox();
    const name = (await part.getAttribute('aria-labelledby')) ?? String(index);
    boxes[name] = box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
  }
  return boxes;
}

test('the frame keeps room for the cart and the totals until its script draws them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedCart(page, TWO_MEALS);
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  await page.route('**/_astro/checkout.astro_astro_type_script*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  await expect(frame(page).getByText('Working out your total…')).toBeVisible();
  const before = await layoutOf(page);
  release(undefined);
  await checkoutFrameReady(page);
  await expect(frame(page).getByText('Quantity 3')).toBeVisible();
  expect(await layoutOf(page)).toEqual(before);
});

for (const width of WIDTHS) {
  test(`at ${String(width)} px nothing moves as the page opens or as the live form takes over`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedCart(page, TWO_MEALS);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { shifts: number[] }).shifts = shifts;
    });
    const config = page.waitForResponse('**/api/checkout/config');
    await page.goto('/checkout');
    await checkoutFrameReady(page);
    await config;
    await queuedTasksRun(page);
    const before = await layoutOf(page);
    // Focus from a script, not a click: the page does not scroll, so the boxes compare as they are.
    await frame(page).getByLabel('Name', { exact: true }).focus();
    await checkoutLive(page);
    await expect(checkout(page).getByLabel(/^Card/)).toBeVisible(SERVER_TIMEOUT);
    await queuedTasksRun(page);
    expect(await layoutOf(page)).toEqual(before);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
  });
}
