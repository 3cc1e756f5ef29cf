import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

/** How far the page scrolls sideways: 0 when nothing sticks out. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const nzToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

/** Shows the orders whose customer names carry `tag`, through the navigation as staff do. */
async function showOrders(page: Page, tag: string, count: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const group = nav.getByRole('button', { name: /^Orders/ });
  // Below 1024 px the links sit in groups that open first.
  if (await group.isVisible()) await group.click();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search').fill(tag);
  await page.getByRole('button', { name: 'Show orders' }).click();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(count + 1, SERVER_TIMEOUT);
}

async function tick(page: Page, orders: PlacedOrder[]): Promise<void> {
  for (const order of orders) await page.getByLabel(`Tick ${order.number}`).check();
}

const row = (page: Page, order: PlacedOrder) =>
  page.getByRole('row', { name: new RegExp(order.number) });

test('staff mark transfers paid with the day received, then delivered, in bulk; refusals say why', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = `Bulkpay ${randomUUID().slice(0, 6)}`;
  const first = await placePapamoaOrder(request, { name: `${tag} One` });
  const second = await placePapamoaOrder(request, { name: `${tag} Two` });
  const paid = await placePapamoaOrder(request, { name: `${tag} Three` });
  const answer = await request.post(`/api/admin/orders/${paid.id}/status`, {
    headers: {
      authorization: `Bearer ${await ownerToken(request)}`,
      origin: new URL(page.url()).origin,
    },
    data: { status: 'paid', receivedOn: nzToday() },
  });
  expect(answer.ok()).toBe(true);

  await showOrders(page, tag, 3);
  await tick(page, [first, second, paid]);
  const ticked = page.getByRole('region', { name: 'Ticked orders' });
  await expect(ticked).toContainText('3 ticked');
  await ticked.getByRole('button', { name: 'Mark paid' }).click();
  const form = ticked.getByRole('form', { name: 'Mark ticked orders paid' });
  const day = form.getByLabel('Day the transfers reached the account');
  await expect(day).toHaveValue(nzToday());
  await expect(day).toHaveAttribute('max', nzToday());
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Confirm 3 paid' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${paid.number}: It is already paid.`,
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('status').filter({ hasText: '2 marked paid' })).toBeVisible();
  await expect(row(page, first).getByText('Paid', { exact: true })).toBeVisible(SERVER_TIMEOUT);
  await expect(row(page, second).getByText('Paid', { exact: true })).toBeVisible();

  for (const step of ['Mark packed', 'Mark out for delivery']) {
    await tick(page, [first, second]);
    await page
      .getByRole('region', { name: 'Ticked orders' })
      .getByRole('button', { name: step })
      .click();
    await expect(page.getByRole('region', { name: 'Ticked orders' })).toHaveCount(
      0,
      SERVER_TIMEOUT,
    );
  }
  await tick(page, [first, second, paid]);
  await ticked.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${paid.number}: It is paid, not out for delivery yet.`,
    SERVER_TIMEOUT,
  );
  await expect(row(page, first).getByText('Delivered', { exact: true })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(row(page, second).getByText('Delivered', { exact: true })).toBeVisible();

  await tick(page, [paid]);
  await ticked.getByRole('button', { name: 'Mark collected' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${paid.number}: It is a delivery order, not a pickup: mark it delivered.`,
    SERVER_TIMEOUT,
  );

  // The order's own timeline names the day the money arrived.
  await row(page, first).getByRole('link', { name: first.number }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    `Transfer received on ${nzToday()}`,
    SERVER_TIMEOUT,
  );
});

test('the bulk bar and its paid form fit a tablet at 820 px, with no axe violations', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const tag = `Bulktab ${randomUUID().slice(0, 6)}`;
  const first = await placePapamoaOrder(request, { name: `${tag} One` });
  await showOrders(page, tag, 1);
  await tick(page, [first]);
  const ticked = page.getByRole('region', { name: 'Ticked orders' });
  await ticked.getByRole('button', { name: 'Mark paid' }).click();
  await expect(ticked.getByRole('form', { name: 'Mark ticked orders paid' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await ticked.getByRole('button', { name: 'Confirm 1 paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 marked paid' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  expect(await sidewaysScroll(page)).toBe(0);
});

test('an admin turns a shopper email off and on again in Settings', async ({ adminPage: page }) => {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const delivered = page.getByLabel('Email the shopper when their order is delivered');
  await expect(delivered).toBeChecked(SERVER_TIMEOUT);
  await expect(
    page.getByLabel('Email the shopper when their order is out for delivery'),
  ).toBeChecked();
  await expect(
    page.getByLabel('Email the shopper when their pickup order is packed and ready to collect'),
  ).toBeChecked();
  await expectNoAxeViolations(page);

  await delivered.uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.reload();
  const reloaded = page.getByLabel('Email the shopper when their order is delivered');
  await expect(reloaded).not.toBeChecked(SERVER_TIMEOUT);
  await reloaded.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.reload();
  await expect(page.getByLabel('Email the shopper when their order is delivered')).toBeChecked(
    SERVER_TIMEOUT,
  );
});
