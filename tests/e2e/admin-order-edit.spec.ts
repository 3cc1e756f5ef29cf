import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { measurePage, ownerHeaders } from './fixtures/admin-screens.ts';
import { stockUp } from './fixtures/admin.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
/** A meal the other browser tests leave alone in their stock counts. */
const ADDED = { id: 'pumpkin-kumara-sauce', name: 'Pumpkin & Kumara Sauce' };
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A bank-transfer order of `packs` Beef Bolognese, marked paid by the owner. */
async function paidOrder(
  request: APIRequestContext,
  baseURL: string,
  packs: number,
): Promise<PlacedOrder> {
  const name = `Mere Edit ${String(Date.now()).slice(-6)}`;
  const order = await placePapamoaOrder(request, {
    name,
    items: [{ productId: 'beef-bolognese', quantity: packs }],
  });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: await ownerHeaders(request, baseURL),
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}

async function openEdit(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByRole('link', { name: 'Edit order' }).click();
  await expect(page.getByRole('heading', { name: `Edit order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

test('staff add packs and a meal and change the phone: the order, its timeline and the amount due follow', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  await stockUp(request, ADDED.id);
  const order = await paidOrder(request, baseURL ?? '', 2);
  await page.setViewportSize(WIDE);
  await openEdit(page, order);
  await expectNoAxeViolations(page);

  await page.getByLabel('Packs of Beef Bolognese').fill('3');
  await page.getByLabel('Add a meal').selectOption({ value: ADDED.id });
  await page.getByLabel('Packs to add').fill('1');
  await page.getByRole('button', { name: 'Add meal' }).click();
  await expect(page.getByLabel(`Packs of ${ADDED.name}`)).toHaveValue('1');
  await page.getByLabel('Phone').fill('022 555 1234');
  await shoot(page, 'edit-1440');
  await expectNoAxeViolations(page);

  await page.setViewportSize(TABLET);
  expect((await measurePage(page)).scrollWidth).toBeLessThanOrEqual(TABLET.width);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await shoot(page, 'edit-820');
  await page.setViewportSize(PHONE);
  await shoot(page, 'edit-390');
  await page.setViewportSize(WIDE);

  // The browser checks with the checkout's rules before sending.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('orders-e2e@example.co.nz');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(timeline(page).getByText('2 × Beef Bolognese → 3')).toBeVisible();
  await expect(timeline(page).getByText(`Added 1 × ${ADDED.name}`)).toBeVisible();
  await expect(timeline(page).getByText(/Phone changed: .* → 022 555 1234/)).toBeVisible();
  await expect(page.getByText(/Still due: \$/)).toBeVisible();
  await shoot(page, 'order-after-edit-1440');
  await expectNoAxeViolations(page);
});

test('an order that now costs less offers to refund the over-payment, with that amount', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const order = await paidOrder(request, baseURL ?? '', 3);
  await page.setViewportSize(WIDE);
  await openEdit(page, order);
  await page.getByLabel('Packs of Beef Bolognese').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(timeline(page).getByText('3 × Beef Bolognese → 2')).toBeVisible();
  const notice = page.getByText(/Over-paid: \$16\.90/);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Refund $16.90' }).click();
  const form = page.getByRole('form', { name: 'Refund' });
  await expect(form.getByLabel('Amount (NZ$)')).toHaveValue('16.90');
  await shoot(page, 'refund-overpaid-1440');
  await page.setViewportSize(TABLET);
  expect((await measurePage(page)).scrollWidth).toBeLessThanOrEqual(TABLET.width);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await shoot(page, 'refund-overpaid-820');
  await form.getByRole('button', { name: 'Refund' }).click();
  // Neither the notice nor the Payment panel's line shows an over-payment once it is refunded.
  await expect(notice).toBeHidden(SERVER_TIMEOUT);
  await expect(page.getByText('Over-paid', { exact: true })).toBeHidden();
  await expect(timeline(page).getByText('Refund of $16.90 by bank transfer')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('a packed order has no edit link, and its edit address says why', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  const order = await paidOrder(request, baseURL ?? '', 2);
  const packed = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: await ownerHeaders(request, baseURL ?? ''),
    data: { status: 'packed' },
  });
  expect(packed.ok()).toBe(true);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('link', { name: 'Edit order' })).toBeHidden();
  await page.goto(`/admin/orders/${order.id}/edit`);
  await expect(
    page.getByText('This order has been packed, so it can no longer be edited.'),
  ).toBeVisible(SERVER_TIMEOUT);
});

test('an edit that changes an unpaid order’s total emails the shopper the new amount and reference', async ({
  staffPage: page,
  request,
}) => {
  const email = `amount-due-${String(Date.now()).slice(-8)}@example.co.nz`;
  const order = await placePapamoaOrder(request, {
    name: `Mere Due ${String(Date.now()).slice(-6)}`,
    email,
    items: [{ productId: 'beef-bolognese', quantity: 2 }],
  });
  await page.setViewportSize(WIDE);
  await openEdit(page, order);
  await page.getByLabel('Packs of Beef Bolognese').fill('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(timeline(page).getByText('2 × Beef Bolognese → 3')).toBeVisible();
  await expect(timeline(page).getByText(/Email: New amount to pay/)).toBeVisible();
  await expect
    .poll(async () => (await keptEmailsTo(email)).map((mail) => mail.subject), SERVER_TIMEOUT)
    .toContainEqual(
      expect.stringMatching(new RegExp(`${order.number} has changed: \\$[\\d.]+ to pay`)),
    );
  const mail = (await keptEmailsTo(email)).find((one) => one.subject.includes('has changed'));
  // The reference is the order number (with the account's details once the shop set them).
  expect(mail?.text).toMatch(
    new RegExp(`Reference: ${order.number}|${order.number} as the reference`),
  );
  expect(
    (await keptEmailsTo(email)).filter((one) => one.subject.includes('has changed')),
  ).toHaveLength(1);
});
