// Standing orders for staff (issue 25, item 6): the list and its search, one standing order's
// page with pause and cancel (each confirmed, with a reason), the four-week forecast with its
// CSV, and the prep list's standing-order part. Standing orders are started as a shopper starts
// them: an order placed through POST /api/orders with `standing`.
import { readFile } from 'node:fs/promises';
import { dayWithYear } from '../../src/features/admin/dispatch/labels.ts';
import { measurePage, openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/so-staff-shots';

/** A standing order started with its first order, every `everyWeeks` weeks from that day. */
function startStanding(
  request: Parameters<typeof placePapamoaOrder>[0],
  name: string,
  email: string,
  everyWeeks: 1 | 2 | 4,
  dayIndex?: number,
): Promise<PlacedOrder> {
  return placePapamoaOrder(request, {
    name,
    email,
    ...(dayIndex === undefined ? {} : { dayIndex }),
    items: [
      { productId: 'beef-bolognese', quantity: 2 },
      { productId: 'super-veg-sauce', quantity: 1 },
    ],
    extra: { standing: { everyWeeks, whenUnavailable: 'next_slot' } },
  });
}

/** Checks the page at 820 px (no sideways scroll, axe's layout rules), shoots three widths. */
async function checkWidths(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${shot}-1440.png`, fullPage: true });
  await page.setViewportSize(TABLET);
  expect((await measurePage(page)).scrollWidth).toBeLessThanOrEqual(TABLET.width);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await page.screenshot({ path: `${SHOTS}/${shot}-820.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

test('staff find standing orders, pause one until a date and cancel another, each confirmed', async ({
  adminPage: page,
  staffPage,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const stamp = String(Date.now());
  const weekly = await startStanding(
    request,
    `Sam Standing ${stamp}`,
    `sam-${stamp}@example.nz`,
    1,
  );
  await startStanding(request, `Pita Standing ${stamp}`, `pita-${stamp}@example.nz`, 2);

  // From the orders, by the navigation, as staff go.
  await openScreen(page, '/admin/orders');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Standing orders' })
    .click();
  await expect(page).toHaveURL(/\/admin\/standing-orders$/);
  await expect(page.getByText(/standing orders? found|No standing orders match/)).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByLabel('Search').fill(stamp);
  await page.getByRole('button', { name: 'Show standing orders' }).click();
  await expect(page.getByText('2 standing orders found')).toBeVisible(SERVER_TIMEOUT);
  const samRow = page.getByRole('row', { name: new RegExp(`Sam Standing ${stamp}`) });
  await expect(samRow).toContainText('Active');
  await expect(samRow).toContainText('every week');
  await expect(samRow.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(samRow).toContainText('$');
  await expect(page.getByRole('row', { name: /Pita Standing/ })).toContainText('every 2 weeks');
  await page.getByLabel('Search').fill(`pita-${stamp}@`);
  await page.getByRole('button', { name: 'Show standing orders' }).click();
  await expect(page.getByText('1 standing order found')).toBeVisible(SERVER_TIMEOUT);
  await page.getByLabel('Search').fill(stamp);
  await page.getByRole('button', { name: 'Show standing orders' }).click();
  await expect(page.getByText('2 standing orders found')).toBeVisible(SERVER_TIMEOUT);
  await checkWidths(page, 'list');

  // Pause Sam's until a date, with a reason; a pause without one is refused in the dialog.
  await page.getByRole('link', { name: `Sam Standing ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/standing-orders/${weekly.id}$`));
  await expect(page.getByRole('heading', { name: 'Upcoming deliveries' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('link', { name: 'its first order' })).toHaveAttribute(
    'href',
    `/admin/orders/${weekly.id}`,
  );
  await checkWidths(page, 'detail');
  await page.getByRole('button', { name: 'Pause…' }).click();
  const pause = page.getByRole('dialog', { name: /Pause Sam Standing/ });
  await pause.getByRole('button', { name: 'Pause standing order' }).click();
  await expect(pause.getByText(/Say why/)).toBeVisible(SERVER_TIMEOUT);
  await page.screenshot({ path: `${SHOTS}/pause-dialog-1440.png` });
  const until = new Date(Date.parse(`${weekly.date}T00:00:00Z`) + 21 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await pause.getByLabel('Resume on (optional)').fill(until);
  await pause.getByLabel(/Reason/).fill('Away on holiday, asked by phone');
  await pause.getByRole('button', { name: 'Pause standing order' }).click();
  await expect(pause).toBeHidden(SERVER_TIMEOUT);
  await expect(page.getByRole('status')).toContainText('Paused until');
  await expect(page.getByText(/^Paused until /).first()).toBeVisible();

  // Staff may pause but not cancel: the button is off and says why.
  await staffPage.goto(`/admin/standing-orders/${weekly.id}`);
  await expect(staffPage.getByRole('button', { name: 'Cancel standing order…' })).toBeDisabled(
    SERVER_TIMEOUT,
  );
  await expect(staffPage.getByText('Only admins may cancel a standing order.')).toBeVisible();

  // Cancel Pita's, confirmed with a reason; backing out of the dialog changes nothing.
  await page.goto(`/admin/standing-orders?q=pita-${stamp}`);
  await page.getByRole('link', { name: `Pita Standing ${stamp}` }).click();
  const pitaPath = new URL(page.url()).pathname;
  // A packer has the same page open from before the cancel.
  await staffPage.goto(pitaPath);
  await expect(staffPage.getByRole('button', { name: 'Pause…' })).toBeVisible(SERVER_TIMEOUT);
  await page.getByRole('button', { name: 'Cancel standing order…' }).click();
  const cancel = page.getByRole('dialog', { name: /Cancel Pita Standing/ });
  await cancel.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(cancel).toBeHidden();
  await page.getByRole('button', { name: 'Cancel standing order…' }).click();
  await cancel.getByLabel(/Reason/).fill('Moving to Wellington');
  await cancel.getByRole('button', { name: 'Cancel standing order' }).click();
  await expect(cancel).toBeHidden(SERVER_TIMEOUT);
  await expect(page.getByText('Cancelled: nothing more will be sent or charged.')).toBeVisible();
  await expect(page.getByText(/Moving to Wellington/)).toBeVisible();

  // The packer's page was from before: their pause is refused, saying why.
  await staffPage.getByRole('button', { name: 'Pause…' }).click();
  const stale = staffPage.getByRole('dialog', { name: /Pause Pita Standing/ });
  await stale.getByLabel(/Reason/).fill('Asked to skip Christmas');
  await stale.getByRole('button', { name: 'Pause standing order' }).click();
  await expect(stale.getByRole('alert')).toHaveText(
    'This standing order is already cancelled; nothing more is sent.',
    SERVER_TIMEOUT,
  );

  // The list shows both changes.
  await page.goto(`/admin/standing-orders?q=${stamp}`);
  await expect(page.getByRole('row', { name: /Pita Standing/ })).toContainText(
    'Cancelled',
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('row', { name: /Sam Standing/ })).toContainText('Paused until');
});

test('the forecast adds standing orders to orders placed, prints and downloads as CSV', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const stamp = String(Date.now());
  const first = await startStanding(
    request,
    `Rua Forecast ${stamp}`,
    `rua-${stamp}@example.nz`,
    1,
    0,
  );
  const next = new Date(Date.parse(`${first.date}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  await page.goto('/admin/standing-orders');
  await page.getByRole('link', { name: 'Four-week forecast' }).click();
  await expect(page.getByRole('heading', { name: 'Four-week forecast', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /Packs of each meal per delivery day/ });
  await expect(table).toBeVisible(SERVER_TIMEOUT);
  await expect(table.getByRole('columnheader', { name: 'Beef Bolognese' })).toBeVisible();
  // The first order's day counts it as ordered; the next week's delivery is from standing orders
  // (this one and any other spec's on the same shared store).
  const nextRow = table.getByRole('row', { name: new RegExp(dayWithYear(next)) });
  await expect(nextRow).toContainText(/\d+ ordered, [1-9]\d* standing/);
  await expect(page.getByRole('button', { name: 'Print forecast' })).toBeVisible();
  await checkWidths(page, 'forecast');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Date,Meal,Ordered packs,Standing order packs,Total packs');
  expect(csv).toMatch(new RegExp(`${next},Beef Bolognese,\\d+,[1-9]\\d*,\\d+`));

  // The prep list of the next delivery day shows what standing orders will add, marked apart.
  await page.goto(`/admin/orders/prep-list?date=${next}`);
  const standing = page.getByRole('region', { name: 'From standing orders, not yet ordered' });
  await expect(standing).toBeVisible(SERVER_TIMEOUT);
  await expect(standing.getByRole('row', { name: /Beef Bolognese/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/prep-list-1440.png`, fullPage: true });
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Active standing orders')).toBeVisible(SERVER_TIMEOUT);
  await page.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true });
});
