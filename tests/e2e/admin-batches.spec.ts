// Batches at the packing bench: staff record two cooks of one meal on the Batches screen, pack
// two orders of it (each takes packs first-expiry-first-out), put one order's packs on the
// other batch by hand, and its packing slip prints the batch and best-before.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ownerHeaders } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

/** A meal no other browser test orders, so only this test's orders take its batches. */
const MEAL = { id: 'kids-chilli-con-carne', name: 'Kids Chilli Con Carne' };

/** Records a batch through the screen's dialog; `code` and `bestBefore` blank are made for us. */
async function recordBatch(
  page: Page,
  batch: { packs: number; code?: string; bestBefore?: string; lot: string },
) {
  await page.getByRole('button', { name: 'Record a batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a batch' });
  await dialog.getByLabel('Meal', { exact: true }).selectOption(MEAL.id);
  await dialog.getByLabel('Packs made', { exact: true }).fill(String(batch.packs));
  if (batch.bestBefore) await dialog.getByLabel(/^Best before/).fill(batch.bestBefore);
  if (batch.code) await dialog.getByLabel(/^Batch code/).fill(batch.code);
  await dialog.getByLabel('Supplier', { exact: true }).fill('Bay Beans Ltd');
  await dialog.getByLabel('Ingredient', { exact: true }).fill('Kidney beans');
  await dialog.getByLabel('Lot or use-by', { exact: true }).fill(batch.lot);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record batch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Batch recorded' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();
}

/** Opens the order and marks it packed from its actions. */
async function packOrder(page: Page, order: PlacedOrder) {
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Mark packed' }).click();
  await expect(actions.getByRole('button', { name: 'Out for delivery' })).toBeVisible(
    SERVER_TIMEOUT,
  );
}

test('staff record two batches, pack orders by first expiry and move one order’s packs by hand', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 4).toUpperCase();
  const soon = `KCC-SOON-${tag}`;
  const headers = await ownerHeaders(request, baseURL ?? '');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Batches' })
    .click();
  await expect(page.getByRole('heading', { name: 'Batches', level: 1 })).toBeVisible();
  await recordBatch(page, { packs: 3, code: soon, bestBefore: '2027-01-15', lot: `BN-${tag}` });
  await recordBatch(page, { packs: 20, lot: `BN2-${tag}` });
  await page.getByLabel('Meal', { exact: true }).selectOption(MEAL.id);
  const table = page.getByRole('table', { name: 'Batches, newest first' });
  await expect(table.getByRole('row', { name: new RegExp(soon) })).toContainText('2027-01-15');
  // The second cook's code was made from the meal's letters, the day and its sequence.
  const laterRow = table.getByRole('row', { name: new RegExp(`BN2-${tag}`) });
  const later = ((await laterRow.getByRole('rowheader').textContent()) ?? '').trim();
  expect(later).toMatch(/^KCCC-\d{6}-\d+$/);
  await expectNoAxeViolations(page);

  const orders: PlacedOrder[] = [];
  for (const name of ['Rua First', 'Tui Second']) {
    const order = await placePapamoaOrder(request, {
      name: `${name} ${tag}`,
      items: [{ productId: MEAL.id, quantity: 2 }],
    });
    const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers,
      data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.status()).toBe(200);
    orders.push(order);
  }
  const [first, second] = orders;
  if (!first || !second) throw new Error('Two orders were placed');

  // The first order takes 2 of the 3 packs of the batch that expires first.
  await packOrder(page, first);
  const panel = page.getByRole('region', { name: 'Batches' });
  await expect(panel).toContainText(`2 × ${soon}, best before 2027-01-15`, SERVER_TIMEOUT);

  // The second takes its last pack and one from the later batch; the packer took both from the
  // later batch's tray, so staff move them there.
  await packOrder(page, second);
  await expect(panel).toContainText(`1 × ${soon}`, SERVER_TIMEOUT);
  await expect(panel).toContainText(`1 × ${later}`);
  await panel.getByRole('button', { name: 'Change batches' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the packs’ batches' });
  await dialog.getByLabel(`Packs from ${soon}`, { exact: false }).fill('0');
  await dialog.getByLabel(`Packs from ${later}`, { exact: false }).fill('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save batches' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(panel).toContainText(`2 × ${later}`, SERVER_TIMEOUT);
  await expect(panel).not.toContainText(soon);

  // The packing slip prints the batch and its best-before beside the meal.
  await page.goto(`/admin/orders/${second.id}/slip`);
  await expect(page.getByText(new RegExp(`Batch ${later}, best before \\d{4}-`))).toBeVisible(
    SERVER_TIMEOUT,
  );

  // The batch that expires first now gives 2 packs (to the first order) and has 1 left.
  await page.goto('/admin/batches');
  await expect(
    page.getByRole('table', { name: 'Batches, newest first' }).getByRole('row', {
      name: new RegExp(soon),
    }),
  ).toContainText('For sale', SERVER_TIMEOUT);

  // The screen at the phone, tablet and desktop widths: no sideways scroll, axe clean.
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${String(width)} px`).toBe(0);
    await expectNoAxeViolations(page);
  }
});
