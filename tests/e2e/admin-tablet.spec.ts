import { dayWithYear } from '../../src/features/admin/dispatch/labels.ts';
import { measurePage, openScreen, ownerHeaders, placeDelivery } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 300_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** A tablet at the packing bench, upright. */
const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

test('the orders list keeps number, name, slot, total, payment and status in view at 820 px', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeDelivery(request, { name: `Bench View ${String(Date.now())}` });
  await openScreen(page, `/admin/orders?q=${order.number}`);
  const table = page.getByRole('table', { name: 'Orders' });
  for (const heading of ['Order', 'Customer', 'Delivery or pickup', 'Total', 'Payment', 'Status']) {
    const box = await table.getByRole('columnheader', { name: heading, exact: true }).boundingBox();
    expect(box, heading).not.toBeNull();
    expect(box && box.x + box.width, heading).toBeLessThanOrEqual(TABLET.width);
  }
  const row = table.getByRole('row', { name: new RegExp(order.number) });
  for (const text of [order.number, 'Bench View', '$', 'Bank transfer', 'Awaiting payment']) {
    const box = await row.getByText(text).first().boundingBox();
    expect(box && box.x + box.width, text).toBeLessThanOrEqual(TABLET.width);
  }
});

test('an order’s actions are at the top of its page at 820 px, before its items', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeDelivery(request, { name: `Bench Actions ${String(Date.now())}` });
  await openScreen(page, `/admin/orders/${order.id}`);
  const actions = await page.getByRole('heading', { name: 'Actions' }).boundingBox();
  const items = await page.getByRole('heading', { name: 'Items' }).boundingBox();
  expect(actions?.y).toBeLessThan(TABLET.height / 2);
  expect(actions?.y).toBeLessThan(items?.y ?? 0);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeInViewport();
});

test('the delivery slots page shows a week at a time in a page of modest height', async ({
  adminPage: page,
}) => {
  await openScreen(page, '/admin/delivery-slots');
  const week = page.getByRole('table', { name: /^Delivery windows, / });
  await expect(week).toBeVisible(SERVER_TIMEOUT);
  // It was 9,073 px tall at 820 px and 7,553 px at 1440 px: every zone's template and 28 days.
  // Each zone adds its template line and its windows' rows of the week, and other tests add
  // zones (a clean run had nine: 2,661 px at 820 px), so the bound grows 120 px a zone past five.
  const zones = await page.getByText(/^(\d+ windows?:|No windows)/).count();
  expect(zones).toBeGreaterThan(0);
  const allowance = 120 * Math.max(0, zones - 5);
  expect((await measurePage(page)).scrollHeight).toBeLessThanOrEqual(2_500 + allowance);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await measurePage(page)).scrollHeight).toBeLessThanOrEqual(2_200 + allowance);

  const weeks = page.getByRole('navigation', { name: 'Weeks of the calendar' });
  for (const shown of [1, 2]) {
    const heading = weeks.getByText(new RegExp(`^Week ${String(shown)} of 4: `));
    const days = ((await heading.textContent()) ?? '').replace(/^Week \d of 4: /, '');
    await expect(week).toHaveAccessibleName(`Delivery windows, ${days}`);
    await expect(page.getByRole('table', { name: /^Delivery windows, / })).toHaveCount(1);
    if (shown === 1) await weeks.getByRole('button', { name: 'Next week' }).click();
  }

  // A zone's weekly windows fold to one line until opened.
  const papamoa = page.getByRole('table', { name: 'Weekly windows of Papamoa' });
  await expect(papamoa).toBeHidden();
  await page
    .getByText(/^\d+ windows?: /)
    .first()
    .click();
  await expect(page.getByRole('table', { name: /^Weekly windows of / }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the print views open on the next day with orders and say which day they show', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await placeDelivery(request, { name: `Bench Day ${String(Date.now())}` });
  const headers = await ownerHeaders(request, baseURL ?? '');
  const answer = await request.get('/api/admin/work-day', { headers });
  const workDay = (await answer.json()) as { date: string; from: string; orders: number };
  expect(workDay.orders).toBeGreaterThan(0);
  for (const path of [
    '/admin/orders/prep-list',
    '/admin/orders/run-sheet',
    '/admin/orders/slips',
  ]) {
    await openScreen(page, path);
    await expect(page.getByLabel('Delivery date')).toHaveValue(workDay.date);
    await expect(page.getByText(/^Showing /)).toContainText(dayWithYear(workDay.date));
    await expect(page).toHaveURL(new RegExp(`\\?date=${workDay.date}$`));
  }
  await expect(page.getByRole('article').first()).toBeVisible(SERVER_TIMEOUT);
  if (workDay.date !== workDay.from) {
    await expect(page.getByText(/^Showing /)).toContainText('the next day with orders');
    await page.getByRole('button', { name: 'Show today' }).click();
    await expect(page.getByLabel('Delivery date')).toHaveValue(workDay.from);
    await expect(page).toHaveURL(new RegExp(`date=${workDay.from}`));
    await page.getByRole('button', { name: /^Show the next day with orders/ }).click();
    await expect(page.getByLabel('Delivery date')).toHaveValue(workDay.date);
  }
  await expectNoAxeViolations(page);
});

test('the run sheet leaves off delivered stops and shows each stop’s staff notes', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const headers = await ownerHeaders(request, baseURL ?? '');
  const run = String(Date.now());
  const noted = await placeDelivery(request, { name: `Noted ${run}`, dayIndex: 3 });
  const done = await placeDelivery(request, { name: `Delivered ${run}`, dayIndex: 3 });
  expect(done.date).toBe(noted.date);
  const note = await request.post(`/api/admin/orders/${noted.id}/notes`, {
    headers,
    data: { text: `Dog at the gate ${run}, ring first` },
  });
  expect(note.status()).toBe(201);
  for (const status of ['paid', 'packed', 'out_for_delivery', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${done.id}/status`, {
      headers,
      data: {
        status,
        ...(status === 'paid' ? { receivedOn: new Date().toISOString().slice(0, 10) } : {}),
      },
    });
    expect(moved.ok(), status).toBe(true);
  }
  await openScreen(page, `/admin/orders/run-sheet?date=${noted.date}&zone=papamoa`);
  const stop = page.getByRole('row', { name: new RegExp(noted.number) });
  await expect(stop).toContainText(`Staff note: Dog at the gate ${run}, ring first`);
  await expect(page.getByRole('row', { name: new RegExp(done.number) })).toHaveCount(0);
  expect((await measurePage(page)).scrollWidth).toBeLessThanOrEqual(TABLET.width);
});
