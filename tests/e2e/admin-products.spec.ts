import type { Page } from '@playwright/test';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** Fills the new-product form with a meal that passes every check, as `status`. */
async function fillNewMeal(page: Page, name: string, status: 'active' | 'draft') {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Slow-cooked chickpeas with tomato and warm spices.');
  await page.getByLabel('Price per pack').fill('13.5');
  await page.getByLabel('Tags').fill('vegetarian, mild');
  await page.getByLabel('Vegetarian (shows the Veggie badge)').check();
  await page.getByLabel('Status').selectOption(status);
}

/** The meal names /meals shows right now. */
async function mealNames(page: Page): Promise<string[]> {
  await page.goto('/meals');
  return page.getByRole('heading', { level: 2 }).allTextContents();
}

// An admin: the edit changes the price (staff may only once an admin allows it).
test('staff create a meal, see it on /meals, edit it, then archive it and it is gone', async ({
  adminPage: page,
  context,
}) => {
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const list = page.getByRole('table', { name: 'Products' });
  await expect(list.getByRole('row', { name: /Beef Bolognese/ })).toBeVisible(SERVER_TIMEOUT);

  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await page.getByRole('button', { name: 'Add product' }).click();
  // The browser checks with the server's schema: each message sits beside its field.
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /Name is required/,
  );
  await expect(page.getByLabel('Price per pack')).toHaveAccessibleDescription(
    'Enter a price in dollars, e.g. 14.90',
  );

  const name = `Chickpea Masala ${String(Date.now())}`;
  await fillNewMeal(page, name, 'active');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_TIMEOUT);
  const editUrl = page.url();
  expect(editUrl).toMatch(/\/admin\/products\/chickpea-masala-\d+$/);
  await expect(page.getByLabel('Price per pack')).toHaveValue('13.50');

  const shop = await context.newPage();
  await expect.poll(() => mealNames(shop), SERVER_TIMEOUT).toContain(name);

  await page.getByLabel('Price per pack').fill('14');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await shop.goto(editUrl.replace('/admin/products/', '/meals/'));
  await expect(shop.getByText('$14.00', { exact: false }).first()).toBeVisible();

  await page.getByLabel('Status').selectOption('archived');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  // A warm instance may reuse the list it read for 5 seconds: the shop follows within seconds.
  await expect.poll(() => mealNames(shop), SERVER_TIMEOUT).not.toContain(name);
  const gone = await shop.goto(editUrl.replace('/admin/products/', '/meals/'));
  expect(gone?.status()).toBe(404);

  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.getByLabel('Status').selectOption('archived');
  await expect(list.getByRole('row', { name: new RegExp(name) })).toContainText('Archived');
  await expect(list.getByRole('row', { name: /Beef Bolognese/ })).toHaveCount(0);
});

// An admin: it changes a price and deletes (staff may only once an admin allows them).
test('a draft stays hidden; a stale save is refused; an unordered product is deleted after a confirm', async ({
  adminPage: page,
  context,
}) => {
  await page.goto('/admin/products/new');
  const name = `Draft Dal ${String(Date.now())}`;
  await fillNewMeal(page, name, 'draft');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_TIMEOUT);
  const editUrl = page.url();
  const shop = await context.newPage();
  expect(await mealNames(shop)).not.toContain(name);
  expect((await shop.goto(editUrl.replace('/admin/products/', '/meals/')))?.status()).toBe(404);

  // A second editor saves first; the first editor's save is refused, never silently lost.
  const other = await page.context().newPage();
  await other.goto(editUrl);
  await other.getByLabel('Description').fill('Changed by someone else.');
  await other.getByRole('button', { name: 'Save product' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByLabel('Price per pack').fill('15');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Someone else saved this product' }),
  ).toBeVisible(SERVER_TIMEOUT);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByLabel('Description')).toHaveValue(
    'Changed by someone else.',
    SERVER_TIMEOUT,
  );

  await page.getByRole('button', { name: 'Delete product' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, SERVER_TIMEOUT);
  await expect(page.getByRole('table', { name: 'Products' })).not.toContainText(name);
});

test('a product name that looks like markup stays text on its meal page', async ({
  staffPage: page,
  context,
}) => {
  const name = `</script><script>alert(1)</script> ${String(Date.now())}`;
  await page.goto('/admin/products/new');
  await fillNewMeal(page, name, 'active');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_TIMEOUT);
  const mealUrl = page.url().replace('/admin/products/', '/meals/');

  const shop = await context.newPage();
  const dialogs: string[] = [];
  shop.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await shop.goto(mealUrl);
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
  const jsonLd = await shop.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).not.toContain('</script>');
  expect((JSON.parse(jsonLd ?? '{}') as { name?: string }).name).toBe(name);
  expect(dialogs).toEqual([]);
});

test('a meal card whose image fails shows the preview placeholder, not a broken image', async ({
  page,
}) => {
  await page.route('**/images/meals/beef-bolognese.svg', (route) => route.abort());
  await page.goto('/meals');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Beef Bolognese' }) });
  const image = card.getByRole('img', { name: 'A tray of Beef Bolognese cubes' });
  await expect(image).toHaveAttribute('src', '/images/meals/preview-placeholder.svg');
  await expect(image).toHaveCSS('opacity', '1');
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
});
