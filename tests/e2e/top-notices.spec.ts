import type { Locator, Page } from '@playwright/test';
import { topNoticesCss } from '../../src/lib/marketing/top-notices-css.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  layoutShifts,
  NO_SHIFT_TO_SPEAK_OF,
  recordLayoutShifts,
  shiftScore,
} from './fixtures/layout-shifts.ts';
import { expect, test } from '@playwright/test';

// Issue 22, finding 2: the site banner covered the header (logo, cart, menu) and hid the paused
// notice under it. Now both sit in the page's flow above the header, their height set before
// the first paint. The stylesheet that shows them is answered here as the store would answer it
// with the store paused and a banner on: pausing the real store would put the notice on the
// pages of every other test running at the same time (the API tests cover the real answer).
// axe and a wait for the network to settle take tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const PAUSED = 'We are on a short break until Monday 3 March. Orders open again then.';
const BANNER = {
  id: 'banner-e2e-flow',
  message: '15% off every family pack this week with code FAMILY15',
  link: '/meals',
};

async function pausedWithBanner(page: Page) {
  const css = topNoticesCss({ paused: PAUSED, banner: BANNER }, new Date());
  await page.route('**/api/top-notices.css', (route) =>
    route.fulfill({ contentType: 'text/css; charset=utf-8', body: css }),
  );
  await recordLayoutShifts(page);
}

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('No box');
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the middle of `locator` is the element itself (or inside it): nothing lies over it. */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

for (const width of [390, 820, 1440]) {
  test(`at ${String(width)} px the paused notice, the banner and the header all show, none over another, nothing moving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await pausedWithBanner(page);
    await page.goto('/');
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(notice).toHaveText(PAUSED);
    await expect(banner).toContainText(BANNER.message);
    await expect(banner.getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/meals',
    );
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: 'Cube Kitchen' });
    const cart = header.getByRole('button', { name: /cart/i });
    const menu =
      width < 768
        ? header.getByRole('button', { name: 'Menu' })
        : header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meals' });
    const boxes = {
      notice: await boxOf(notice),
      banner: await boxOf(banner),
      logo: await boxOf(logo),
      cart: await boxOf(cart),
      menu: await boxOf(menu),
    };
    // Stacked: the paused notice, then the banner, then the header with its controls.
    expect(boxes.notice.y).toBe(0);
    expect(boxes.banner.y).toBeGreaterThanOrEqual(boxes.notice.y + boxes.notice.height);
    for (const control of [boxes.logo, boxes.cart, boxes.menu]) {
      expect(control.y).toBeGreaterThanOrEqual(boxes.banner.y + boxes.banner.height);
      expect(control.x + control.width).toBeLessThanOrEqual(width);
    }
    const all = Object.entries(boxes);
    for (const [index, [name, box]] of all.entries()) {
      for (const [other, otherBox] of all.slice(index + 1)) {
        expect(overlap(box, otherBox), `${name} and ${other} overlap`).toBe(false);
      }
    }
    for (const control of [notice, banner, logo, cart, menu])
      expect(await onTop(control)).toBe(true);

    await page.screenshot({ path: `/tmp/records/top-notices-${String(width)}.png` });
    await expectNoAxeViolations(page);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shiftScore(shifts), JSON.stringify(shifts)).toBeLessThan(NO_SHIFT_TO_SPEAK_OF);
    // Whatever else a half-parsed page may do, the notices never move: they are full height
    // from the first paint.
    const notices = shifts
      .flatMap((shift) => shift.moved)
      .filter((moved) => moved.startsWith('aside'));
    expect(notices).toEqual([]);
  });
}
