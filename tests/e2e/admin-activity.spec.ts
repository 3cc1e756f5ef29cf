// The activity log (issue 24, item 7): an admin finds who changed what, filters by person, area
// and NZ day, reads what a change did, and follows the entry to the record it changed.
import { createHash } from 'node:crypto';
import { freshAccount, ownerToken } from './fixtures/admin.ts';
import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('an admin filters the log, reads a change and follows it to the record', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Creating an account is audited: the owner's entry names it.
  const account = await freshAccount(request);
  // The log is reached by the navigation, from the screen where accounts are made.
  await openScreen(page, '/admin/users');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const table = page.getByRole('table', { name: 'Back-office changes, newest first' });
  await expect(table).toBeVisible(SERVER_TIMEOUT);

  const filters = page.getByRole('search', { name: 'Find activity' });
  await filters.getByLabel('Person').selectOption({ label: E2E_ACCOUNTS.admin.username });
  await filters.getByLabel('Area').selectOption({ label: 'Users' });
  await filters.getByLabel('Search').fill(account.username);
  await filters.getByRole('button', { name: 'Show activity' }).click();
  await expect(page).toHaveURL(/area=users/);
  await expect(page).toHaveURL(/person=/);
  const row = table.getByRole('row').filter({ hasText: account.username });
  await expect(row).toHaveCount(1, SERVER_TIMEOUT);
  await expect(row).toContainText('Created user');
  await expect(row).toContainText(E2E_ACCOUNTS.admin.username);

  await row.getByText('Changes').click();
  await expect(row.getByText('username', { exact: true })).toBeVisible(SERVER_TIMEOUT);
  await expect(row).not.toContainText('scrypt');

  // The filters live in the address: a reload shows the same list.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: account.username })).toHaveCount(
    1,
    SERVER_TIMEOUT,
  );
  await table.getByRole('link', { name: account.username }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible(SERVER_TIMEOUT);
});

test('at 820 px the log fits the tablet and says when nothing matches', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openScreen(page, '/admin/activity');
  await expect(
    page.getByRole('table', { name: 'Back-office changes, newest first' }),
  ).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);

  await openScreen(page, '/admin/activity?from=2099-01-01');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await openScreen(page, '/admin/activity?area=kitchen');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
});

test('staff have no activity log', async ({ staffPage: page }) => {
  await page.goto('/admin/activity');
  await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  // The refusal keeps the app's navigation, which has no link to the log.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);
});

test('a customer export is named by the customer’s email, and no name breaks mid-word', async ({
  adminPage: page,
  request,
}) => {
  const email = `activity-${String(Date.now())}@example.co.nz`;
  await placePapamoaOrder(request, { name: 'Ari Activity', email });
  const customerId = createHash('sha256').update(email).digest('hex');
  const exported = await request.get(`/api/admin/customers/${customerId}/export.json`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
  });
  expect(exported.status()).toBe(200);

  // Opened once, at 820 px, and looked at there and again at 1440 px.
  await page.setViewportSize({ width: 820, height: 1180 });
  await openScreen(page, '/admin/activity?area=customers');
  for (const width of [820, 1440]) {
    await page.setViewportSize({ width, height: 1180 });
    const table = page.getByRole('table', { name: 'Back-office changes, newest first' });
    const row = table.getByRole('row').filter({ hasText: `Customer ${email}` });
    await expect(row.first()).toBeVisible(SERVER_TIMEOUT);
    await expect(table).not.toContainText(customerId);
    // No word of a person's name is split across lines ("admi" / "n"): the first and last
    // letters of each hyphen- or space-free run sit on the same line.
    const splitWords = await table
      .getByRole('cell')
      .filter({ hasText: E2E_ACCOUNTS.admin.username })
      .locator('span')
      .evaluateAll((spans) =>
        spans.flatMap((span) => {
          const text = span.firstChild;
          if (!(text instanceof Text)) return [];
          const split: string[] = [];
          for (const match of text.data.matchAll(/[^\s-]+/g)) {
            const top = (offset: number) => {
              const range = document.createRange();
              range.setStart(text, offset);
              range.setEnd(text, offset + 1);
              return Math.round(range.getBoundingClientRect().top);
            };
            const start = match.index;
            if (top(start) !== top(start + match[0].length - 1)) split.push(match[0]);
          }
          return split;
        }),
      );
    expect(splitWords).toEqual([]);
    await expectNoAxeViolations(page, width < 1000 ? { rules: LAYOUT_RULES } : {});
    await page.screenshot({
      path: test.info().outputPath(`activity-customer-${String(width)}.png`),
    });
  }
});
