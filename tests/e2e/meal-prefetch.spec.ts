import { expect, test, type Page } from '@playwright/test';
import { shellReady } from './fixtures/islands.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

/**
 * The product ids the page asked GET /api/products/<id> for, in order, and `asked()`, which gives
 * them once every request the page started so far has been seen: it starts a request of its own
 * (the page's requests are reported in the order they start) and waits for it to be reported,
 * so a request a hover started is counted by its report, not by waiting a while.
 */
function productRequests(page: Page): { ids: string[]; asked: () => Promise<string[]> } {
  const ids: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/products\/([^/?]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1] && request.method() === 'GET') ids.push(decodeURIComponent(match[1]));
  });
  const asked = async () => {
    const marker = `/favicon.svg?after=${String(Date.now())}`;
    const reported = page.waitForRequest((request) => request.url().endsWith(marker));
    await page.evaluate(async (url) => {
      await fetch(url);
    }, marker);
    await reported;
    return [...ids];
  };
  return { ids, asked };
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
    expect(await requested.asked()).toEqual([]);

    const answer = page.waitForResponse(`**/api/products/${id ?? ''}`);
    await first.hover();
    expect((await answer).status()).toBe(200);
    // Away and back, and across the card's inner parts: still the one request (fresh 5 minutes).
    await page.mouse.move(0, 0);
    await first.hover({ position: { x: 20, y: 20 } });
    await first.locator('h2, h3').first().hover();
    expect(await requested.asked()).toEqual([id]);
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
  expect(await requested.asked()).toEqual([]);
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
  expect(requested.ids).toEqual([id]);
});
