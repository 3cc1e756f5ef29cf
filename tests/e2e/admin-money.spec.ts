import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

// Issue 22, "money adds up", on a tablet at the packing bench (820 px wide): the dashboard's next
// deliveries are links to their orders, the orders screen exports line items beside the orders
// CSV, and a slip and a receipt print the discount so their lines add up to the total.

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });
test.use({ viewport: { width: 820, height: 1180 } });

/** Three packs of Beef Bolognese ($50.70) with WELCOME10 (10% off), in the first open slot. */
const placeDiscountedOrder = (request: APIRequestContext, name: string) =>
  placePapamoaOrder(request, {
    name,
    email: 'money-e2e@example.co.nz',
    phone: '027 444 9876',
    line1: '7 Dunlop Rd',
    items: [{ productId: 'beef-bolognese', quantity: 3 }],
    promoCode: 'WELCOME10',
  });

/** How far the page scrolls sideways: 0 when nothing sticks out. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the dashboard’s next deliveries are links to their orders, soonest first', async ({
  adminPage: page,
}) => {
  await placeDiscountedOrder(page.request, `Next Delivery ${String(Date.now())}`);
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Next deliveries' });
  const links = panel.getByRole('link');
  await expect(links.first()).toBeVisible(SERVER_TIMEOUT);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(links.first()).toContainText(/CK-\d+/);
  await expect(page.getByText('Orders today', { exact: true })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);

  const [first] = hrefs;
  const number = /CK-\d+/.exec((await links.first().textContent()) ?? '')?.[0] ?? '-';
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${first ?? '-'}$`));
  await expect(page.getByText(number).first()).toBeVisible(SERVER_TIMEOUT);
});

test('orders export line items; a slip and a receipt print the discount and add up', async ({
  adminPage: page,
}) => {
  const name = `Money Adds ${String(Date.now())}`;
  const order = await placeDiscountedOrder(page.request, name);
  await page.goto('/admin/orders');
  const lineItems = page.getByRole('button', { name: 'Export line items' });
  await expect(lineItems).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  const download = page.waitForEvent('download');
  await lineItems.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^order-lines-\d{4}-\d\d-\d\d\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('Order,Placed date,Status,Product id,Product,Packs,Unit price,Line total');
  expect(text).toMatch(new RegExp(`${order.number},[^\\r\\n]*,beef-bolognese,Beef Bolognese,3,`));
  expect(text).not.toContain('Subtotal');

  // $50.70 − $5.07 = $45.63, delivery free over the threshold or its fee shown: it adds up.
  await page.goto(`/admin/orders/slips?ids=${order.id}`);
  const slip = page.getByRole('article', { name: order.number });
  await expect(slip).toContainText('Subtotal$50.70', SERVER_TIMEOUT);
  await expect(slip).toContainText('Discount (WELCOME10)−$5.07');
  await expect(slip).toContainText(/Delivery(Free|\$\d+\.\d\d)Total\$\d+\.\d\d/);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/orders/${order.id}/receipt`);
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText('Discount (WELCOME10)−$5.07', SERVER_TIMEOUT);
  await expect(receipt).toContainText(/Total \(GST inclusive\)\$\d+\.\d\d/);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
});
