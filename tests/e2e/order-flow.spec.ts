import { expect, test } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { checkoutFrameReady, fillPapamoaAddressAndSlot } from './fixtures/checkout.ts';
import { shellReady } from './fixtures/islands.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';

// A client address of its own, so its checkouts never meet the per-address order limit that
// every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 180_000 });

test('a shopper buys three packs for Papamoa delivery by bank transfer and staff see the order', async ({
  page,
  request,
}) => {
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  const add = page.getByRole('button', { name: /^Add to Cart/ });
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  for (let pack = 1; pack <= 3; pack += 1) {
    await add.click();
    await expect(drawer).toContainText(`You have ${String(pack)} item(s) in your cart.`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.goto('/checkout');
  // The shopper types straight into the frame; the live form takes over as they do.
  await checkoutFrameReady(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByText('$16.90 each')).toBeVisible(SERVER_TIMEOUT);
  await form.getByLabel('Name', { exact: true }).fill('Mere Walker');
  await form.getByLabel('Email', { exact: true }).fill('mere.walker@example.co.nz');
  await form.getByLabel('Phone', { exact: true }).fill('027 555 0123');
  await fillPapamoaAddressAndSlot(page, '8 Dunlop Rd');
  await form.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/order-confirmation\?order=[\w-]+&token=[\w-]+$/, SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(
    page.getByText('A confirmation email is on its way to mere.walker@example.co.nz.'),
  ).toBeVisible();
  await expect(page.getByText('includes GST of $6.61')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Please pay by bank transfer to this account')).toBeVisible();
  await expect(payment.getByRole('definition').filter({ hasText: '$50.70' })).toBeVisible();
  const number = /CK-\d{5,}/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  expect(number).toBeDefined();
  await expectNoAxeViolations(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cube-kitchen-cart')))
    .toBeNull();

  // Nobody without the token sees the order.
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const stranger = await request.get(`/order-confirmation?order=${orderId}&token=guessed`);
  expect(stranger.status()).toBe(404);

  // The order is listed for staff by work after the answer: read the list until it is there.
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  await expect
    .poll(async () => {
      const orders = await request.get('/api/admin/orders?status=awaiting_payment', { headers });
      const listed = (await orders.json()) as {
        orders: { id: string; number: string; totalCents: number }[];
      };
      return listed.orders.find((order) => order.id === orderId);
    }, SERVER_TIMEOUT)
    .toMatchObject({
      number,
      totalCents: 5070,
    });
});
