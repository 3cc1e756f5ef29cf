// The back office's navigation on a tablet: grouped behind one row of buttons, so each screen's
// heading starts in the first third of an upright 820 × 1180 tablet; every link still reachable
// by keyboard, the current page highlighted.
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** Every link of an admin's navigation (the screens with a nav entry in src/lib/admin/areas). */
const ADMIN_LINKS = [
  'Dashboard',
  'Orders',
  'Standing orders',
  'Customers',
  'Products',
  'Inventory',
  'Batches',
  'Recall',
  'Delivery zones',
  'Delivery slots',
  'Special dates',
  'Newsletters',
  'Marketing',
  'Users',
  'Accounts',
  'Payouts',
  'GST return',
  'Activity',
  'Settings',
];

const TABLET = { width: 820, height: 1180 };

test('at 820 px each screen’s heading starts in the first third of the tablet', async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  for (const path of ['/admin/dashboard', '/admin/orders', '/admin/settings', '/admin/activity']) {
    await openScreen(page, path);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const box = await heading.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box?.y ?? Infinity, path).toBeLessThanOrEqual(TABLET.height / 3);
  }
  await page.screenshot({ path: testInfo.outputPath('admin-nav-820.png') });
});

test('at 820 px the groups open by keyboard, show the current page and reach every link', async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await openScreen(page, '/admin/standing-orders');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const orders = nav.getByRole('button', { name: /^Orders/ });
  // The group of the page shown is highlighted and says so.
  await expect(orders).toHaveAccessibleName(/current section/);
  await expect(orders).toHaveAttribute('aria-expanded', 'false');
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(orders).toHaveAttribute('aria-expanded', 'true');
  const menu = nav.getByRole('list', { name: 'Orders' });
  await expect(menu.getByRole('link', { name: 'Standing orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-nav-open-820.png') });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(orders).toHaveAttribute('aria-expanded', 'false');
  await expect(orders).toBeFocused();

  // Every link the admin has is in one of the groups (or shown on its own).
  const reached: string[] = [];
  for (const button of await nav.getByRole('button').all()) {
    await button.click();
    const label = ((await button.textContent()) ?? '').replace(/\(current section\)|[▾▴]/g, '');
    const links = nav.getByRole('list', { name: label.trim() }).getByRole('link');
    reached.push(...(await links.allTextContents()));
    await button.click();
  }
  for (const link of await nav.getByRole('link').all()) {
    if (await link.isVisible()) reached.push((await link.textContent()) ?? '');
  }
  expect(new Set(reached)).toEqual(new Set(ADMIN_LINKS));

  // A link in a group goes to its page and the group closes.
  await nav.getByRole('button', { name: /^Delivery/ }).click();
  await nav.getByRole('link', { name: 'Special dates' }).click();
  await expect(page).toHaveURL(/\/admin\/special-dates$/);
  await expect(nav.getByRole('button', { name: /^Delivery/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('at 1440 px every link shows without opening anything', async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openScreen(page, '/admin/orders');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const label of ADMIN_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-nav-1440.png') });

  // A screen under another's path is its own link only, not its parent's too.
  await openScreen(page, '/admin/accounts/payouts');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Payouts');
});

// Each screen's code loads without a list of files to preload (src/server/build/
// admin-screen-preload.ts: inserting 20-30 links in React's first render was most of the back
// office's blocking time), and a link starts loading its screen when pointed at or focused, so
// the click does not wait for the browser to find the screen's files one import at a time.
test('a screen loads without preload links, and a link loads its screen before the click', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openScreen(page, '/admin/orders');
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  const screenCode = (name: string) =>
    page.waitForRequest(
      (request) => new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`).test(request.url()),
      SERVER_TIMEOUT,
    );
  const productsCode = screenCode('ProductsScreen');
  await nav.getByRole('link', { name: 'Products', exact: true }).hover();
  await productsCode;
  const customersCode = screenCode('CustomersScreen');
  await nav.getByRole('link', { name: 'Customers', exact: true }).focus();
  await customersCode;
  // Nothing has moved yet: pointing and focusing only load.
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});
