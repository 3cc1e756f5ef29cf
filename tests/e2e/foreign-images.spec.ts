// Issue 26, finding 3, as a shopper's browser sees it: a product image saved under older rules
// as `/\evil.example/pixel.png` made the meal page's og:image and JSON-LD (and its picture)
// load from evil.example. The page is rendered by the production build on a server of this
// test's own, whose store the test writes the bad value into directly.
import { expect, test } from '@playwright/test';
import { startProductionServer } from '../../scripts/production-server.ts';
import { MEAL_PLACEHOLDER_IMAGE } from '../../src/lib/products/product-image.ts';
import { products } from '../../src/server/catalog/catalog.ts';

const PIXEL = '/\\evil.example/pixel.png';
const MEAL = 'kids-chilli-con-carne';

let server: { origin: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  // Copying the build, seeding and loading every function takes a while on a busy machine.
  test.setTimeout(180_000);
  server = await startProductionServer(0);
  await products.update(MEAL, (current) => {
    if (!current) throw new Error(`no ${MEAL}`);
    return { ...current, image: PIXEL };
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('a stored image that leads elsewhere never reaches the meal page, its og:image or JSON-LD', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${server.origin}/meals/${MEAL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids Chilli Con Carne');

  const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(new URL(ogImage).pathname).toBe(MEAL_PLACEHOLDER_IMAGE);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { image?: string };
  expect(new URL(jsonLd.image ?? '').pathname).toBe(MEAL_PLACEHOLDER_IMAGE);
  await expect(
    page.getByRole('img', { name: 'A tray of Kids Chilli Con Carne cubes' }),
  ).toHaveAttribute('src', MEAL_PLACEHOLDER_IMAGE);

  expect(await page.content()).not.toContain('evil.example');
  expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
});
