import { openScreen } from './fixtures/admin-screens.ts';
import { freshAccount, signIn } from './fixtures/admin.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('an admin adds a staff account, which then signs in', async ({ adminPage: page, browser }) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible(SERVER_TIMEOUT);

  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  const username = `e2e-new-${String(Date.now())}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First password').fill('short');
  await page.getByRole('button', { name: 'Add user' }).click();
  // The policy lives on the server; its message appears beside the field and nothing is lost.
  // Its description is the field's help text, then the message.
  await expect(page.getByLabel('First password')).toHaveAccessibleDescription(
    /not a common password\..*Use at least 12 characters\.$/,
    SERVER_TIMEOUT,
  );
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByLabel('First password').fill('a fine long first password');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/, SERVER_TIMEOUT);
  await expect(page.getByRole('status').filter({ hasText: 'User created' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('staff');
  await expect(row).toContainText('Active');

  const other = await browser.newPage();
  await signIn(other, { username, password: 'a fine long first password', role: 'staff' });
  await other.close();
});

test('an admin changes a role, resets a password and disables then enables an account', async ({
  adminPage: page,
  request,
  browser,
}) => {
  const account = await freshAccount(request);
  await page.goto('/admin/users');
  await page
    .getByRole('row', { name: new RegExp(account.username) })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible(SERVER_TIMEOUT);

  await page.getByLabel(/^Admin:/).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User updated' })).toContainText(
    'is now admin',
  );
  await page.getByLabel(/^Staff:/).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User updated' })).toContainText(
    'is now staff',
  );

  await page
    .getByRole('form', { name: 'Reset password' })
    .getByLabel('New password')
    .fill('the reset password for staff');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toBeVisible(
    SERVER_TIMEOUT,
  );

  await page.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('This account is disabled and cannot sign in.')).toBeVisible(
    SERVER_TIMEOUT,
  );
  const other = await browser.newPage();
  await other.goto('/admin/login');
  await other.getByLabel('Username').fill(account.username);
  await other.getByLabel('Password').fill('the reset password for staff');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible(
    SERVER_TIMEOUT,
  );

  await page.getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByText('This account can sign in.')).toBeVisible(SERVER_TIMEOUT);
  await signIn(other, { ...account, password: 'the reset password for staff' });
  await other.close();
});
