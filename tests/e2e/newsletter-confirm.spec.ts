import { expectNoAxeViolations } from './fixtures/axe.ts';
import { expectedSum, QUESTION, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { confirmationPathFor } from './fixtures/outbox.ts';
import { unsubscribePathFor } from './fixtures/unsubscribe.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('signing up in the dialog subscribes only once the emailed link is followed', async ({
  adminPage,
  browser,
}) => {
  const stamp = String(Date.now());
  const email = `e2e-confirm-${stamp}@example.co.nz`;
  // A context of its own (axe needs one), as a visitor with no staff session.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'GET UPDATES' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(dialog.getByText(QUESTION)).toBeVisible(SERVER_TIMEOUT);
  await dialog.getByLabel('Name').fill(`Mere Confirm ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Recipe ideas').check();
  await dialog.getByLabel(QUESTION).fill(String(await expectedSum(dialog)));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const done = visitor.getByRole('dialog', { name: "You're In!" });
  await expect(done).toContainText(
    `One last step: press the button in the email we just sent to ${email}`,
    SERVER_TIMEOUT,
  );
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Successfully subscribed!' }),
  ).toContainText("You'll be the first to know about new meals and promotions.");
  await expectNoAxeViolations(visitor);

  // Not on the list yet: staff find nobody.
  await adminPage.goto('/admin/newsletters');
  await adminPage.getByLabel('Search').fill(`e2e-confirm-${stamp}`);
  await adminPage.getByRole('button', { name: 'Show subscribers' }).click();
  await expect(adminPage.getByText('No subscribers match.')).toBeVisible(SERVER_TIMEOUT);

  // The owner opens the email's link: a question with one button, then the answer.
  const link = await confirmationPathFor(email);
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', {
      name: 'Subscribe e***@example.co.nz to the Cube Kitchen newsletter?',
    }),
  ).toBeVisible();
  await expect(visitor.getByText('Topics: Recipe ideas.')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(visitor.getByRole('heading', { name: "You're subscribed" })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: "You've already confirmed" })).toBeVisible();
  await expectNoAxeViolations(visitor);

  const tampered = await visitor.goto(`${link.slice(0, -2)}xx`);
  expect(tampered?.status()).toBe(400);
  await expect(
    visitor.getByRole('heading', { name: 'This confirmation link is not valid' }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: 'hello@cubekitchen.co.nz' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await context.close();

  // Staff now see them subscribed, with the consent from the newsletter form (a fresh page: the
  // screen keeps the answer of a search it already made).
  await adminPage.goto('/admin/newsletters');
  await adminPage.getByLabel('Search').fill(`e2e-confirm-${stamp}`);
  await adminPage.getByRole('button', { name: 'Show subscribers' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(`Mere Confirm ${stamp}`) });
  await expect(row).toContainText(email, SERVER_TIMEOUT);
  await expect(row).toContainText('Subscribed');
  await adminPage.getByRole('link', { name: `Mere Confirm ${stamp}` }).click();
  const history = adminPage.getByRole('table', { name: /Consent history/ });
  await expect(history).toContainText(
    'Confirmed through the link emailed to this address',
    SERVER_TIMEOUT,
  );
});

test('on a phone, the confirm and unsubscribe pages wear the site’s shell: logo, menu, footer and favicon', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const unsubscribe = await unsubscribePathFor(`e2e-shell-${Date.now()}@example.co.nz`);
  for (const path of ['/newsletter/confirm?token=cut-short', unsubscribe]) {
    await page.goto(path);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cube Kitchen' })).toHaveAttribute('href', '/');
    // The narrow screen's menu (no script: a <details>) opens to the site's pages.
    await header.getByText('Menu', { exact: true }).click();
    await expect(header.getByRole('link', { name: 'Meals', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'SHOP NOW' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@cubekitchen.co.nz' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(
        `${path.startsWith('/unsubscribe') ? 'unsubscribe' : 'confirm'}-390.png`,
      ),
      fullPage: true,
    });
  }
  expect((await page.request.get('/favicon.svg')).status()).toBe(200);
  expect(missing).toEqual([]);
});
