import { expect, test, type Page } from '@playwright/test';
import { shellReady } from './fixtures/islands.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

/** The product ids the page asked GET /api/products/<id> for, in order. */
function productRequests(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/products\/([^/?]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1] && request.method() === 'GET') ids.push(decodeURIComponent(match[1]));
  });
  return ids;
}

for (const { path, card } of [
  { path: '/', card: '#meals a[data-prefetch-product]' },
  { path: '/meals', card: 'li[data-prefetch-product]' },
]) {
  test(`on a phone, hovering a meal card on ${path} prefetches its product once`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const requested = productRequests(page);
    await page.goto(path);
    await shellReady(page);
    const first = page.locator(card).first();
    const id = await first.getAttribute('data-prefetch-product');
    expect(id).toBeTruthy();
    expect(requested).toEqual([]);

    const answer = page.waitForResponse(`**/api/products/${id ?? ''}`);
    await first.hover();
    expect((await answer).status()).toBe(200);
    // Away and back, and across the card's inner parts: still the one request (fresh 5 minutes).
    await page.mouse.move(0, 0);
    await first.hover({ position: { x: 20, y: 20 } });
    await first.locator('h2, h3').first().hover();
    await page.waitForTimeout(500);
    expect(requested).toEqual([id]);
    await page.screenshot({ path: testInfo.outputPath(`prefetch-${path.length}-390.png`) });
  });
}

test('a finger over a meal card (the start of a scroll) prefetches nothing', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const requested = productRequests(page);
  await page.goto('/meals');
  await shellReady(page);
  // What a touch that starts a scroll fires on the element under the finger.
  await page.locator('li[data-prefetch-product] img').first().dispatchEvent('pointerover', {
    pointerType: 'touch',
    bubbles: true,
  });
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
});

test('keyboard focus on a meal card prefetches its product', async ({ page }) => {
  const requested = productRequests(page);
  await page.goto('/');
  await shellReady(page);
  const first = page.locator('#meals a[data-prefetch-product]').first();
  const id = await first.getAttribute('data-prefetch-product');
  const answer = page.waitForResponse(`**/api/products/${id ?? ''}`);
  await first.focus();
  expect((await answer).status()).toBe(200);
  expect(requested).toEqual([id]);
});
