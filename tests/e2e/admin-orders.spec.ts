import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { queuedTasksRun } from './fixtures/islands.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

/** Places an order through the shop's API for a Papamoa address; stock is left as it is. */
function placeOrder(
  request: APIRequestContext,
  options: {
    name: string;
    packs?: number;
    productId?: string;
    paymentMethod?: 'card' | 'bank_transfer';
  },
): Promise<PlacedOrder> {
  const { name, packs = 2, productId = 'beef-bolognese', paymentMethod } = options;
  return placePapamoaOrder(request, {
    name,
    items: [{ productId, quantity: packs }],
    restock: false,
    ...(paymentMethod ? { paymentMethod } : {}),
  });
}

/**
 * A meal no other browser test orders, so its stock moves only with this file's orders (tests
 * run in parallel against one shop).
 */
const QUIET_MEAL = 'butter-chicken';

/** The quiet meal's packs on hand, read from the answer of a delivery of one pack. */
async function onHandAfterOneMore(request: APIRequestContext, origin: string): Promise<number> {
  const answer = await request.post(`/api/admin/inventory/${QUIET_MEAL}/adjustments`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}`, origin },
    data: { reason: 'received', quantity: 1 },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { onHand: number }).onHand;
}

async function openOrder(page: Page, number: string): Promise<void> {
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Show orders' }).click();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2, SERVER_TIMEOUT);
  await table.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible(SERVER_TIMEOUT);
}

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

test('staff find an order by search and move it through every state to delivered', async ({
  staffPage: page,
  request,
}) => {
  const name = `Hine Search ${randomUUID().slice(0, 6)}`;
  const order = await placeOrder(request, { name });
  await openOrder(page, order.number);

  await actions(page).getByRole('button', { name: 'Mark paid' }).click();
  const paidForm = page.getByRole('form', { name: 'Mark paid' });
  await expect(paidForm.getByLabel('Day the transfer reached the account')).toHaveValue(/\d{4}-/);
  await paidForm.getByRole('button', { name: 'Confirm paid' }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible(SERVER_TIMEOUT);
  for (const step of ['Mark packed', 'Out for delivery', 'Mark delivered']) {
    await actions(page).getByRole('button', { name: step }).click();
    await expect(actions(page).getByRole('button', { name: step })).toBeHidden(SERVER_TIMEOUT);
  }
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await expect(timeline(page).getByText('Out for delivery → Delivered')).toBeVisible();
  await expect(timeline(page).getByText(/Transfer received on/)).toBeVisible();

  await page.getByLabel('Internal note').fill('Left with the neighbour at number 7');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline(page).getByText('Left with the neighbour at number 7')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(
    timeline(page)
      .getByText(/packer/)
      .first(),
  ).toBeVisible();

  // The list shows the new state.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page.getByLabel('Search').fill(order.number);
  await page.getByRole('button', { name: 'Show orders' }).click();
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(row.getByText('Delivered')).toBeVisible(SERVER_TIMEOUT);
  await expectNoAxeViolations(page);
});

test('an order changed meanwhile by someone else: the refusal is beside the actions, the page shows it as it is now', async ({
  staffPage: page,
  request,
}) => {
  const order = await placeOrder(request, { name: `Hine Meanwhile ${randomUUID().slice(0, 6)}` });
  await openOrder(page, order.number);
  await expect(actions(page).getByRole('button', { name: 'Mark paid' })).toBeVisible();
  // Another staff member marks it paid while this page still shows it awaiting payment.
  const elsewhere = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: {
      authorization: `Bearer ${await ownerToken(request)}`,
      origin: new URL(page.url()).origin,
    },
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(elsewhere.ok()).toBe(true);

  await actions(page).getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(actions(page).getByRole('alert')).toBeVisible(SERVER_TIMEOUT);
  // The fresh order the refusal carries replaces the one shown: it is paid now.
  await expect(actions(page).getByRole('button', { name: 'Mark packed' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  // Said once, beside the buttons, not again in an error toast (which waits one task).
  await queuedTasksRun(page);
  await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);

  // The next action clears the refusal and works.
  await actions(page).getByRole('button', { name: 'Mark packed' }).click();
  await expect(actions(page).getByRole('button', { name: 'Out for delivery' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(actions(page).getByRole('alert')).toHaveCount(0);
});

test('cancelling asks first, gives the stock back and is on the timeline', async ({
  staffPage: page,
  request,
}) => {
  const order = await placeOrder(request, {
    name: 'Wiremu Cancel',
    packs: 4,
    productId: QUIET_MEAL,
  });
  const origin = new URL(page.url()).origin;
  const before = await onHandAfterOneMore(request, origin);
  await openOrder(page, order.number);
  await actions(page).getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('form', { name: 'Cancel order' });
  await expect(confirm).toContainText('Its stock, slot and any promo use go back');
  await confirm.getByLabel(/Reason/).fill('Customer moving house');
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(timeline(page).getByText('Awaiting payment → Cancelled')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(timeline(page).getByText('Email: Cancellation notice')).toBeVisible();
  expect(await onHandAfterOneMore(request, origin)).toBe(before + 4 + 1);
});

// Refunds are for admins (and staff an admin allows: admin-permissions.spec.ts).
test('a card order is refunded in part, then in full, through the Stripe stand-in', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request, { name: 'Ana Card', paymentMethod: 'card' });
  const paid = await request.post(order.paymentUrl ?? '', { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await openOrder(page, order.number);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('cs_test_');

  await actions(page).getByRole('button', { name: 'Refund' }).click();
  // The refund opens on items (refund by line, admin-refund-lines.spec.ts); this one is an amount.
  await actions(page).getByLabel('Refund an amount').check();
  const refund = page.getByRole('form', { name: 'Refund', exact: true });
  await refund.getByLabel('Amount (NZ$)').fill('abc');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Enter an amount in dollars, like 12.50')).toBeVisible();
  await refund.getByLabel('Amount (NZ$)').fill('5.00');
  await refund.getByLabel(/Reason/).fill('One pack arrived thawed');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(timeline(page).getByText('Refund of $5.00 through Stripe')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('pi_test_');

  await actions(page).getByRole('button', { name: 'Refund' }).click();
  await actions(page).getByLabel('Refund an amount').check();
  await page
    .getByRole('form', { name: 'Refund', exact: true })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(timeline(page).getByText('Paid → Refunded')).toBeVisible(SERVER_TIMEOUT);
  await expect(actions(page).getByRole('button', { name: 'Refund' })).toBeHidden();
  await expectNoAxeViolations(page);
});

// An admin, for the export at its end (customer exports are for admins unless granted).
test('staff tick orders in the list and mark them packed together; refusals say why', async ({
  adminPage: page,
  request,
}) => {
  const tag = randomUUID().slice(0, 6);
  const first = await placeOrder(request, { name: `Bulk One ${tag}` });
  const second = await placeOrder(request, { name: `Bulk Two ${tag}` });
  const token = await ownerToken(request);
  const markPaid = await request.post(`/api/admin/orders/${first.id}/status`, {
    headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(markPaid.ok()).toBe(true);

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search').fill(`Bulk`);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await page.getByLabel(`Tick ${first.number}`).check(SERVER_TIMEOUT);
  await page.getByLabel(`Tick ${second.number}`).check();
  const ticked = page.getByRole('region', { name: 'Ticked orders' });
  await expect(ticked).toContainText('2 ticked');
  await expect(ticked.getByRole('link', { name: 'Print slips' })).toHaveAttribute(
    'href',
    new RegExp(`/admin/orders/slips\\?ids=.*${first.id}`),
  );
  await ticked.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${second.number}: An order cannot go from awaiting payment to packed.`,
    SERVER_TIMEOUT,
  );
  const firstRow = page.getByRole('row', { name: new RegExp(first.number) });
  await expect(firstRow.getByText('Packed')).toBeVisible(SERVER_TIMEOUT);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(`Bulk One ${tag}`);
  expect(text).not.toContain('Hine Search');
});
