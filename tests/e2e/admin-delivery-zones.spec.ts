import { moveToScreen, openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { zoneWithBooking } from './fixtures/delivery.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('staff add a zone in dollars, are told which zone claims a postcode, and edit the fee', async ({
  staffPage: page,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Delivery zones' })
    .click();
  await expect(page).toHaveURL(/\/admin\/delivery-zones$/);
  const list = page.getByRole('table', { name: 'Delivery zones and pickup points' });
  await expect(list.getByRole('row', { name: /Papamoa/ }).first()).toBeVisible(SERVER_TIMEOUT);

  await page.getByRole('link', { name: 'Add zone' }).click();
  await expect(page).toHaveURL(/\/admin\/delivery-zones\/new$/);
  const name = `Ōmokoroa ${String(Date.now())}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Postcodes', { exact: true }).fill('3172, 3118');
  await page.getByLabel('Suburbs', { exact: true }).fill('Ōmokoroa\nPahoia');
  await page.getByLabel('Delivery fee').fill('seven');
  await page.getByLabel('Free delivery from').fill('');
  await page.getByLabel('Minimum order').fill('25');
  await page.getByRole('button', { name: 'Add zone' }).click();
  // The browser checks the amount with the server's schema before anything is sent.
  await expect(page.getByLabel('Delivery fee')).toHaveAccessibleDescription(
    'Enter an amount in whole cents',
  );
  await page.getByLabel('Delivery fee').fill('7.5');
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByLabel('Postcodes', { exact: true })).toHaveAccessibleDescription(
    /Postcode 3118 is already in Papamoa, another active zone$/,
    SERVER_TIMEOUT,
  );
  await page.getByLabel('Postcodes', { exact: true }).fill('3172');
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page).toHaveURL(/\/admin\/delivery-zones$/, SERVER_TIMEOUT);
  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$7.50');
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('3172, Ōmokoroa, Pahoia');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByLabel('Delivery fee')).toHaveValue('7.50');
  await page.getByLabel('Delivery fee').fill('9');
  await page.getByLabel('Free delivery from').fill('80');
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zone saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByRole('link', { name: 'Back to delivery zones' }).click();
  await expect(row).toContainText('$9.00', SERVER_TIMEOUT);
  await expect(row).toContainText('$80.00');
});

test('deactivating a zone with a booked order lists the order and asks again', async ({
  staffPage: page,
  request,
}) => {
  const booked = await zoneWithBooking(request, { name: 'Warning Bay', postcode: '3173' });
  await page.goto(`/admin/delivery-zones/${booked.zoneId}/edit`);
  await expect(page.getByRole('heading', { name: 'Warning Bay', level: 1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByRole('button', { name: 'Deactivate zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Warning Bay?' });
  await dialog.getByRole('button', { name: 'Deactivate zone' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    '1 order is booked in Warning Bay from today on.',
    SERVER_TIMEOUT,
  );
  const link = dialog
    .getByRole('list', { name: 'Orders booked in Warning Bay' })
    .getByRole('link', { name: booked.orderNumber });
  await expect(link).toHaveAttribute('href', `/admin/orders/${booked.orderId}`);
  await expectNoAxeViolations(page);
  // Still active until staff confirm.
  const options = async () =>
    (await (await request.get(`/api/delivery/options?postcode=${booked.postcode}`)).json()) as {
      zone: { id: string } | null;
    };
  expect((await options()).zone).toMatchObject({ id: booked.zoneId });

  await dialog.getByRole('button', { name: 'Deactivate anyway' }).click();
  await expect(page.getByText('Inactive: shoppers cannot choose this zone.')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();
  // The checkout follows at once: the postcode is no longer delivered to.
  await expect.poll(async () => (await options()).zone, SERVER_TIMEOUT).toBeNull();
});

test('going from one zone’s edit form to another’s, as the Back button does, shows the second zone', async ({
  adminPage: page,
}) => {
  await openScreen(page, '/admin/delivery-zones/papamoa/edit');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Papamoa');
  // The same screen at another address starts afresh: it once kept Papamoa's form.
  await moveToScreen(page, '/admin/delivery-zones/tauranga/edit');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Tauranga');
});
