import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';

const CART_KEY = 'cube-kitchen-cart';
const SAVED_CART = {
  items: [{ id: 'beef-bolognese', quantity: 3, name: 'Beef Bolognese', price: 1690 }],
};

/** The checkout form: the page's own fields, apart from the drawer's and the newsletter's. */
const checkout = (page: Page) => page.getByRole('form', { name: 'Checkout' });

/** Opens /checkout with three packs of Beef Bolognese in the cart, once the island is live. */
async function openCheckout(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('checkout-test-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('checkout-test-seeded', '1');
      }
    },
    [CART_KEY, JSON.stringify(SAVED_CART)] as const,
  );
  await page.goto('/checkout');
  await expect(
    page.locator('astro-island[component-url*="/CheckoutPage."]:not([ssr])').first(),
  ).toBeAttached();
  await expect(checkout(page).getByText('$16.90 each')).toBeVisible();
}

/** Fills contact and a Papamoa address and picks the first open slot. */
async function fillPapamoaDelivery(page: Page): Promise<{ date: string; slotId: string }> {
  await checkout(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await checkout(page).getByLabel('Email', { exact: true }).fill('aroha@example.co.nz');
  await checkout(page).getByLabel('Phone', { exact: true }).fill('021 123 4567');
  await checkout(page).getByLabel('Street address').fill('12 Pacific Ave');
  await checkout(page).getByLabel('Suburb').fill('Papamoa');
  await checkout(page).getByLabel('Town or city').fill('Tauranga');
  await checkout(page).getByLabel('Postcode').fill('3118');
  await expect(checkout(page).getByText('We deliver to Papamoa.')).toBeVisible();
  await expect(checkout(page).getByText('Free delivery', { exact: true })).toBeVisible();
  const slot = checkout(page).locator('input[name="checkout-slot"]').first();
  await slot.check();
  const id = (await slot.getAttribute('id')) ?? '';
  const match = /^checkout-slot-(\d{4}-\d{2}-\d{2})-(.+)$/.exec(id);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected slot id ${id}`);
  await checkout(page).getByLabel('I accept the terms and conditions').check();
  return { date: match[1], slotId: match[2] };
}

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
  await answerOrders(
    page,
    201,
    {
      id: 'x',
      number: 'CK-10001',
      accessToken: 'y',
      totals: {},
      confirmationUrl: '/order-confirmation?order=x&token=y',
    },
    seen,
  );
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/order-confirmation?order=x&token=y');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toEqual({
    idempotencyKey: expect.stringMatching(/^[\w-]{16,100}$/) as unknown,
    items: [{ productId: 'beef-bolognese', quantity: 3 }],
    customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
    fulfilment: {
      method: 'delivery',
      address: {
        line1: '12 Pacific Ave',
        line2: '',
        suburb: 'Papamoa',
        city: 'Tauranga',
        postcode: '3118',
      },
      date,
      slotId,
    },
    paymentMethod: 'bank_transfer',
    notes: '',
    termsAccepted: true,
  });
  // The order is placed: the unknown made-up order is not found, and the form was forgotten.
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cube-kitchen-checkout'))).toBeNull();
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

test('a slot that filled up is reported beside the slot picker and the times reload', async ({
  page,
}) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  let lookups = 0;
  await page.route('**/api/delivery/options**', (route) => {
    lookups += 1;
    return route.continue();
  });
  await answerOrders(page, 409, {
    message: 'This delivery slot is full.',
    reason: 'slot_unavailable',
    errors: { 'fulfilment.slotId': 'This delivery slot is full.' },
  });
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  const picker = checkout(page).getByRole('group', { name: 'Delivery day and time' });
  await expect(picker.getByText('This delivery slot is full.')).toBeVisible();
  await expect.poll(() => lookups).toBeGreaterThan(0);
});

test('meals short of stock are listed and the cart can be set to what is left', async ({
  page,
}) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await answerOrders(page, 409, {
    message: 'Some meals are out of stock',
    reason: 'out_of_stock',
    items: [{ productId: 'beef-bolognese', name: 'Beef Bolognese', requested: 3, available: 1 }],
  });
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await expect(
    checkout(page).getByText('Beef Bolognese: only 1 left (you asked for 3)'),
  ).toBeVisible();
  await checkout(page).getByRole('button', { name: 'Update my cart to what is left' }).click();
  const cart = checkout(page).getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Quantity 1')).toBeVisible();
  await expect(checkout(page).getByText('Beef Bolognese: only 1 left')).toBeHidden();
});

test('the checkout has no axe violations', async ({ page }) => {
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('This order is a gift').check();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
