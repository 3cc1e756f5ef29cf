import type { Page } from '@playwright/test';
import { ownerHeaders } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
/** A meal no other browser test orders, so its stock moves only with this file's orders. */
const MEAL = 'chicken-cacciatore';
const SHOTS = process.env.REFUND_SHOTS_DIR;

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

/** Screenshots for a person to look at, when REFUND_SHOTS_DIR names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const size of [PHONE, TABLET, WIDE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${String(size.width)}.png`, fullPage: true });
  }
}

test('staff refund two packs of a line with restock, confirm the amount, and print a credit note that adds up', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  const headers = await ownerHeaders(request, baseURL ?? '');
  const stockOf = async () => {
    const answer = await request.get('/api/admin/inventory', { headers });
    const rows = (await answer.json()) as {
      productId: string;
      packsOnHand: number;
      heldForOrders: number;
    }[];
    const row = rows.find((candidate) => candidate.productId === MEAL);
    // For sale: the packs in the shop less those held for open orders.
    return row ? row.packsOnHand - row.heldForOrders : -1;
  };
  const order = await placePapamoaOrder(request, {
    name: 'Rua Refund',
    items: [{ productId: MEAL, quantity: 3 }],
  });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers,
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.status()).toBe(200);
  const before = await stockOf();

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await actions(page).getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('form', { name: 'Refund items' });
  await form.getByRole('button', { name: 'Refund items' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one pack or the delivery fee');
  // One pack reads in the singular in the confirm ("1 pack goes back"), two in the plural.
  await form.getByLabel(/Chicken Cacciatore/).fill('1');
  await form.getByLabel('Put the packs back into stock').check();
  await form.getByRole('button', { name: 'Refund items' }).click();
  const single = page.getByRole('dialog', { name: /^Record a refund of/ });
  await expect(single).toContainText('1 pack goes back into stock');
  await single.getByRole('button', { name: 'Cancel', exact: true }).click();
  await form.getByLabel(/Chicken Cacciatore/).fill('2');
  await form.getByLabel('Put the packs back into stock').check();
  await form.getByLabel(/Reason/).fill('Sauce missing');
  await expect(form).toContainText('Comes to $33.80');
  await shoot(page, 'refund-dialog');

  await form.getByRole('button', { name: 'Refund items' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Record a refund of $33.80 paid back by bank transfer?',
  });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('2 packs go back into stock');
  await shoot(page, 'refund-confirm');
  await confirm.getByRole('button', { name: 'Record refund' }).click();

  await expect(timeline(page).getByText('Refund of $33.80 by bank transfer')).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(timeline(page)).toContainText('2 × Chicken Cacciatore');
  await expect(timeline(page)).toContainText('packs back into stock');
  expect(await stockOf()).toBe(before + 2);
  const payment = page.getByRole('region', { name: 'Payment' });
  const noteLink = payment.getByRole('link', { name: /^CN-\d{5}$/ });
  await expect(noteLink).toBeVisible();
  const number = (await noteLink.textContent()) ?? '';

  const href = (await noteLink.getAttribute('href')) ?? '';
  await page.goto(href);
  const title = page.getByRole('heading', {
    name: `Credit note ${number} for order ${order.number}`,
  });
  await expect(title).toBeVisible(SERVER_TIMEOUT);
  const note = page.getByRole('article');
  await expect(
    note.getByRole('row', { name: /Chicken Cacciatore 2 \$16\.90 \$33\.80/ }),
  ).toBeVisible();
  await expect(note).toContainText('Total credited (GST inclusive)$33.80');
  // 3/23 of $33.80, rounded to the cent.
  await expect(note).toContainText('GST included (15%)$4.41');
  await expect(note).toContainText('Sauce missing');
  await shoot(page, 'credit-note');

  // The shopper's page shows the credit note under their receipt, with the same figures.
  await page.goto(`/order-confirmation?order=${order.id}&token=${order.accessToken}`);
  const shopperNote = page.getByRole('region', {
    name: `Credit note ${number} for order ${order.number}`,
  });
  await expect(shopperNote).toContainText('2 × Chicken Cacciatore$33.80');
  await expect(shopperNote).toContainText('Total credited (GST inclusive)$33.80');
  await expect(shopperNote).toContainText('GST included (15%)$4.41');
  await expect(
    page.getByRole('region', { name: `Receipt for order ${order.number}` }),
  ).toContainText(`credit note ${number}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'shopper-credit-note');
});
