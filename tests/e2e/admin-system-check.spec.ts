import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('the owner opens Settings → System and reads each line, at phone, tablet and desktop widths', async ({
  adminPage: page,
}, testInfo) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'System check' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System check' })).toBeVisible();
  const results = page.getByRole('list', { name: 'System check results' });
  await expect(results).toBeVisible(SERVER_TIMEOUT);
  // The conditional-write test ran on the server's real store and counted every change.
  const writes = results.getByRole('listitem').filter({ hasText: 'Safe concurrent writes' });
  await expect(writes).toContainText('OK');
  await expect(writes).toContainText('20 simultaneous changes of one record all counted');
  // Every line that is not OK says what to do.
  for (const line of await results.getByRole('listitem').all()) {
    const text = await line.innerText();
    if (!text.startsWith('OK')) expect(text).toContain('What to do:');
  }
  await expect(results.getByRole('listitem').filter({ hasText: 'Deploy and data' })).toContainText(
    'Local run',
  );
  // What the maintenance job repaired after failed writes is counted (none, or how many).
  const repairs = results
    .getByRole('listitem')
    .filter({ hasText: 'Repairs by the maintenance job' });
  await expect(repairs).toContainText('OK');
  await expect(repairs).toContainText(/last 7 days/);

  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(results).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`system-check-${String(width)}.png`),
      fullPage: true,
    });
  }

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled(SERVER_TIMEOUT);
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});

test('the system check and the dashboard agree: the seed’s TEST bank account is a warning in both', async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openScreen(page, '/admin/dashboard');
  const dashboardWarnings = page
    .getByRole('status')
    .filter({ hasText: 'Bank account for transfers' });
  await expect(dashboardWarnings).toContainText('TEST account', SERVER_TIMEOUT);
  await page.screenshot({ path: testInfo.outputPath('dashboard-setup-warnings-820.png') });

  await page.goto('/admin/settings/system');
  const results = page.getByRole('list', { name: 'System check results' });
  await expect(results).toBeVisible(SERVER_TIMEOUT);
  const bank = results.getByRole('listitem').filter({ hasText: 'Bank account for transfers' });
  await expect(bank).not.toContainText('OK');
  await expect(bank).toContainText('TEST account');
  await expect(bank).toContainText('What to do:');
  // The browser tests' shop sends over SMTP: email is OK on both screens.
  await expect(results.getByRole('listitem').filter({ hasText: 'Email (SMTP_URL' })).toContainText(
    'OK',
  );
  // Locally, the jobs run every minute under npm run dev, as the README says.
  await expect(results).toContainText('Maintenance job (every minute under “npm run dev”)');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath('system-check-agree-1440.png'),
    fullPage: true,
  });
});
