import { expect, test } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  checkout,
  checkoutFrameReady,
  collectErrors,
  fillPapamoaDelivery,
  openCheckout,
  seedCart,
} from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';

// A phone, as the shopper who found these problems used.
// A client address of its own, so its checkouts never meet the per-address order limit that
// every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

test('typing while the checkout loads loses nothing, shows no empty cart and logs no error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Saved as a full browser storage leaves it: ids and quantities only, so the cart waits for
  // the product list, held back here until the shopper has typed.
  await seedCart(page, [{ id: 'super-veg-sauce', quantity: 2 }]);
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  await page.route('**/api/products', async (route) => {
    await held;
    await route.continue();
  });
  // Anything on the page that ever says the cart is empty or totals $0.00, however briefly.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { emptySeen: seen });
    new MutationObserver(() => {
      // The page's own content: the cart drawer (outside <main>) has an empty state of its own.
      const text = document.querySelector('main')?.textContent ?? '';
      if (text.includes('Your cart is empty')) seen.push('empty cart');
      if (/Total\s*\$0\.00/.test(text)) seen.push('total $0.00');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto('/checkout', { waitUntil: 'commit' });
  const name = checkout(page).getByLabel('Name', { exact: true });
  const email = checkout(page).getByLabel('Email', { exact: true });
  await name.pressSequentially('Aroha Tane');
  await email.pressSequentially('aroha@example.co.nz');
  await expect(checkout(page).getByText('Loading your cart…')).toBeVisible();
  release(undefined);

  const cart = checkout(page).getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Super Veg Sauce')).toBeVisible(SERVER_TIMEOUT);
  await expect(cart.getByText('Quantity 2')).toBeVisible();
  await expect(name).toHaveValue('Aroha Tane');
  await expect(email).toHaveValue('aroha@example.co.nz');
  expect(
    await page.evaluate(() => (window as unknown as { emptySeen: string[] }).emptySeen),
  ).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a stock refusal is shown where the shopper looks, says what is left and fixes the cart', async ({
  page,
  request,
}, testInfo) => {
  await seedCart(page, [
    { id: 'super-veg-sauce', quantity: 99, name: 'Super Veg Sauce', price: 1490 },
  ]);
  await page.goto('/checkout');
  // The frame draws the line at its limit as the live form does; typing below starts the form.
  await checkoutFrameReady(page);
  const cart = checkout(page).getByRole('region', { name: 'Your cart' });
  const more = cart.getByRole('button', { name: 'Increase quantity of Super Veg Sauce' });
  await expect(more).toBeDisabled();
  await expect(cart.getByText('Most you can order: 99')).toBeVisible();

  await checkout(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await checkout(page).getByLabel('Email', { exact: true }).fill('aroha@example.co.nz');
  await checkout(page).getByLabel('Phone', { exact: true }).fill('021 123 4567');
  await checkout(page).getByLabel('Pickup from our kitchen').check();
  const picker = checkout(page).getByRole('group', { name: 'Pickup day and time' });
  await picker.locator('input[name="checkout-slot"]').first().check(SERVER_TIMEOUT);
  await checkout(page).getByLabel('I accept the terms and conditions').check();
  const stocktake = await request.put('/api/admin/inventory/super-veg-sauce', {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    data: { onHand: 58 },
  });
  expect(stocktake.status()).toBe(200);

  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  // Other specs order this meal meanwhile (admin-standing-orders' standing order holds one), so
  // what is left is what the refusal says: at most the 58 counted.
  const alert = checkout(page)
    .getByRole('alert')
    .filter({ hasText: /Only \d+ packs/ });
  await expect(alert).toContainText(
    /Only \d+ packs of Super Veg Sauce are left \(you asked for 99\)\./,
    SERVER_TIMEOUT,
  );
  const left = Number(/Only (\d+) packs/.exec((await alert.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(58);
  await expect(alert).toBeInViewport();
  await expect(alert).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('stock-alert-390.png') });
  await expectNoAxeViolations(page);
  // The same alert on a tablet and a laptop: still in view beside Place order, nothing sideways.
  for (const width of [820, 1440]) {
    await page.setViewportSize({ width, height: width === 820 ? 1180 : 900 });
    await alert.scrollIntoViewIfNeeded();
    await expect(alert).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`stock-alert-${String(width)}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${String(width)} px`).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await alert.getByRole('button', { name: 'Update my cart to what is left' }).click();
  await expect(cart.getByText(`Quantity ${String(left)}`)).toBeVisible();
  await expect(alert).toBeHidden();
  await expect(more).toBeDisabled();
  await expect(cart.getByText(`Only ${String(left)} left`)).toBeVisible();
  await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeFocused();
});

test('a promo that takes a delivery under the minimum is caught before Place order, once', async ({
  page,
}, testInfo) => {
  await openCheckout(page, {
    items: [
      { id: 'super-veg-sauce', quantity: 1, name: 'Super Veg Sauce', price: 1490 },
      { id: 'beef-bolognese', quantity: 1, name: 'Beef Bolognese', price: 1690 },
    ],
  });
  await fillPapamoaDelivery(page);
  const place = checkout(page).getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await checkout(page).getByLabel('Promo code (optional)').fill('WELCOME10');
  await checkout(page).getByRole('button', { name: 'Apply' }).click();
  const shortfall = checkout(page).getByText(
    'Delivery to Papamoa needs at least $30.00 of food after discounts; your order has $28.62. Add $1.38 more, choose pickup, or remove the code.',
  );
  await expect(shortfall).toBeVisible(SERVER_TIMEOUT);
  await expect(checkout(page).getByText(/Add \$1\.38 more/)).toHaveCount(1);
  await expect(place).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('minimum-390.png'), fullPage: true });
  for (const width of [820, 1440]) {
    await page.setViewportSize({ width, height: width === 820 ? 1180 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`minimum-${String(width)}.png`),
      fullPage: true,
    });
  }
  await expectNoAxeViolations(page);

  await checkout(page).getByRole('button', { name: 'Remove the code' }).click();
  await expect(shortfall).toBeHidden();
  await expect(checkout(page).getByLabel('Promo code (optional)')).toHaveValue('');
  await expect(place).toBeEnabled();

  await checkout(page).getByLabel('Promo code (optional)').fill('WELCOME10');
  await checkout(page).getByRole('button', { name: 'Apply' }).click();
  await expect(shortfall).toBeVisible(SERVER_TIMEOUT);
  await checkout(page).getByRole('button', { name: 'Choose pickup' }).click();
  await expect(checkout(page).getByLabel('Pickup from our kitchen')).toBeChecked();
  await expect(shortfall).toBeHidden();
  await expect(place).toBeEnabled();
});

test('every checkout field brings the right keyboard and autofill', async ({ page }) => {
  await openCheckout(page);
  const form = checkout(page);
  const expected: [string, Record<string, string>][] = [
    ['Name', { type: 'text', autocomplete: 'name' }],
    ['Email', { type: 'email', inputmode: 'email', autocomplete: 'email' }],
    ['Phone', { type: 'tel', inputmode: 'tel', autocomplete: 'tel' }],
    ['Street address', { autocomplete: 'address-line1' }],
    ['Apartment, unit or building (optional)', { autocomplete: 'address-line2' }],
    ['Suburb', { autocomplete: 'address-level3' }],
    ['Town or city', { autocomplete: 'address-level2' }],
    ['Postcode', { inputmode: 'numeric', autocomplete: 'postal-code' }],
  ];
  await form.getByLabel('This order is a gift').check();
  expected.push(
    ["Recipient's name", { autocomplete: 'shipping name' }],
    [
      "Recipient's phone (optional)",
      { type: 'tel', inputmode: 'tel', autocomplete: 'shipping tel' },
    ],
  );
  for (const [label, attributes] of expected) {
    const field = form.getByLabel(label, { exact: true });
    for (const [name, value] of Object.entries(attributes)) {
      await expect(field, `${label} ${name}`).toHaveAttribute(name, value);
    }
  }
});

test('after placing an order the focus is on the thank-you heading', async ({ page }) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=[\w-]+&token=[\w-]+$/, SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
});
