import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { checkout, checkoutFrameReady, fillPapamoaAddressAndSlot } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { confirmSignupByEmail } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';
import { unsubscribePathFor } from './fixtures/unsubscribe.ts';

// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 120_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** Signs an address up through the newsletter API, as the dialog does, and confirms by email. */
async function signUp(page: Page, email: string, preferences: string[]) {
  const { request } = page;
  const question = await request.get('/api/challenge');
  const { a, b, token } = (await question.json()) as { a: number; b: number; token: string };
  const answer = await request.post('/api/newsletter-signup', {
    headers: asNewShopper(),
    data: {
      email,
      name: 'Mere',
      preferences,
      humanVerification: String(a + b),
      challengeToken: token,
      website: '',
    },
  });
  expect(answer.status()).toBe(201);
  await confirmSignupByEmail(page, email);
}

const uniqueEmail = (what: string) => `${what}-${String(Date.now())}@example.co.nz`;

test('the email’s unsubscribe link asks once, then unsubscribes at once', async ({ page }) => {
  const email = uniqueEmail('mere');
  await signUp(page, email, ['recipes']);
  await page.goto(await unsubscribePathFor(email));
  await expect(
    page.getByRole('heading', { name: 'Unsubscribe m***@example.co.nz from Cube Kitchen emails?' }),
  ).toBeVisible();
  await expect(page.getByLabel('Recipe ideas')).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
    'href',
    '/#newsletter',
  );
  await expectNoAxeViolations(page);
  // Opening the link again says so rather than asking again.
  await page.goto(await unsubscribePathFor(email));
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
});

test('the page offers to change preferences instead', async ({ page }) => {
  const email = uniqueEmail('hemi');
  await signUp(page, email, ['recipes']);
  await page.goto(await unsubscribePathFor(email));
  await page.getByLabel('Recipe ideas').uncheck();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByText('Tick at least one topic, or unsubscribe instead.')).toBeVisible();
  await page.getByLabel('Local events & pop-ups').check();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByRole('heading', { name: 'Your choices are saved' })).toBeVisible();
  await expect(page.getByText('Local events & pop-ups')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a link that is not ours says so, with the shop’s email to ask instead', async ({ page }) => {
  const answer = await page.goto('/unsubscribe?token=made-up');
  expect(answer?.status()).toBe(400);
  await expect(
    page.getByRole('heading', { name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@cubekitchen.co.nz' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a restock reminder’s link fills the cart, and the order remembers it and the tick', async ({
  page,
}) => {
  const remindedOrderId = randomUUID();
  await page.goto(`/meals?refill=beef-bolognese:2,no-longer-sold:1&ref=restock-${remindedOrderId}`);
  await expect(page.getByRole('status').filter({ hasText: 'back in your cart' })).toHaveText(
    "We put your meal back in your cart at today's prices. One meal is no longer sold, so we left it out.",
    SERVER_TIMEOUT,
  );
  await expect(page).toHaveURL(/\/meals$/);
  await expectNoAxeViolations(page);

  await page.goto('/checkout');
  // The shopper types straight into the frame; the live form takes over as they do.
  await checkoutFrameReady(page);
  const form = checkout(page);
  await expect(form.getByText('$16.90 each')).toBeVisible(SERVER_TIMEOUT);
  await form.getByLabel('Name', { exact: true }).fill('Aroha Tane');
  await form.getByLabel('Email', { exact: true }).fill('aroha.restock@example.co.nz');
  await form.getByLabel('Phone', { exact: true }).fill('021 123 4567');
  const remind = form.getByLabel(/Remind me when it's time to restock/);
  await expect(remind).not.toBeChecked();
  await remind.check();
  await fillPapamoaAddressAndSlot(page, '12 Pacific Ave');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=[\w-]+&token=[\w-]+$/, SERVER_TIMEOUT);

  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const answer = await page.request.get(`/api/admin/orders/${orderId}`, {
    headers: { authorization: `Bearer ${await ownerToken(page.request)}` },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    restockReminder: true,
    source: `restock-${remindedOrderId}`,
    lines: [{ productId: 'beef-bolognese', quantity: 2 }],
  });
});

test('staff see how many restock reminders went out and led to an order', async ({ staffPage }) => {
  await staffPage.goto('/admin/marketing');
  await expect(staffPage.getByRole('heading', { name: 'Restock reminders' })).toBeVisible();
  await expect(staffPage.getByTestId('restock-sent')).toHaveText(/^\d+$/);
  await expect(staffPage.getByTestId('restock-orders')).toHaveText(/^\d+$/);
  await expectNoAxeViolations(staffPage);
});
