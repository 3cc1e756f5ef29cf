import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryRow } from '../../src/lib/admin/areas/inventory.ts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { formatNZD } from '../../src/lib/money.ts';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

// Each test changes a seed meal that only its recipe shows, and puts it back at once, since
// other tests run against the same shop in parallel; this file's tests run one after another.
test.describe.configure({ mode: 'serial' });

const PRICED = { id: 'kids-chilli-con-carne', recipe: '/recipes/kids-chilli-burrito-bowls' };
const SOLD_OUT = PRICED;
const ARCHIVED = { id: 'thai-green-curry', recipe: '/recipes/green-curry-noodle-soup' };

async function staffHeaders(request: APIRequestContext, baseURL: string) {
  return { authorization: `Bearer ${await ownerToken(request)}`, origin: new URL(baseURL).origin };
}

/** Saves changes to a meal through the admin API, as staff would; answers the meal as it was. */
async function changeMeal(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  changes: Partial<AdminProduct>,
): Promise<AdminProduct> {
  const headers = await staffHeaders(request, baseURL);
  const read = await request.get(`/api/admin/products/${id}`, { headers });
  expect(read.ok()).toBe(true);
  const before = (await read.json()) as AdminProduct;
  const saved = await request.put(`/api/admin/products/${id}`, {
    headers,
    data: { ...ProductFieldsSchema.parse(before), ...changes, revision: before.revision },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return before;
}

const cubesYouNeed = (page: Page) => page.getByRole('region', { name: 'Cubes you need' });

test('a recipe shows the meal’s live price once staff change it', async ({ page, baseURL }) => {
  await page.goto(PRICED.recipe);
  const cubes = cubesYouNeed(page);
  await expect(cubes.getByRole('link', { name: 'Kids Chilli Con Carne' })).toHaveAttribute(
    'href',
    `/meals/${PRICED.id}`,
  );
  const before = await changeMeal(page.request, baseURL ?? '', PRICED.id, { priceCents: 1234 });
  try {
    // Pages are rendered on demand; an instance may reuse the product list for a few seconds.
    await expect(async () => {
      await page.reload();
      await expect(cubes).toContainText(`${formatNZD(1234)} a pack`, { timeout: 1_000 });
    }).toPass(SERVER_TIMEOUT);
    await expect(cubes.getByRole('button', { name: 'Add these packs to the cart' })).toBeVisible();
  } finally {
    await changeMeal(page.request, baseURL ?? '', PRICED.id, { priceCents: before.priceCents });
  }
});

test('a recipe whose meal is archived says so and offers no add button', async ({
  page,
  baseURL,
}) => {
  await changeMeal(page.request, baseURL ?? '', ARCHIVED.id, { status: 'archived' });
  try {
    const cubes = cubesYouNeed(page);
    await expect(async () => {
      await page.goto(ARCHIVED.recipe);
      await expect(cubes).toContainText('This meal is no longer on our menu.', { timeout: 1_000 });
    }).toPass(SERVER_TIMEOUT);
    // It keeps the name it was sold under, no longer a link to its (gone) page.
    await expect(cubes).toContainText('Thai Green Curry');
    await expect(cubes.getByRole('link', { name: 'Thai Green Curry' })).toHaveCount(0);
    await expect(cubes.getByRole('link', { name: 'See our meals' })).toHaveAttribute(
      'href',
      '/meals',
    );
    await expect(cubes.getByRole('button')).toHaveCount(0);
    await expect(cubes).toContainText('None of these meals can be bought right now.');
    await expectNoAxeViolations(page);

    await page.goto('/recipes');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Green curry noodle soup' }),
    ).toContainText('Uses Thai Green Curry (no longer on our menu)');
  } finally {
    await changeMeal(page.request, baseURL ?? '', ARCHIVED.id, { status: 'active' });
  }
});

/** Counts a meal's stock as `packs` through the inventory API; answers the packs it had. */
async function countStock(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  packs: number,
): Promise<number> {
  const headers = await staffHeaders(request, baseURL);
  const table = await request.get('/api/admin/inventory', { headers });
  expect(table.ok()).toBe(true);
  const row = ((await table.json()) as InventoryRow[]).find((item) => item.productId === id);
  const counted = await request.post(`/api/admin/inventory/${id}/adjustments`, {
    headers,
    // A stocktake counts the shelf, held packs included: `packs` are left for sale.
    data: { reason: 'stocktake', countedOnShelf: packs + (row?.heldOnShelf ?? 0) },
  });
  expect(counted.ok(), await counted.text()).toBe(true);
  return row?.available ?? 0;
}

test('a recipe whose meal is out of stock says so and links to the meal’s waitlist', async ({
  page,
  baseURL,
}) => {
  const had = await countStock(page.request, baseURL ?? '', SOLD_OUT.id, 0);
  try {
    const cubes = cubesYouNeed(page);
    await expect(async () => {
      await page.goto(SOLD_OUT.recipe);
      await expect(cubes).toContainText('Out of stock right now.', { timeout: 1_000 });
    }).toPass(SERVER_TIMEOUT);
    await expect(cubes.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await cubes.getByRole('link', { name: 'Email me when Kids Chilli Con Carne is back' }).click();
    await expect(page).toHaveURL(new RegExp(`/meals/${SOLD_OUT.id}$`));
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  } finally {
    await countStock(page.request, baseURL ?? '', SOLD_OUT.id, had);
  }
});

test('a recipe page is sent with its live meals in the HTML, and an unknown one is a 404', async ({
  request,
}) => {
  const page = await request.get('/recipes/bolognese-jacket-potatoes');
  expect(page.status()).toBe(200);
  expect(page.headers()['netlify-cache-tag']).toBe('products');
  expect(await page.text()).toMatch(/Beef Bolognese<\/a>/);
  expect((await request.get('/recipes/no-such-recipe')).status()).toBe(404);
});
