import type { APIRequestContext, Page } from '@playwright/test';
import { freshAccount, ownerToken, signIn } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens its screen once it has made its records, so the pages start on none.
test.use({ startAt: null });

/** A bank-transfer order for Papamoa, marked paid by the e2e owner: one staff could refund. */
async function paidOrder(request: APIRequestContext, origin: string) {
  const order = await placePapamoaOrder(request, {
    name: 'Rangi Permission',
    email: 'perm-e2e@example.co.nz',
    phone: '027 555 1234',
    line1: '9 Dunlop Rd',
  });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}`, origin },
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.ok()).toBe(true);
  return order;
}

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const REFUND_REASON = /^Only admins may refund orders, or staff an admin has allowed to\./;

test('an admin grants a staff account refunds on the Users screen, and it may then refund', async ({
  adminPage: page,
  request,
  browser,
  baseURL,
}) => {
  const account = await freshAccount(request);
  const order = await paidOrder(request, baseURL ?? '');
  await page.goto('/admin/users');
  const row = page.getByRole('row', { name: new RegExp(account.username) });
  await expect(row).toContainText('None', SERVER_TIMEOUT);
  await row.getByRole('link', { name: /Edit/ }).click();
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await expect(permissions.getByRole('switch', { name: /Refund orders/ })).not.toBeChecked(
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(page);
  await permissions.getByRole('switch', { name: /Refund orders/ }).check();
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Permissions saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.goto('/admin/users');
  await expect(row).toContainText('Refund orders', SERVER_TIMEOUT);

  const staff = await browser.newPage();
  await signIn(staff, account);
  await staff.goto(`/admin/orders/${order.id}`);
  await expect(actions(staff).getByRole('button', { name: 'Refund' })).toBeEnabled(SERVER_TIMEOUT);
  await expect(actions(staff).getByText(REFUND_REASON)).toHaveCount(0);
  await staff.close();
});

test('staff without grants see refund, export, price and delete disabled, each saying why', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  const order = await paidOrder(request, baseURL ?? '');
  await page.goto(`/admin/orders/${order.id}`);
  const refund = actions(page).getByRole('button', { name: 'Refund' });
  await expect(refund).toBeDisabled(SERVER_TIMEOUT);
  await expect(refund).toHaveAccessibleDescription(REFUND_REASON);
  await expect(actions(page).getByText(REFUND_REASON)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/orders');
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled(SERVER_TIMEOUT);
  await expect(exportButton).toHaveAccessibleDescription(/export customers’ details/);
  await expectNoAxeViolations(page);

  await page.goto('/admin/products/super-veg-sauce');
  await expect(page.getByLabel('Price per pack')).toBeDisabled(SERVER_TIMEOUT);
  await expect(page.getByLabel('Price per pack')).toHaveAccessibleDescription(
    /Only admins may change a product’s price/,
  );
  await expect(page.getByLabel('Name')).toBeEditable();
  const remove = page.getByRole('button', { name: 'Delete product' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/Only admins may delete products/);
  await expectNoAxeViolations(page);
});

test('deleting a product an order names says to archive it, with no confirm to refuse', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await paidOrder(request, baseURL ?? '');
  await page.goto('/admin/products/beef-bolognese');
  await page.getByRole('button', { name: 'Delete product' }).click(SERVER_TIMEOUT);
  await expect(page.getByRole('alert')).toContainText(
    'Orders name this product, so it cannot be deleted. Archive it instead',
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
