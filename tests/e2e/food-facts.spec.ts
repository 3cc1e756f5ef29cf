import type { Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** The meal page's food facts section. */
const factsOf = (page: Page) => page.getByRole('region', { name: 'Ingredients and allergens' });

/** The schema.org Product the page carries. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  if (!found) throw new Error('The page carries no Product JSON-LD');
  return found;
}

test('every launch meal page shows its ingredients and a bold Contains line', async ({ page }) => {
  for (const { product } of SEED_PRODUCTS) {
    await page.goto(`/meals/${product.id}`);
    const facts = factsOf(page);
    await expect(facts, product.id).toBeVisible();
    const contains = facts.getByText(/^Contains: /);
    await expect(contains, product.id).toBeVisible();
    const weight = await contains.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(Number(weight), product.id).toBeGreaterThanOrEqual(700);
    await expect(facts.getByRole('heading', { name: 'Storage' })).toBeVisible();
    await expect(facts.getByRole('heading', { name: 'Reheating' })).toBeVisible();
    await expect(facts.getByText(/-18 °C/)).toBeVisible();
    await expect(facts.getByRole('table', { name: /Nutrition per serve/ })).toBeVisible();
    const properties = (await productJsonLd(page)).additionalProperty as { name: string }[];
    expect(
      properties.map((property) => property.name),
      product.id,
    ).toEqual(expect.arrayContaining(['Ingredients', 'Allergens', 'Storage', 'Reheating']));
  }
});

test('staff write a meal’s food facts on the product form and its page shows them', async ({
  staffPage: page,
  context,
}) => {
  await page.goto('/admin/products/new');
  const name = `Egg Fried Rice ${String(Date.now())}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Fried rice with egg, peas and spring onion.');
  await page.getByLabel('Price per pack').fill('13.5');
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_TIMEOUT);
  const mealUrl = page.url().replace('/admin/products/', '/meals/');

  // Until the facts are written, shoppers are told whom to ask.
  const shop = await context.newPage();
  await shop.goto(mealUrl);
  await expect(factsOf(shop).getByText(/Ask us about ingredients and allergens/)).toBeVisible();
  await expect(factsOf(shop).getByRole('link', { name: 'hello@cubekitchen.co.nz' })).toBeVisible();

  // Ingredients without allergens ticked (or "none") are refused beside the allergens.
  await page.getByLabel('Ingredients').fill('Rice, egg (20%), peas, soy sauce (soybeans, wheat).');
  await page.getByLabel('Storage').fill('Keep frozen at -18 °C or colder.');
  await page.getByLabel('Reheating').fill('Microwave from frozen for 4 minutes until piping hot.');
  await page.getByRole('button', { name: 'Save product' }).click();
  const allergens = page.getByRole('group', { name: 'Contains these allergens' });
  await expect(allergens).toHaveAccessibleDescription(/Tick the allergens this meal contains/);
  await expectNoAxeViolations(page);

  await allergens.getByLabel('Egg', { exact: true }).check();
  await allergens.getByLabel('Soy', { exact: true }).check();
  await allergens.getByLabel('Wheat', { exact: true }).check();
  await page.getByLabel('Serving size (g)').fill('150');
  await page.getByLabel('Energy (kJ)').fill('720');
  await page.getByLabel('Protein (g)').fill('6.5');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );

  await expect
    .poll(async () => {
      await shop.goto(mealUrl);
      return factsOf(shop)
        .getByText(/^Contains: /)
        .textContent();
    }, SERVER_TIMEOUT)
    .toBe('Contains: wheat, gluten, egg, soy');
  await expect(factsOf(shop).getByText('Rice, egg (20%)', { exact: false })).toBeVisible();
  const table = factsOf(shop).getByRole('table', { name: 'Nutrition per serve (150 g)' });
  await expect(table.getByRole('row', { name: 'Protein 6.5 g' })).toBeVisible();

  // Archived again, so the test meal leaves the shop.
  await page.getByLabel('Status').selectOption('archived');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
});
