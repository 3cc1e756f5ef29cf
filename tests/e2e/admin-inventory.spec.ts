import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

// No other browser test orders these meals, so their stock is these tests' to change (one meal
// each: the tests run in parallel).
const MEAL = 'Thai Green Curry';
const WAITLIST_MEAL = 'Pumpkin & Kumara Sauce';

const mealRow = (page: Page, meal = MEAL) => page.getByRole('row', { name: new RegExp(meal) });

async function openAdjustDialog(page: Page, meal = MEAL) {
  await mealRow(page, meal)
    .getByRole('button', { name: `Adjust ${meal}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Adjust stock: ${meal}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff adjust stock, see the movement, filter low stock and export the table', async ({
  staffPage: page,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await expect(page).toHaveURL(/\/admin\/inventory$/);
  const table = page.getByRole('table', { name: 'Stock of every product' });
  await expect(table).toBeVisible(SERVER_TIMEOUT);
  const before = Number(await mealRow(page).getByRole('cell').nth(2).textContent());

  // Taking more than there is: refused beside the field, nothing changes.
  let dialog = await openAdjustDialog(page);
  await dialog.getByLabel('Reason').selectOption('damaged');
  await dialog.getByLabel('Packs').fill(String(before + 1));
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByLabel('Packs')).toHaveAccessibleDescription(
    /stock cannot go below zero/,
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Reason').selectOption('stocktake');
  await expect(dialog).toContainText('Held for orders not yet packed: 0 packs');
  await dialog.getByLabel('Packs counted on the shelf').fill('3');
  await expect(dialog).toContainText('Available after saving: 3 counted − 0 held = 3 packs');
  await dialog.getByLabel('Note (optional)').fill('Freezer count');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock adjusted' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();
  await expect(mealRow(page)).toContainText('Low', SERVER_TIMEOUT);

  await page.getByLabel('Low or out only').check();
  await expect(mealRow(page)).toBeVisible();
  for (const status of await table.getByRole('row').allTextContents()) {
    expect(status).not.toMatch(/OK/);
  }
  await page.getByLabel('Low or out only').uncheck();

  await table.getByRole('button', { name: /Available/ }).click();
  await expect(table.getByRole('columnheader', { name: /Available/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print stock sheet' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inventory-\d{4}-\d\d-\d\d\.csv$/);

  await mealRow(page)
    .getByRole('link', { name: `History of ${MEAL}` })
    .click();
  await expect(page.getByRole('heading', { name: `Stock history: ${MEAL}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  const latest = page
    .getByRole('table', { name: /Stock movements/ })
    .getByRole('row')
    .nth(1);
  await expect(latest).toContainText('Stocktake');
  await expect(latest).toContainText('Freezer count');
  await expect(latest).toContainText(E2E_ACCOUNTS.staff.username);
  await expectNoAxeViolations(page);

  // Put the stock back as it was.
  await page.getByRole('link', { name: 'Back to inventory' }).click();
  dialog = await openAdjustDialog(page);
  await dialog.getByLabel('Reason').selectOption('received');
  await dialog.getByLabel('Packs').fill(String(Math.max(before - 3, 1)));
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
});

test('a shopper joins a sold-out meal’s waitlist; staff see the count and restock', async ({
  staffPage: page,
}) => {
  await page.goto('/admin/inventory');
  await expect(mealRow(page, WAITLIST_MEAL)).toBeVisible(SERVER_TIMEOUT);
  const before = Number(await mealRow(page, WAITLIST_MEAL).getByRole('cell').nth(2).textContent());
  let dialog = await openAdjustDialog(page, WAITLIST_MEAL);
  await dialog.getByLabel('Reason').selectOption('stocktake');
  await dialog.getByLabel('Packs counted on the shelf').fill('0');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(mealRow(page, WAITLIST_MEAL)).toContainText('Out', SERVER_TIMEOUT);

  await page.goto('/meals/pumpkin-kumara-sauce');
  // The button is disabled until its script answers; the click waits for it, then loads the form.
  await page.getByRole('button', { name: 'Email me when it’s back' }).click();
  await page.getByLabel('Your email').fill('waiting-shopper@example.co.nz');
  const question = page.getByLabel(/^What is \d+ \+ \d+\?$/);
  await expect(question).toBeVisible(SERVER_TIMEOUT);
  const label = (await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '';
  const [a, b] = (label.match(/\d+/g) ?? []).map(Number);
  await question.fill(String((a ?? 0) + (b ?? 0)));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Email me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will email you once' })).toBeVisible(
    SERVER_TIMEOUT,
  );

  await page.goto('/admin/inventory');
  await expect(mealRow(page, WAITLIST_MEAL).getByRole('cell').nth(5)).toHaveText(
    '1',
    SERVER_TIMEOUT,
  );
  dialog = await openAdjustDialog(page, WAITLIST_MEAL);
  await dialog.getByLabel('Reason').selectOption('received');
  await dialog.getByLabel('Packs').fill(String(Math.max(before, 1)));
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  // The waiting shopper was emailed and left the list.
  await expect(mealRow(page, WAITLIST_MEAL).getByRole('cell').nth(5)).toHaveText(
    '0',
    SERVER_TIMEOUT,
  );
});
