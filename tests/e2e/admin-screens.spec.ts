import { openScreen } from './fixtures/admin-screens.ts';
import { freshAccount, signIn } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('the dashboard shows the figures, and an admin opens a message and marks it handled', async ({
  adminPage: page,
}) => {
  const sender = `Dashboard Tester ${String(Date.now())}`;
  const question = await page.request.get('/api/challenge');
  const { a, b, token } = (await question.json()) as { a: number; b: number; token: string };
  const sent = await page.request.post('/api/contact', {
    data: {
      name: sender,
      email: 'dashboard.tester@example.co.nz',
      subject: 'feedback',
      message: 'The Super Veg Sauce rescued our Tuesday dinner.',
      subscribedToNewsletter: false,
      humanVerification: String(a + b),
      challengeToken: token,
      website: '',
    },
  });
  expect(sent.status()).toBe(201);

  // Opened only now, so the dashboard's first load already has the message.
  await openScreen(page, '/admin/dashboard');
  for (const figure of ['Orders today', 'Orders this week', 'Awaiting payment']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Next deliveries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  const messages = page.getByRole('region', { name: /Contact messages/ });
  const openerName = `${sender}: Feedback`;
  const opener = messages.getByRole('button', { name: openerName });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);

  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const item = messages
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: openerName }) });
  await expect(item.getByText('The Super Veg Sauce rescued our Tuesday dinner.')).toBeVisible();
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message handled' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(item).toContainText('Handled');
  await expect(item.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
});

test('staff see the dashboard read-only, without Mark handled', async ({ staffPage: page }) => {
  await openScreen(page, '/admin/dashboard');
  const messages = page.getByRole('region', { name: /Contact messages/ });
  await expect(messages).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
});

test('when a screen’s code cannot load, Try Again reloads the page and the screen opens', async ({
  staffPage: page,
}) => {
  // The orders list's own chunk, fetched when the screen is first shown.
  const code = /\/OrdersScreen[\w.-]*\.(?:tsx|js)(?:\?.*)?$/;
  await page.route(code, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/orders');
  const failed = page.getByRole('alert').filter({ hasText: 'Component Error' });
  await expect(failed).toBeVisible(SERVER_TIMEOUT);
  // The browser keeps the failed fetch: clearing the error alone would fail again at once.
  await page.unroute(code);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(SERVER_TIMEOUT);
  await expect(failed).toHaveCount(0);
});

test('an admin saves the settings; bad values get messages beside their fields', async ({
  adminPage: page,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const gst = page.getByLabel('GST number');
  await expect(gst).toBeVisible(SERVER_TIMEOUT);
  await expectNoAxeViolations(page);

  await gst.fill('1234-567');
  await page.getByLabel('Email for new-order notices').fill('not an email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(gst).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/valid GST number/)).toBeVisible();
  await expect(page.getByText(/valid email address/)).toBeVisible();

  // The hint's own example is well formed: only a note that its check digit does not match.
  await gst.fill('123-456-789');
  await expect(gst).toHaveAccessibleDescription(/like 123-456-789.*check digit does not match/);
  // 49-091-850 is a valid IRD number (check digit 0).
  await gst.fill('49091850');
  await expect(gst).not.toHaveAccessibleDescription(/check digit/);
  await page.getByLabel('Email for new-order notices').fill('orders@cubekitchen.example.nz');
  await page.getByLabel('Low-stock level (packs)').fill('7');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(gst).toHaveValue('049-091-850');
  await page.reload();
  await expect(page.getByLabel('GST number')).toHaveValue('049-091-850', SERVER_TIMEOUT);
  await expect(page.getByLabel('Low-stock level (packs)')).toHaveValue('7');
});

test('a signed-in user changes their own password and signs in with the new one', async ({
  page,
  request,
}) => {
  const account = await freshAccount(request);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not my password at all');
  await dialog.getByLabel('New password', { exact: true }).fill('a brand new kitchen password');
  await dialog.getByLabel('New password again').fill('a brand new kitchen pass');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The two new passwords are not the same')).toBeVisible();
  await dialog.getByLabel('New password again').fill('a brand new kitchen password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAttribute(
    'aria-invalid',
    'true',
    SERVER_TIMEOUT,
  );
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
  // Logout ends in a full page load, which shows its toast; sign in once that has happened.
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await signIn(page, { ...account, password: 'a brand new kitchen password' });
});
