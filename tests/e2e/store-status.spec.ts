import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';

// The paused store is mocked at the network: pausing the real one would put the notice on the
// pages of every other test running at the same time. The API tests cover the real answer.
test.describe('the store-paused notice', () => {
  test('is not in the page while the store is open, so nothing moves', async ({ page }) => {
    const answer = page.waitForResponse('**/api/store-status');
    await page.goto('/');
    expect(await (await answer).json()).toEqual({ open: true, message: '' });
    await expect(page.getByRole('complementary', { name: 'Store notice' })).toHaveCount(0);
  });

  test('shows the admins’ message above the navigation while the store is paused', async ({
    page,
  }) => {
    await page.route('**/api/store-status', (route) =>
      route.fulfill({ json: { open: false, message: 'Taking a break until Monday 3 March.' } }),
    );
    await page.goto('/meals');
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    await expect(notice.getByRole('status')).toHaveText('Taking a break until Monday 3 March.');
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const navTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y;
    expect(noticeTop).toBeLessThan(navTop ?? -Infinity);
    await expectNoAxeViolations(page);
  });
});
