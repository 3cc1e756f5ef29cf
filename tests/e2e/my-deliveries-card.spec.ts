import { expect, test } from '@playwright/test';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { hydrated } from './fixtures/islands.ts';
import { checkAtEveryWidth } from './fixtures/widths.ts';
import { STRIPE_STAND_IN_ORIGIN } from './fixtures/stripe.ts';

// A card standing order's card on My deliveries: none saved yet (the next order is emailed with a
// link to pay), saved through Stripe's setup page (the stand-in), then shown by brand and digits.

test.describe.configure({ timeout: 300_000 });

test('a card standing order saves its card from My deliveries and shows it', async ({
  page,
  baseURL,
}, testInfo) => {
  const out = (file: string) => testInfo.outputPath(file);
  const origin = new URL(baseURL ?? '').origin;
  const email = `standing.card.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);
  await checkout(page).getByLabel('Deliver this every week').check();
  await checkout(page).getByLabel('Card (secure payment through Stripe)').check();
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(new RegExp(`^${STRIPE_STAND_IN_ORIGIN}/c/pay/`), SERVER_TIMEOUT);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);

  // Signed in from the inbox: the sign-in page, a code email asked for, and its link.
  await signInFromInbox(page, email);
  const card = page.locator('[data-standing-order]').first();
  await expect(card.getByTestId('standing-card')).toHaveText(
    'No card saved yet: your next order will be emailed with a link to pay.',
    SERVER_TIMEOUT,
  );
  await checkAtEveryWidth(page, 'no-card', out);

  await card.getByRole('button', { name: 'Save a card' }).click();
  await page.waitForURL(new RegExp(`^${STRIPE_STAND_IN_ORIGIN}/c/pay/`), SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Save your card' })).toBeVisible();
  await page.getByRole('button', { name: 'Save card', exact: true }).click();
  await page.waitForURL(`${origin}/my-deliveries?card=saved`, SERVER_TIMEOUT);
  await hydrated(page, 'MyDeliveriesPage');
  await expect(card.getByTestId('standing-card')).toContainText('Visa ending 4242', SERVER_TIMEOUT);
  await expect(card.getByRole('button', { name: 'Change card' })).toBeVisible();
  await checkAtEveryWidth(page, 'card-saved', out);
});
