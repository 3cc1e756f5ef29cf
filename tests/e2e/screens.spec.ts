// The three-width sweep: every screen and state of the shop (fixtures/screens.ts) at a phone, a
// tablet and a desktop width, each axe clean with no sideways scroll, with a full-page screenshot
// to look at where a check failed (of every one with E2E_SCREENSHOTS=1). Flow specs walk what
// people do; the look of each screen at each width is held here.
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { measurePage, moveToScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { NOT_SCREENS, SCREENS, type Screen } from './fixtures/screens.ts';
import { readSavedSignIn } from './fixtures/signed-in-state.ts';
import { makeSweepRecords, type SweepRecords } from './fixtures/sweep-records.ts';
import { SCREENSHOTS_KEPT, WIDTHS } from './fixtures/widths.ts';

test.describe.configure({ timeout: 300_000 });

/** The catch-all page that serves the admin app; its screens are the areas' screen lists. */
const ADMIN_APP = 'admin/[...path].astro';

/** Every route file under src/pages (not the `_` folders of parts), relative to it. */
function pageFiles(): string[] {
  return readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(astro|ts|md|mdx)$/.test(file))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')));
}

/**
 * Every admin screen's path pattern, read from the areas' screen lists
 * (src/lib/admin/area-screens/*.ts, gathered by src/lib/admin/screens.ts), and the login screen.
 */
function adminRoutes(): string[] {
  const folder = 'src/lib/admin/area-screens';
  const paths = readdirSync(folder).flatMap((file) =>
    [...readFileSync(`${folder}/${file}`, 'utf8').matchAll(/\bpath: '(\/admin[^']*)'/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return ['/admin/login', ...paths];
}

test('every route of the app has an entry in the screen list, and every entry a route', () => {
  const listed = new Set(SCREENS.map((screen) => screen.route));
  const adminPaths = adminRoutes();
  expect(adminPaths).toContain('/admin/dashboard');
  const routes = [...pageFiles().filter((file) => file !== ADMIN_APP), ...adminPaths];
  const missing = routes.filter((route) => !listed.has(route) && !(route in NOT_SCREENS));
  expect(missing, 'routes with no entry in tests/e2e/fixtures/screens.ts').toEqual([]);
  const known = new Set([...routes, '/admin/*']);
  const stale = SCREENS.filter((screen) => !known.has(screen.route)).map((screen) => screen.name);
  expect(stale, 'entries whose route is gone').toEqual([]);
  expect(new Set(SCREENS.map((screen) => screen.name)).size).toBe(SCREENS.length);
});

let recordsOfThisWorker: Promise<SweepRecords> | undefined;

/** A browser context for who looks, from the setup project's saved sign-ins. */
async function pageFor(browser: Browser, as: Screen['as']): Promise<Page> {
  const storageState = as && as !== 'guest' ? readSavedSignIn(as) : undefined;
  if (as && as !== 'guest' && !storageState)
    throw new Error(`No saved sign-in for ${as}: run the setup project`);
  const context = await browser.newContext(storageState ? { storageState } : {});
  return context.newPage();
}

/** Opens a screen: a page load, or for a later admin screen a move inside the app. */
async function open(page: Page, screen: Screen, address: string, first: boolean): Promise<void> {
  const inApp = screen.as !== undefined && screen.as !== 'guest' && screen.as !== 'shopper';
  if (inApp && !first && screen.status === undefined) {
    await moveToScreen(page, address);
    return;
  }
  const answer = await page.goto(address);
  expect(answer?.status(), address).toBe(screen.status ?? 200);
  if (inApp) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_TIMEOUT);
    await expect(page.locator('main .animate-spin')).toHaveCount(0, SERVER_TIMEOUT);
  } else {
    await page.waitForLoadState('networkidle');
  }
}

/** The screens in tests of a few each, one viewer per test, for the two workers to share. */
function groups(size: number): Screen[][] {
  const out: Screen[][] = [];
  for (const screen of SCREENS) {
    const last = out.at(-1);
    if (last && last.length < size && last[0]?.as === screen.as) last.push(screen);
    else out.push([screen]);
  }
  return out;
}

for (const group of groups(6)) {
  const names = group.map((screen) => screen.name).join(', ');
  test(`at 390, 820 and 1440 px, axe clean and no sideways scroll: ${names}`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const page = await pageFor(browser, group[0]?.as);
    for (const [index, screen] of group.entries()) {
      await test.step(screen.name, async () => {
        const { open: to } = screen;
        const address =
          typeof to === 'string'
            ? to
            : to(await (recordsOfThisWorker ??= makeSweepRecords(request, baseURL ?? '')));
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await open(page, screen, address, index === 0);
        await screen.state?.(page);
        for (const width of WIDTHS) {
          const failedBefore = testInfo.errors.length;
          await page.setViewportSize({ width, height: 900 });
          // Every rule at every width: a part shown only at some widths (the phone menu, the
          // desktop navigation) is checked where it shows.
          await expectNoAxeViolations(page, { exclude: 'iframe[title="Email preview"]' });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (screen.knownSideways?.includes(width)) {
            expect
              .soft(overflow, `${screen.name} at ${String(width)} px: fixed? Update knownSideways`)
              .toBeGreaterThan(0);
          } else {
            expect
              .soft(overflow, `sideways scroll on ${screen.name} at ${String(width)} px`)
              .toBe(0);
          }
          if (screen.tableFits?.includes(width)) {
            const table = await measurePage(page);
            expect
              .soft(table.table.width, `${screen.name}'s table at ${String(width)} px`)
              .toBeLessThanOrEqual(table.table.box);
          }
          if (SCREENSHOTS_KEPT || testInfo.errors.length > failedBefore) {
            const file = `${screen.name.replace(/\W+/g, '-')}-${String(width)}.png`;
            await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
          }
        }
      });
    }
    await page.context().close();
  });
}
