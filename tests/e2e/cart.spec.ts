import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated, queuedTasksRun, shellReady } from './fixtures/islands.ts';

const KEY = 'cube-kitchen-cart';

/** Opens a page and waits for the header's cart button and the drawer to be live. */
async function openPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await shellReady(page);
}

/** Puts a saved cart into local storage and reloads so the page restores it. */
async function seedSavedCart(page: Page, value: string): Promise<void> {
  await page.evaluate(
    ([key, raw]) => {
      localStorage.setItem(key, raw);
    },
    [KEY, value] as const,
  );
  await page.reload();
  await shellReady(page);
}

/**
 * Opens a page whose local storage already holds a saved cart, as a returning shopper's browser
 * does: written before the page's first script runs, for that load only (a later reload finds
 * what the page saved, not this), so the page is loaded once instead of loaded and reloaded.
 */
async function openWithSavedCart(page: Page, value: string, path = '/'): Promise<void> {
  const saved = await page.addInitScript(
    ([key, raw]) => {
      localStorage.setItem(key, raw);
    },
    [KEY, value] as const,
  );
  await openPage(page, path);
  await saved.dispose();
}

/** A saved cart, as local storage holds it, of so many packs of Beef Bolognese and Super Veg Sauce. */
function savedCartOf(bolognese: number, superVeg = 0): string {
  const items = [
    { id: 'beef-bolognese', quantity: bolognese, name: 'Beef Bolognese', price: 1690 },
    { id: 'super-veg-sauce', quantity: superVeg, name: 'Super Veg Sauce', price: 1490 },
  ];
  return JSON.stringify({ items: items.filter((item) => item.quantity > 0) });
}

function savedCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, KEY);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

test('a meal is added from its page, changed with plus and minus and removed at 0', async ({
  page,
}) => {
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();

  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have 1 item(s) in your cart.');
  await expect(dialog.locator('img')).toHaveAttribute('src', '/images/meals/beef-bolognese.svg');
  await expect(dialog.getByText('$16.90 each')).toBeVisible();
  await expect(dialog.getByText('Spend $33.10 more for free delivery')).toBeVisible();
  await expect(dialog.getByRole('definition')).toHaveText(['$16.90', '$5.00', '$21.90']);

  const plus = dialog.getByRole('button', { name: 'Increase quantity of Beef Bolognese' });
  const minus = dialog.getByRole('button', { name: 'Decrease quantity of Beef Bolognese' });
  await plus.click();
  await expect(dialog).toContainText('You have 2 item(s) in your cart.');
  await expect(dialog.getByText('Spend $16.20 more for free delivery')).toBeVisible();
  await plus.click();
  // $50.70 is over the $50.00 threshold: delivery is free and the hint is gone.
  await expect(dialog.getByRole('definition')).toHaveText(['$50.70', 'Free', '$50.70']);
  await expect(dialog.getByText(/more for free delivery/)).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await minus.click();
  await minus.click();
  await expect(dialog).toContainText('You have 1 item(s) in your cart.');
  await minus.click();
  await expect(dialog).toContainText('Your cart is empty.');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your Cart' })).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the remove button removes a line, and Continue Shopping goes to the meals', async ({
  page,
}) => {
  await openWithSavedCart(page, savedCartOf(2, 1));
  await cartButton(page).click();
  const dialog = drawer(page);
  await dialog.getByRole('button', { name: 'Remove Beef Bolognese from cart' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('You have 1 item(s) in your cart.');
  await expect(dialog.getByRole('heading', { name: 'Your Cart' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove Super Veg Sauce from cart' }).click();
  await expect(dialog).toContainText('Your cart is empty.');
  expect(await savedCart(page)).toBeNull();
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/meals\/?$/);
  await expect(dialog).toBeHidden();
});

test('the cart survives a reload and refreshes names and prices from the server', async ({
  page,
}) => {
  await openWithSavedCart(
    page,
    JSON.stringify({ items: [{ id: 'beef-bolognese', quantity: 2, name: 'Old name', price: 1 }] }),
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await cartButton(page).click();
  await expect(drawer(page).getByText('Beef Bolognese', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('$16.90 each')).toBeVisible();
  await expect
    .poll(() => savedCart(page))
    .toEqual({
      items: [{ id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1690 }],
    });

  await drawer(page).getByRole('button', { name: 'Increase quantity of Beef Bolognese' }).click();
  await page.reload();
  await shellReady(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
});

test('a cart saved with ids and quantities only is restored; unknown ids are dropped', async ({
  page,
}) => {
  await openWithSavedCart(
    page,
    JSON.stringify({
      items: [
        { id: 'super-veg-sauce', quantity: 4 },
        { id: 'no-longer-sold', quantity: 1 },
      ],
    }),
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await cartButton(page).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  await expect(drawer(page).getByText('Super Veg Sauce', { exact: true })).toBeVisible();
  await expect(drawer(page).getByRole('definition')).toHaveText(['$59.60', 'Free', '$59.60']);
});

test('a corrupt saved cart is discarded without errors', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await openWithSavedCart(page, '{oops');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await cartButton(page).click();
  await expect(drawer(page)).toContainText('Your cart is empty.');
  expect(errors).toEqual([]);
});

test('when storage is full, all storage is cleared and only ids and quantities are saved', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setLocal = localStorage.setItem.bind(localStorage);
    const setSession = sessionStorage.setItem.bind(sessionStorage);
    setLocal('someone-elses-key', 'x');
    // A tiny quota: anything longer than an ids-and-quantities cart does not fit.
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (value.length > 60)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      (this === sessionStorage ? setSession : setLocal)(key, value);
    };
  });
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(drawer(page)).toContainText('You have 1 item(s) in your cart.');

  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage)))
    .toEqual(['cube-kitchen-cart']);
  expect(await savedCart(page)).toEqual({ items: [{ id: 'beef-bolognese', quantity: 1 }] });

  await page.reload();
  await shellReady(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  await expect(drawer(page).getByText('Beef Bolognese', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('$16.90 each')).toBeVisible();
});

test('the drawer works with the keyboard: focus moves in, Escape closes, focus returns', async ({
  page,
}) => {
  await openPage(page);
  const button = cartButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = drawer(page);
  // The first open fetches the drawer's code from the server: its ceiling, not the default 10 s.
  await expect(dialog).toBeVisible(SERVER_TIMEOUT);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(dialog).toContainText('Your cart is empty.');
  // Tab stays inside the modal drawer.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    expect(inside || !onPage).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // The dialog tells the cart it closed by a 'close' event, a task queued behind the Escape;
  // Chrome runs input first, so a Space sent at once could open the still-open cart (nothing
  // to do) before that task closed it (CI, once). A person's next key comes after it.
  await queuedTasksRun(page);

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close cart' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Proceed to Checkout closes the drawer and goes to /checkout', async ({ page }) => {
  await openWithSavedCart(page, savedCartOf(1));
  await cartButton(page).click();
  await drawer(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
});

test('when the drawer’s code cannot load, the page says so and a reload opens the cart', async ({
  page,
}) => {
  // The islands' chunk, loaded on first use: islands.<hash>.js built, islands.tsx under astro dev.
  const islands = /\/islands[\w.-]*\.(?:tsx|js)(?:\?.*)?$/;
  await page.route(islands, (route) => route.abort('internetdisconnected'));
  await openWithSavedCart(page, savedCartOf(2));
  await cartButton(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'We could not load your cart' });
  await expect(notice).toHaveText(
    'We could not load your cart. Check your connection, then reload the page: what is in your cart is kept.Reload the page',
  );
  await expect(drawer(page)).toBeHidden();
  // Pressed again, the browser fails at once (it keeps the failure): one notice, not two.
  await cartButton(page).click();
  await expect(notice).toHaveCount(1);

  await page.unroute(islands);
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await shellReady(page);
  await cartButton(page).click();
  await expect(drawer(page)).toContainText('You have 2 item(s) in your cart.');
});

test('the cart stays in step across tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openPage(first);
  await openPage(second);
  await seedSavedCart(first, savedCartOf(2));
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 2 items');
  await cartButton(first).click();
  await drawer(first).getByRole('button', { name: 'Increase quantity of Beef Bolognese' }).click();
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 3 items');
  await expect(drawer(second)).toBeHidden();
});

test('the open drawer has no axe violations', async ({ page }) => {
  await openWithSavedCart(page, savedCartOf(1, 2));
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a recipe’s packs are added at the server’s names and prices', async ({ page }) => {
  await page.goto('/recipes/two-sauce-family-lasagne');
  const button = page.getByRole('button', { name: 'Add these packs to the cart' });
  // The island hydrates when it scrolls into view (client:visible).
  await button.scrollIntoViewIfNeeded();
  await hydrated(page, 'AddPacksButton');
  await button.click();
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have 2 item(s) in your cart.');
  await expect(dialog.getByText('Beef Bolognese', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Super Veg Sauce', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('definition')).toHaveText(['$31.80', '$5.00', '$36.80']);
});

test('a recipe’s button explains when the meals cannot be loaded', async ({ page }) => {
  await page.route('**/api/products', (route) =>
    route.fulfill({ status: 503, json: { message: 'Down' } }),
  );
  await page.goto('/recipes/two-sauce-family-lasagne');
  const button = page.getByRole('button', { name: 'Add these packs to the cart' });
  // The island hydrates when it scrolls into view (client:visible).
  await button.scrollIntoViewIfNeeded();
  await hydrated(page, 'AddPacksButton');
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be added' })).toHaveText(
    'The packs could not be added to the cart. A server error occurred. Please try again later.',
  );
  await expect(drawer(page)).toBeHidden();
});
