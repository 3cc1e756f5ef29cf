import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { signIn } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 120_000 });
// The signed-in pages start on no screen: each test's first load is the one it looks at.
test.use({ startAt: null });

const KEYS = {
  token: 'cube-kitchen-auth-token',
  adminToken: 'cube-kitchen-admin-token',
  user: 'cube-kitchen-admin-user',
};

test('the login screen has Username and Password, validates them and passes axe', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('link', { name: 'Return to Site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('a wrong password shows the Login failed toast and stays on the login screen', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('nobody-by-this-name');
  await page.getByLabel('Password').fill('not the right password at all');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(toast).toContainText('Invalid username or password', SERVER_TIMEOUT);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.token)).toBeNull();
});

test('signing in reaches the dashboard by a full page load and keeps the token and user', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill(E2E_ACCOUNTS.admin.password);
  // Hold the login answer so the busy state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  const loaded = page.waitForEvent('load');
  release();
  await loaded;
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SERVER_TIMEOUT);
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText(
    'Welcome to the admin dashboard',
  );
  const stored = await page.evaluate(
    (keys) => [keys.token, keys.adminToken, keys.user].map((key) => localStorage.getItem(key)),
    KEYS,
  );
  expect(stored[0]).toMatch(/^ey/);
  expect(stored[1]).toBe(stored[0]);
  expect(JSON.parse(stored[2] ?? '{}')).toMatchObject({
    username: E2E_ACCOUNTS.admin.username,
    role: 'admin',
  });
});

test('a login answer of just username, role and authToken signs in and reaches the dashboard', async ({
  page,
}) => {
  // The server also sends the account's id; these answers leave it out, as a user record may.
  const loginAnswers: unknown[] = [];
  await page.route('**/api/auth/login', async (route) => {
    const response = await route.fetch();
    const { username, role, authToken } = (await response.json()) as Record<string, unknown>;
    loginAnswers.push({ username, role, authToken });
    await route.fulfill({ response, json: { username, role, authToken } });
  });
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    // The app may drop a check it started as it moves on (it navigated after signing in); then
    // the answer is gone and nothing waits for it.
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!answer) return;
    await route.fulfill({ response, json: { username: answer.username, role: answer.role } });
  });
  await signIn(page);
  expect(loginAnswers).toEqual([
    {
      username: E2E_ACCOUNTS.admin.username,
      role: 'admin',
      authToken: expect.stringMatching(/^ey/),
    },
  ]);
  await expect(page.getByText(`Signed in as ${E2E_ACCOUNTS.admin.username} (admin)`)).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEYS.user);
  // No permissions in the answer reads as none granted (an admin has every one regardless).
  expect(JSON.parse(stored ?? '{}')).toEqual({
    username: E2E_ACCOUNTS.admin.username,
    role: 'admin',
    permissions: [],
  });
});

test('API calls carry the bearer token and the admin marker header', async ({
  adminPage: page,
}) => {
  const userCall = page.waitForRequest('**/api/user');
  await page.goto(NAV_START);
  const headers = (await userCall).headers();
  expect(headers.authorization).toMatch(/^Bearer ey/);
  expect(headers['x-admin-request']).toBe('true');
  expect(headers['x-admin-authorization']).toMatch(/^Bearer ey/);
});

test('the guard sends a visitor without a session to the login screen', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a session the server no longer knows is forgotten and leads to the login screen', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.evaluate((keys) => {
    localStorage.setItem(keys.token, 'ey.forged.token');
    localStorage.setItem(keys.user, JSON.stringify({ id: 'x', username: 'ghost', role: 'admin' }));
  }, KEYS);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.token)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.user)).toBeNull();
});

test('logout ends the session and goes to the login screen with the Logged out toast', async ({
  page,
}) => {
  // A session of its own: the one other tests of this worker start from must stay open.
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText(
    'You have been successfully logged out',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.token)).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
});

test('a failed logout call still signs out, with the Logout issue toast', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, SERVER_TIMEOUT);
  await expect(page.getByRole('alert').filter({ hasText: 'Logout issue' })).toContainText('Down');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.user)).toBeNull();
});

test('an unknown admin path answers 404 with the not-found view', async ({ page }) => {
  const response = await page.goto('/admin/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test('staff see no users or settings, by navigation or by address', async ({ staffPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const path of ['/admin/users', '/admin/users/new', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible(
      SERVER_TIMEOUT,
    );
    // The refusal keeps the app's navigation, which has neither link for them.
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  }
  const answer = await page.evaluate(async (key) => {
    const token = localStorage.getItem(key) ?? '';
    return (await fetch('/api/admin/users', { headers: { authorization: `Bearer ${token}` } }))
      .status;
  }, KEYS.token);
  expect(answer).toBe(403);
});
