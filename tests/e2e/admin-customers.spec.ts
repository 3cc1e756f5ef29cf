import { readFile } from 'node:fs/promises';
import { customerIdOf, ownerHeaders } from './fixtures/admin-screens.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

const WIDE = { width: 1440, height: 900 };

test('staff find a customer, read their orders, add a note and download their export', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  const stamp = String(Date.now());
  const email = `e2e-customer-${stamp}@example.nz`;
  const name = `Kiri Customer ${stamp}`;
  const first = await placePapamoaOrder(request, { name, email, phone: '027 123 4455' });
  const second = await placePapamoaOrder(request, { name, email, phone: '027 123 4455' });
  // The customers index is written as each placement finishes, just after its answer.
  const headers = await ownerHeaders(request, baseURL ?? '');
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/admin/customers/${customerIdOf(email)}`, { headers });
      return answer.ok() ? ((await answer.json()) as { orderCount: number }).orderCount : 0;
    }, SERVER_TIMEOUT)
    .toBe(2);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByText(/customers? found|No customers match/)).toBeVisible(SERVER_TIMEOUT);

  await page.getByLabel('Search').fill(`e2e-customer-${stamp}`);
  await page.getByRole('button', { name: 'Show customers' }).click();
  await expect(page).toHaveURL(new RegExp(`q=e2e-customer-${stamp}`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email, SERVER_TIMEOUT);
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(row).toContainText('Not on the list');

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${customerIdOf(email)}$`));
  const orders = page.getByRole('table', { name: /Their orders/ });
  await expect(orders.getByRole('link', { name: first.number })).toHaveAttribute(
    'href',
    `/admin/orders/${first.id}`,
    SERVER_TIMEOUT,
  );
  await expect(orders.getByRole('link', { name: second.number })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses used' })).toContainText('5 Dunlop Rd');

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByLabel('Add a note')).toHaveAccessibleDescription(/Write the note/);
  await page.getByLabel('Add a note').fill('Prefers a text before delivery');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('Prefers a text before delivery')).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByLabel('Add a note')).toHaveValue('');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^customer-[0-9a-f]{12}-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    orders: { number: string }[];
    notes: { text: string }[];
  };
  expect(exported.orders.map((order) => order.number).sort()).toEqual(
    [first.number, second.number].sort(),
  );
  expect(exported.notes.map((note) => note.text)).toEqual(['Prefers a text before delivery']);

  await page.getByRole('button', { name: 'Erase this customer…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Kept: 2 order(s) younger than 7 years');
  await expect(dialog).toContainText('GST');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
