// A line refunded with its packs put back into stock is not packed: after staff refund it on the
// order page, the packing slip and the shopper's confirmation show it as refunded (the slip
// counts only what is packed), and the prep list and the four-week forecast no longer count it,
// at 820 and 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { dayWithYear } from '../../src/features/admin/dispatch/labels.ts';
import { ownerHeaders } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const WIDTHS = [
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];
/** A meal no other browser test orders, so the day's sums of it move only with this order. */
const THAI = { id: 'thai-green-curry', name: 'Thai Green Curry' };
const BEEF = { id: 'beef-bolognese', name: 'Beef Bolognese' };

interface Packs {
  prep: number;
  forecast: number;
}

/** The day's packs of the Thai curry on the prep list and in the forecast, through the API. */
async function thaiPacks(
  request: APIRequestContext,
  headers: Record<string, string>,
  date: string,
): Promise<Packs> {
  const prep = (await (
    await request.get(`/api/admin/prep-list?date=${date}`, { headers })
  ).json()) as { meals: { productId: string; packs: number }[] };
  const forecast = (await (
    await request.get('/api/admin/standing-orders/forecast', { headers })
  ).json()) as { days: { date: string; meals: { productId: string; ordered: number }[] }[] };
  const day = forecast.days.find((found) => found.date === date);
  return {
    prep: prep.meals.find((meal) => meal.productId === THAI.id)?.packs ?? 0,
    forecast: day?.meals.find((meal) => meal.productId === THAI.id)?.ordered ?? 0,
  };
}

/** No sideways scroll and no axe violations at each width. */
async function checkWidths(page: Page): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${String(size.width)} px`).toBe(0);
    await expectNoAxeViolations(page);
  }
}

test('a line refunded back into stock leaves the packing slip, the prep list and the forecast', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const headers = await ownerHeaders(request, baseURL ?? '');
  const order = await placePapamoaOrder(request, {
    name: `Pita Packed ${String(Date.now())}`,
    items: [
      { productId: BEEF.id, quantity: 2 },
      { productId: THAI.id, quantity: 3 },
    ],
  });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers,
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.status()).toBe(200);
  const before = await thaiPacks(request, headers, order.date);
  expect(before.prep).toBeGreaterThanOrEqual(3);

  // Staff refund the three Thai packs and put them back into stock.
  await page.setViewportSize(WIDTHS[1] ?? { width: 1440, height: 900 });
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Refund', exact: true })
    .click();
  const form = page.getByRole('form', { name: 'Refund items' });
  await form.getByLabel(new RegExp(THAI.name)).fill('3');
  await form.getByLabel('Put the packs back into stock').check();
  await form.getByRole('button', { name: 'Refund items' }).click();
  const confirm = page.getByRole('dialog', { name: /^Record a refund of/ });
  await expect(confirm).toContainText('3 packs go back into stock');
  await confirm.getByRole('button', { name: 'Record refund' }).click();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText(/^Refund of \$/),
  ).toBeVisible(SERVER_TIMEOUT);

  // The packing slip: the Thai line is struck through as refunded; only the beef is packed.
  await page.goto(`/admin/orders/${order.id}/slip`);
  const slip = page.getByRole('article', { name: order.number });
  await expect(slip).toBeVisible(SERVER_TIMEOUT);
  const thaiRow = slip.getByRole('row', { name: new RegExp(THAI.name) });
  await expect(thaiRow).toContainText('Refunded');
  await expect(thaiRow.locator('s')).toHaveText(THAI.name);
  await expect(slip.getByRole('row', { name: /Packs in all/ })).toContainText('2 packs');
  await checkWidths(page);

  // The shopper's confirmation page shows the line as refunded, not as coming.
  await page.goto(`/order-confirmation?order=${order.id}&token=${order.accessToken}`);
  const items = page.getByRole('region', { name: 'Your order' });
  await expect(items.getByRole('listitem').filter({ hasText: THAI.name })).toContainText(
    'Refunded',
    SERVER_TIMEOUT,
  );
  await expect(items.locator('s')).toContainText(THAI.name);
  await checkWidths(page);

  // The prep list of the day counts three Thai packs fewer (none left: no row).
  const after = await thaiPacks(request, headers, order.date);
  expect(after).toEqual({ prep: before.prep - 3, forecast: before.forecast - 3 });
  await page.goto(`/admin/orders/prep-list?date=${order.date}`);
  const day = page.getByRole('table', { name: /^Packs per meal, \w{3} \d+ \w{3} \d{4}$/ });
  await expect(day.getByRole('row', { name: new RegExp(BEEF.name) })).toBeVisible(SERVER_TIMEOUT);
  const prepRow = day.getByRole('row', { name: new RegExp(THAI.name) });
  if (after.prep === 0) await expect(prepRow).toHaveCount(0);
  else await expect(prepRow).toContainText(String(after.prep));
  await checkWidths(page);

  // The forecast: the day's Thai cell no longer holds the refunded packs.
  await page.goto('/admin/standing-orders/forecast');
  const table = page.getByRole('table', { name: /Packs of each meal per delivery day/ });
  await expect(table).toBeVisible(SERVER_TIMEOUT);
  const headings = await table.getByRole('columnheader').allTextContents();
  const column = headings.indexOf(THAI.name);
  if (after.forecast === 0 && column === -1) {
    await expect(table.getByRole('columnheader', { name: THAI.name })).toHaveCount(0);
  } else {
    const dayRow = table.getByRole('row', { name: new RegExp(dayWithYear(order.date)) });
    const cell = dayRow.locator('th, td').nth(column);
    await expect(cell).toContainText(after.forecast === 0 ? '–' : String(after.forecast));
  }
  await checkWidths(page);
});
