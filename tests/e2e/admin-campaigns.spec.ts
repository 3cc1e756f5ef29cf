import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { expectedSum, QUESTION, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { queuedTasksRun } from './fixtures/islands.ts';
import { confirmSignupByEmail } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** The email preview is a sandboxed frame without scripts, where axe cannot run. */
const OUTSIDE_THE_EMAIL = { exclude: 'iframe[title="Email preview"]' };

/**
 * Someone joins the list through the newsletter dialog and the link emailed to them, so the
 * campaign has a recipient.
 */
async function subscribeThroughTheDialog(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'GET UPDATES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(dialog.getByText(QUESTION)).toBeVisible(SERVER_TIMEOUT);
  await dialog.getByLabel('Name').fill('Mere Ngata');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Recipe ideas').check();
  await dialog.getByLabel(QUESTION).fill(String(await expectedSum(dialog)));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: "You're In!" })).toBeVisible(SERVER_TIMEOUT);
  await confirmSignupByEmail(page, email);
}

test('the preview shows the email as it is received: its own styles and images, no policy violation', async ({
  adminPage: page,
}) => {
  const violations: string[] = [];
  // Console messages of every frame, the preview's included (it runs no script to report them).
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content.Security.Policy/i.test(text)) violations.push(text);
  });
  await page.goto('/admin/newsletters/campaigns/new');
  await page.getByLabel('Subject').fill('Styled preview');
  await page.getByLabel('Email (Markdown)').fill('# Kia ora {{name}}\n\nOur **winter** range.');
  await page.getByLabel('Find a meal to add').fill('bolog');
  await page.getByRole('button', { name: /Add Beef Bolognese/ }).click();

  const preview = page.frameLocator('iframe[title="Email preview"]');
  const heading = preview.getByRole('heading', { name: 'Kia ora Alex' });
  await expect(heading).toBeVisible(SERVER_TIMEOUT);
  await expect(preview.getByRole('link', { name: 'See the meal' })).toBeVisible();
  // The email's inline styles apply (a heading is 32px and black without them).
  expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe('26px');
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(31, 41, 51)',
  );
  // The meal card's photo, from the shop's own origin, loads.
  const photo = preview.getByRole('img', { name: 'Beef Bolognese' });
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '');
  expect(violations).toEqual([]);
});

test('an admin composes a campaign with a meal card, previews it, tests it, sends it and watches it go', async ({
  adminPage: page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await subscribeThroughTheDialog(visitor, `e2e-campaign-${String(Date.now())}@example.co.nz`);
  await visitor.close();

  await page.goto('/admin/newsletters/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Newsletters' })
      .getByRole('link', { name: 'Subscribers' }),
  ).toHaveAttribute('href', '/admin/newsletters');
  await page.getByRole('link', { name: 'New campaign' }).click();

  const subject = `Winter warmers ${String(Date.now()).slice(-6)}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Preview text (optional)').fill('Three new meals for cold nights');
  await page
    .getByLabel('Email (Markdown)')
    .fill('# Kia ora {{name}}\n\nOur **winter** range is here. <script>alert(1)</script>');
  await page.getByLabel('Find a meal to add').fill('bolog');
  await page.getByRole('button', { name: /Add Beef Bolognese/ }).click();
  await expect(page.getByRole('button', { name: 'Remove Beef Bolognese' })).toBeVisible();
  await page.getByLabel('Subscribers who chose any of these topics').check();
  await page.getByLabel('Recipe ideas').check();

  // The preview is the server's rendering, in a sandboxed frame.
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole('heading', { name: 'Kia ora Alex' })).toBeVisible(SERVER_TIMEOUT);
  await expect(preview.getByRole('link', { name: 'See the meal' })).toHaveAttribute(
    'href',
    /\/meals\/beef-bolognese$/,
  );
  await expect(preview.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '');
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.getByLabel('Plain-text email')).toContainText('Beef Bolognese');
  await expect(page.getByLabel('Plain-text email')).toContainText(
    'Unsubscribe or change what you get from us',
  );

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters\/campaigns\/[0-9a-f-]{36}$/, SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByLabel('Send a test to').fill('owner@example.co.nz');
  await page.getByRole('button', { name: 'Send test' }).click();
  // The browser tests' shop sends over SMTP (the stand-in): the test email went out.
  await expect(page.getByRole('status').filter({ hasText: 'Test sent' })).toContainText(
    'owner@example.co.nz',
    SERVER_TIMEOUT,
  );

  await page.getByLabel('Or send at').fill('2020-01-01T09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByLabel('Or send at')).toHaveAccessibleDescription(
    /Choose a time that is still to come/,
    SERVER_TIMEOUT,
  );
  // The refusal beside the field is not toasted a second time (the toast waits one task).
  await queuedTasksRun(page);
  await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this campaign now?' });
  await expect(confirm).toContainText('subscribers who chose Recipe ideas');
  // A mail server is set (the SMTP stand-in): the confirm gives no warning that nobody gets it.
  await expect(confirm).not.toContainText('nobody will get this campaign');
  await confirm.getByRole('button', { name: 'Send now' }).click();

  const progress = page.getByRole('progressbar', { name: 'Emails done' });
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible(SERVER_TIMEOUT);
  await expect(progress).toHaveAttribute('aria-valuetext', /^(\d+) of \1 done$/, SERVER_TIMEOUT);
  await expect(
    page.getByText('Kept in the outbox, not sent (no mail server was set up)'),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expectNoAxeViolations(page, OUTSIDE_THE_EMAIL);

  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  const row = page
    .getByRole('table', { name: 'Campaigns' })
    .getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Sent', SERVER_TIMEOUT);
});

test('staff read campaigns and their preview but cannot write or send them', async ({
  adminPage,
  staffPage: page,
}) => {
  const subject = `Staff can read ${String(Date.now()).slice(-6)}`;
  await adminPage.goto('/admin/newsletters/campaigns/new');
  await adminPage.getByLabel('Subject').fill(subject);
  await adminPage.getByLabel('Email (Markdown)').fill('Hello {{name}}');
  await adminPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(adminPage).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/, SERVER_TIMEOUT);

  await page.goto('/admin/newsletters/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByText('only an admin can write or send one')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New campaign' })).toHaveCount(0);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByText('Only an admin can change or send a campaign.')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expect(page.getByLabel('Subject')).toHaveCount(0);
  await expect(
    page.frameLocator('iframe[title="Email preview"]').getByText('Hello Alex'),
  ).toBeVisible(SERVER_TIMEOUT);
});
