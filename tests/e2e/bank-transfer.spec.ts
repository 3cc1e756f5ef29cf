import type { Page } from '@playwright/test';
import { bankAccountLine } from '../../src/lib/system/setup-lines.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

// A client address of its own, so its checkouts never meet the per-address order limit that
// every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

// The build server is seeded like `npm run dev`: with the seed's TEST bank account.
const ACCOUNT_NAME = 'Cube Kitchen Ltd (TEST ACCOUNT)';
const ACCOUNT_NUMBER = '12-3456-0000000-00';

/** The checkout config as the server would answer it, with the given ways to pay. */
async function offerOnly(page: Page, methods: { cardPayments: boolean; bankTransfer: boolean }) {
  await page.route('**/api/checkout/config', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...methods, storeOpen: true, storeMessage: '' }),
    }),
  );
}

test('a bank-transfer order shows where to pay on the confirmation and in the email', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `bank.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);
  await expect(checkout(page).getByLabel(/^Bank transfer/)).toBeChecked();
  await checkout(page).getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/order-confirmation\?order=[\w-]+&token=[\w-]+$/, SERVER_TIMEOUT);
  const number = /CK-\d{5,}/.exec((await page.locator('main').textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('term')).toHaveText([
    'Account name',
    'Account number',
    'Amount',
    'Reference',
  ]);
  for (const value of [ACCOUNT_NAME, ACCOUNT_NUMBER, '$50.70', number]) {
    await expect(payment.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await payment.getByRole('button', { name: 'Copy account number' }).click();
  await expect(payment.getByRole('status')).toHaveText('Account number copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_NUMBER);
  // The printable receipt repeats what is still to pay.
  const receipt = page.getByRole('region', { name: `Receipt for order ${number}` });
  await expect(receipt).toContainText(ACCOUNT_NUMBER);
  await expectNoAxeViolations(page);
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await payment.screenshot({ path: testInfo.outputPath(`payment-${String(width)}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${String(width)} px`).toBe(0);
  }

  let text = '';
  await expect
    .poll(async () => {
      const kept = await keptEmailsTo(email);
      text = kept.find((message) => message.subject.includes(number))?.text ?? '';
      return text;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  expect(text).toContain(`Account name: ${ACCOUNT_NAME}`);
  expect(text).toContain(`Account number: ${ACCOUNT_NUMBER}`);
  expect(text).toContain('Amount: $50.70');
  expect(text).toContain(`Reference: ${number}`);
  expect(text).not.toContain('For our bank account details, contact us');
});

test('with no bank account the checkout offers card only', async ({ page }) => {
  await offerOnly(page, { cardPayments: true, bankTransfer: false });
  await openCheckout(page);
  const methods = checkout(page).getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods.getByLabel(/^Card/)).toBeChecked();
  await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('with neither card nor account the checkout says it cannot take orders yet', async ({
  page,
}) => {
  await offerOnly(page, { cardPayments: false, bankTransfer: false });
  await openCheckout(page);
  await expect(checkout(page).getByRole('alert')).toHaveText(
    "We can't take orders online yet because no way to pay has been set up. Please try again later or contact us to order.",
  );
  await expect(checkout(page).getByRole('radio', { name: /^Bank transfer|^Card/ })).toHaveCount(0);
  await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('the dashboard tells staff when bank transfer is off', async ({ adminPage: page }) => {
  // The real dashboard, as it would be answered with no bank account in Settings: the warning is
  // the system check's own bank line.
  const noAccount = bankAccountLine({
    smtpUrl: undefined,
    mailFrom: undefined,
    bankAccount: { name: '', number: '' },
    production: false,
  });
  await page.route('**/api/admin/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...body,
        payments: { cardPayments: true, bankTransfer: false },
        setupWarnings: [noAccount],
      },
    });
  });
  await page.goto('/admin/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Bank account for transfers' });
  await expect(notice).toContainText(
    'Bank account for transfers: Not entered: the checkout does not offer bank transfer.',
  );
  await expect(notice).toContainText(
    'What to do: Enter the bank account name and number in Settings → Orders and payment.',
  );
  await expect(notice.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  await expectNoAxeViolations(page);
});

test('Settings check the bank account number as an NZ account before saving', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/settings');
  const number = page.getByLabel('Bank account number (for bank transfers)');
  await expect(number).toHaveValue(ACCOUNT_NUMBER, SERVER_TIMEOUT);
  await number.fill('12-3456-123-00');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(
    page.getByText(
      'Enter the account number as bank (2 digits), branch (4), account (7) and suffix (2 or 3), like 12-3456-0123456-00',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
