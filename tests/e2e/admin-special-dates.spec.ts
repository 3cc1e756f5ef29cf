import { dayLabel } from '../../src/lib/delivery/labels.ts';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { zoneWithBooking } from './fixtures/delivery.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('staff close a public holiday with one action and open it again', async ({
  staffPage: page,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Special dates' })
    .click();
  await expect(page).toHaveURL(/\/admin\/special-dates$/);
  await expect(page.getByText(/were closed when the shop was set up/)).toBeVisible();
  const holidays = page.getByRole('table', { name: 'Public holidays' });
  await expect(holidays.getByRole('row', { name: /Christmas Day/ }).first()).toContainText(
    'Closed',
    SERVER_TIMEOUT,
  );
  await expect(holidays.getByRole('row', { name: /Auckland Anniversary Day/ })).toHaveCount(2);

  // The last one, two years out: no other test books that far ahead.
  const close = holidays.getByRole('button', { name: /^Close / }).last();
  const date = /(\d{4}-\d{2}-\d{2})$/.exec((await close.textContent()) ?? '')?.[1];
  if (!date) throw new Error('no open holiday to close');
  const row = holidays.getByRole('row', { name: new RegExp(date) });
  await expect(row).toContainText('Open');
  // Toasts sit at the bottom right over the last row's button, and hide by themselves in 5 s.
  await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
  await close.click();
  // The toast first: it hides after 5 s, and the row waits for the list to be read again.
  await expect(page.getByRole('status').filter({ hasText: 'Holiday closed' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(row.getByRole('button', { name: /^Open / })).toBeVisible(SERVER_TIMEOUT);
  await expect(row).toContainText('Closed');
  // It is a closed day like any other, listed with its note.
  await expect(
    page.getByRole('table', { name: 'Closed and extra days' }).getByRole('row', {
      name: new RegExp(dayLabel(date)),
    }),
  ).toContainText('Closed: whole shop');

  await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Holiday opened' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(row.getByRole('button', { name: /^Close / })).toBeVisible(SERVER_TIMEOUT);
});

test('staff close a booked day for one zone with a note, after seeing its orders', async ({
  staffPage: page,
  request,
}) => {
  const booked = await zoneWithBooking(request, { name: 'Closing Bay', postcode: '3174' });
  await page.goto('/admin/special-dates');
  await page.getByRole('link', { name: 'Add a closed or extra day' }).click();
  await expect(page).toHaveURL(/\/admin\/special-dates\/new$/);
  await page.getByLabel('Date').fill(booked.date);
  await page.getByLabel('Closed: no deliveries or pickups').check();
  await page.getByLabel('Only the zones I choose').check();
  await page.getByLabel('Closing Bay').check();
  await page.getByLabel('Note').fill('Van in for service');
  await page.getByRole('button', { name: 'Save day' }).click();

  const dialog = page.getByRole('dialog', { name: 'Orders are booked on this day' });
  await expect(dialog.getByRole('alert')).toContainText('1 order is booked on', SERVER_TIMEOUT);
  await expect(dialog.getByRole('link', { name: booked.orderNumber })).toHaveAttribute(
    'href',
    `/admin/orders/${booked.orderId}`,
  );
  // Issue 24: orders can be moved now; the dialog offers it beside contacting the customer.
  await expect(dialog).toContainText('Move them to another day');
  await expect(dialog.getByRole('group', { name: 'Move these orders' })).toBeVisible();
  await expect(dialog).toContainText('contact the customer');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close anyway' }).click();

  await expect(page).toHaveURL(/\/admin\/special-dates$/, SERVER_TIMEOUT);
  const row = page
    .getByRole('table', { name: 'Closed and extra days' })
    .getByRole('row', { name: new RegExp(dayLabel(booked.date)) });
  await expect(row).toContainText('Closed: Closing Bay', SERVER_TIMEOUT);
  await expect(row).toContainText('Van in for service');

  await row.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete / });
  await expect(confirm).toContainText('follows the weekly slots again');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0, SERVER_TIMEOUT);
});
