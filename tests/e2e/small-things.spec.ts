import { expect, test, type Page } from '@playwright/test';
import { hydrated, shellReady } from './fixtures/islands.ts';

// Issue 21, item 7: the small things a shopper notices.

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

test('after Escape closes the drawer, the next Add to Cart adds and opens it again', async ({
  page,
}) => {
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  const add = page.getByRole('button', { name: /^Add to Cart/ });
  await add.click();
  await expect(drawer(page)).toContainText('You have 1 item(s) in your cart.');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  await add.click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toContainText('You have 2 item(s) in your cart.');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await add.click();
  await expect(drawer(page)).toContainText('You have 3 item(s) in your cart.');
});

test.describe('on a phone, taps before the cards hydrate', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a meal card’s Add button is not ready until it works, and a quick tap adds', async ({
    page,
  }) => {
    // Hold the page shell's script (which wires the buttons) back, so the page shows the
    // server's button for a while.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/BaseLayout\.astro[^/]*script[^/]*/, async (route) => {
      await held;
      await route.continue();
    });
    // The held script is a module script, which the page's load events wait for.
    await page.goto('/meals', { waitUntil: 'commit' });
    const first = page.getByRole('button', { name: /^Add to Cart ?: Super Veg Sauce$/ });
    await expect(first).toBeDisabled();
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    // The tap waits for the button to be ready instead of landing on a button that ignores it.
    const tap = first.tap();
    release();
    await tap;
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();

    // A card further down, tapped right after it scrolls into view.
    const later = page.getByRole('button', { name: /^Add to Cart ?: Chicken Cacciatore$/ });
    await later.scrollIntoViewIfNeeded();
    await later.tap();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  });
});

test('the meal page spaces its price and lists its breadcrumbs with separators', async ({
  page,
}) => {
  await page.goto('/meals/beef-bolognese');
  await expect(page.getByText(/^\$16\.90/)).toHaveText('$16.90 for 9 cubes, GST included');

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveCount(2);
  await expect(trail.getByRole('link', { name: 'Meals' })).toHaveAttribute('href', '/meals');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Beef Bolognese');
  const separator = trail.locator('[aria-hidden="true"]');
  await expect(separator).toHaveText('/');
  // The separator stands apart from the words on both sides.
  const link = await trail.getByRole('link', { name: 'Meals' }).boundingBox();
  const slash = await separator.boundingBox();
  const current = await trail.locator('[aria-current="page"]').boundingBox();
  expect(link && slash && current).toBeTruthy();
  if (!link || !slash || !current) return;
  expect(slash.x - (link.x + link.width)).toBeGreaterThanOrEqual(4);
  expect(current.x - (slash.x + slash.width)).toBeGreaterThanOrEqual(4);
});

test('the home page’s meal cards are in its HTML, with no placeholders', async ({ browser }) => {
  // Without JavaScript, what shows is what the server sent.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const meals = page.locator('#meals');
  await expect(meals.getByRole('link', { name: /Super Veg Sauce/ })).toHaveAttribute(
    'href',
    '/meals/super-veg-sauce',
  );
  await expect(meals.getByRole('listitem').filter({ hasText: 'Bestseller' }).first()).toBeVisible();
  await expect(meals.getByText(/^\$\d+\.\d\d · 9 cubes/).first()).toBeVisible();
  await expect(page.getByTestId('meal-skeleton')).toHaveCount(0);
  await context.close();
});

test('a recipe’s packs pressed twice stay what the recipe needs, and a toast says so', async ({
  page,
}) => {
  await page.goto('/recipes/two-sauce-family-lasagne');
  const button = page.getByRole('button', { name: 'Add these packs to the cart' });
  await button.scrollIntoViewIfNeeded();
  await hydrated(page, 'AddPacksButton');
  await shellReady(page);
  await button.click();
  await expect(drawer(page)).toContainText('You have 2 item(s) in your cart.');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'this recipe needs' })).toHaveText(
    'Your cart has the 2 packs this recipe needs',
  );
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('a blog post links the meals it names to their pages, once each', async ({ page }) => {
  await page.goto('/blog/weeknight-dinner-plan');
  const body = page.locator('article');
  for (const [name, id] of [
    ['Super Veg Sauce', 'super-veg-sauce'],
    ['Beef Bolognese', 'beef-bolognese'],
    ['Butter Chicken', 'butter-chicken'],
  ] as const) {
    await expect(body.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/meals/${id}`,
    );
  }
  await body.getByRole('link', { name: 'Beef Bolognese', exact: true }).click();
  await expect(page).toHaveURL(/\/meals\/beef-bolognese$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beef Bolognese');
});

test('the logo concepts page is kept out of search results', async ({ page }) => {
  await page.goto('/logo-concepts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logo concepts');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
