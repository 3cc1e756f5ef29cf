import { expect, test } from '@playwright/test';
import { topNoticesCss } from '../../src/lib/marketing/top-notices-css.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';

// The paused store is mocked at the network: pausing the real one would put the notice on the
// pages of every other test running at the same time. The API tests cover the real answer.
test.describe('the store-paused notice', () => {
  // axe takes tens of seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('is not shown while the store is open', async ({ page }) => {
    const answer = page.waitForResponse('**/api/top-notices.css');
    await page.goto('/');
    expect(await (await answer).text()).not.toContain('#store-paused-notice');
    await expect(page.getByRole('complementary', { name: 'Store notice' })).toHaveCount(0);
  });

  test('shows the admins’ message above the navigation while the store is paused', async ({
    page,
  }) => {
    const css = topNoticesCss(
      { paused: 'Taking a break until Monday 3 March.', banner: null },
      new Date(),
    );
    await page.route('**/api/top-notices.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: css }),
    );
    await page.goto('/meals');
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    await expect(notice).toHaveText('Taking a break until Monday 3 March.');
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const navTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y;
    expect(noticeTop).toBeLessThan(navTop ?? -Infinity);
    await expectNoAxeViolations(page);
  });
});
