import { topNoticesCss } from '../../src/lib/marketing/top-notices-css.ts';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  layoutShifts,
  NO_SHIFT_TO_SPEAK_OF,
  recordLayoutShifts,
  shiftScore,
} from './fixtures/layout-shifts.ts';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

// A client address of its own, so its checkouts never meet the per-address order limit that
// every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('an admin creates a promo code, a shopper uses it at checkout, and it shows its use', async ({
  adminPage: page,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Marketing' })
    .click();
  await expect(page).toHaveURL(/\/admin\/marketing$/);
  const list = page.getByRole('table', { name: 'Promo codes' });
  await expect(list.getByRole('row', { name: /WELCOME10/ })).toBeVisible(SERVER_TIMEOUT);

  await page.getByRole('link', { name: 'New promo code' }).click();
  const code = `FIVE${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('A fixed amount off the meals').check();
  await page.getByRole('button', { name: 'Add promo code' }).click();
  // Checked in the browser with the server's schema before anything is sent.
  await expect(page.getByLabel('Amount off', { exact: true })).toHaveAccessibleDescription(
    'Enter a whole number',
  );
  await page.getByLabel('Amount off', { exact: true }).fill('5');
  await page.getByLabel('Ends').fill('2099-12-31T23:30');
  await page.getByLabel('One use per customer email').check();
  await page.getByLabel(/Every delivery of a standing order/).check();
  await page.getByRole('button', { name: 'Add promo code' }).click();
  await expect(page).toHaveURL(/\/admin\/marketing$/, SERVER_TIMEOUT);
  const row = list.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$5.00 off, one per customer, every standing-order delivery');
  await expect(row).toContainText('Until 31 Dec 2099, 11:30 pm');
  await expect(row).toContainText('Active');

  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Promo code (optional)').fill(code);
  await checkout(page).getByRole('button', { name: 'Apply' }).click();
  await expect(checkout(page).getByText(/saves \$5\.00/)).toBeVisible(SERVER_TIMEOUT);
  const summary = checkout(page).getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('−$5.00');
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);
  // The amount to transfer, beside the account and reference.
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$45.70');

  await page.goto('/admin/marketing');
  await expect(row).toContainText('$45.70', SERVER_TIMEOUT);
  await row.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Promo code ${code}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Orders have used this code')).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByLabel('Amount off', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Ends')).toHaveValue('2099-12-31T23:30');
  await expect(page.getByLabel(/Every delivery of a standing order/)).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByLabel('On: shoppers can use this code').uncheck();
  await page.getByRole('button', { name: 'Save promo code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('definition').first()).toHaveText('Off');
});

test('staff see promo codes and the banner but cannot change them', async ({ staffPage: page }) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Marketing' })
    .click();
  await expect(page.getByText('only an admin can change them')).toBeVisible();
  const list = page.getByRole('table', { name: 'Promo codes' });
  await expect(list.getByRole('row', { name: /WELCOME10/ })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('link', { name: 'New promo code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save banner' })).toHaveCount(0);
  await list.getByRole('link', { name: 'View WELCOME10' }).click();
  await expect(page.getByText('10% off, spend $30.00')).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('Only an admin can change promo codes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save promo code' })).toHaveCount(0);
});

test('an admin puts up a banner for later; the public answer carries its times', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/marketing');
  // Set to start far ahead, so the pages of tests running meanwhile are not covered by it.
  const message = `Winter menu lands soon ${String(Date.now())}`;
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Shows from').fill('2099-06-01T09:00');
  // Links that look like a site path or an address but lead elsewhere are refused in the form.
  const linkField = page.getByLabel('Link (optional)');
  for (const link of ['javascript:alert(1)', '/\\evil.example/pixel.png', '/%5Cevil.example']) {
    await linkField.fill('/meals');
    await expect(linkField).not.toHaveAccessibleDescription(/Give a site path/);
    await linkField.fill(link);
    await page.getByRole('button', { name: 'Save banner' }).click();
    await expect(page.getByLabel('Link (optional)')).toHaveAccessibleDescription(
      /Give a site path such as \/meals/,
    );
  }
  await page.getByLabel('Link (optional)').fill('/meals');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Banner saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(page);
  const answer = (await (await page.request.get('/api/banner')).json()) as { banner: unknown };
  expect(answer.banner).toMatchObject({
    message,
    link: '/meals',
    startsAt: '2099-05-31T21:00:00.000Z',
  });
});

test('the banner sits above the page’s header without moving it, and stays dismissed', async ({
  page,
}) => {
  const banner = {
    id: 'banner-e2e',
    message: 'Free delivery in Papamoa this week',
    link: '/meals',
  };
  // The stylesheet the store answers with this banner on (tests/api/top-notices.test.ts).
  const serveBanner = (id: string) =>
    page.route('**/api/top-notices.css', (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: topNoticesCss({ paused: null, banner: { ...banner, id } }, new Date()),
      }),
    );
  await serveBanner(banner.id);
  await recordLayoutShifts(page);
  await page.goto('/meals');
  const bar = page.getByRole('complementary', { name: 'Announcement' });
  await expect(bar).toContainText(banner.message);
  await expect(bar.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/meals');
  const shifts = await layoutShifts(page);
  expect(shiftScore(shifts), JSON.stringify(shifts)).toBeLessThan(NO_SHIFT_TO_SPEAK_OF);

  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(bar).toHaveCount(0);

  // A new banner (another id) shows again.
  await page.unroute('**/api/top-notices.css');
  await serveBanner('banner-e2e-2');
  await page.reload();
  await expect(bar).toBeVisible();
});
