import sharp from 'sharp';
import { PHOTO_PREPARE_MESSAGES } from '../../src/lib/uploads/photo-resize.ts';
import { PRODUCT_IMAGE_MESSAGES } from '../../src/lib/products/product-image.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const MEAL = { id: 'pumpkin-kumara-sauce', name: 'Pumpkin' };

/** A photo-like JPEG (a gradient with noise) as a camera might send it. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = ((index % (width * 3)) / 12 + ((index * 7919) % 31)) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** Whether an image element has loaded real pixels. */
const loadedPixels = (element: HTMLImageElement) => element.naturalWidth;

test('staff upload a photo on the edit screen; /meals and the meal page show it with srcset', async ({
  staffPage: page,
  context,
}) => {
  await page.goto(`/admin/products/${MEAL.id}`);
  const input = page.getByLabel('Upload photo');
  await expect(input).toBeEnabled(SERVER_TIMEOUT);
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  // A text file named like a photo: the server reads its content and says what is wrong.
  await input.setInputFiles({
    name: 'menu.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Beef Bolognese, Super Veg Sauce, Kids Chilli'),
  });
  await expect(input).toHaveAccessibleDescription(
    new RegExp(PRODUCT_IMAGE_MESSAGES.notAnImage.replace('.', '\\.')),
    SERVER_TIMEOUT,
  );
  await expectNoAxeViolations(page);

  // Too large to send as it is and no photo the browser can open: told at once, nothing sent.
  await input.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText(PHOTO_PREPARE_MESSAGES.unreadable)).toBeVisible();

  // Unsaved changes in the form come first: an upload would start the form afresh.
  const name = page.getByLabel('Name', { exact: true });
  const original = await name.inputValue();
  await name.fill(`${original} (new)`);
  await expect(input).toBeDisabled();
  await name.fill(original);
  await expect(input).toBeEnabled();

  await input.setInputFiles({
    name: 'pumpkin.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1400, 1000),
  });
  const current = page.getByRole('img', { name: /The photo of .* shoppers see/ });
  await expect(current).toHaveAttribute(
    'src',
    /^\/media\/products\/[0-9a-f]{32}-640\.webp$/,
    SERVER_TIMEOUT,
  );
  await expect(current).toHaveAttribute('srcset', /-1280\.webp 1280w$/);
  await expect.poll(() => current.evaluate(loadedPixels)).toBeGreaterThan(0);
  await expect(page.getByText(PHOTO_PREPARE_MESSAGES.unreadable)).toBeHidden();
  await expectNoAxeViolations(page);

  // The form took the new revision: a save goes through, and keeps the photo.
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible(SERVER_TIMEOUT);
  await expect(current).toHaveAttribute('src', /^\/media\/products\//);

  const shop = await context.newPage();
  await shop.goto('/meals');
  const card = shop
    .getByRole('listitem')
    .filter({ has: shop.getByRole('heading', { name: new RegExp(MEAL.name) }) });
  const cardImage = card.getByRole('img', { name: /A tray of/ });
  await cardImage.scrollIntoViewIfNeeded();
  await expect(cardImage).toHaveAttribute(
    'srcset',
    /\/media\/products\/[0-9a-f]{32}-320\.webp 320w/,
  );
  await expect(cardImage).toHaveAttribute('sizes', /360px/);
  await expect.poll(() => cardImage.evaluate(loadedPixels)).toBeGreaterThan(0);
  await expect(cardImage).toHaveCSS('opacity', '1');

  // The home page's cards take the same photo; one that fails falls back to the placeholder.
  await shop.goto('/');
  // The home page's grid hydrates once it is on screen.
  await shop.locator('#meals').scrollIntoViewIfNeeded();
  const homeCard = shop
    .locator('#meals')
    .getByRole('img', { name: new RegExp(`A tray of ${MEAL.name}`) });
  await expect(homeCard).toHaveAttribute('srcset', /\/media\/products\//, SERVER_TIMEOUT);
  await shop.route('**/media/products/**', (route) => route.abort());
  await shop.goto('/meals');
  await cardImage.scrollIntoViewIfNeeded();
  await expect(cardImage).toHaveAttribute('src', '/images/meals/preview-placeholder.svg');
  await expect(cardImage).not.toHaveAttribute('srcset', /./);
  await expect(cardImage).toHaveCSS('opacity', '1');
  await shop.unroute('**/media/products/**');

  await shop.goto(`/meals/${MEAL.id}`);
  const hero = shop.getByRole('article').getByRole('img', { name: /A tray of/ });
  await expect(hero).toHaveAttribute('srcset', /\/media\/products\/[0-9a-f]{32}-960\.webp 960w/);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '800');
  await expect(hero).toHaveAttribute('height', '600');
  await expect.poll(() => hero.evaluate(loadedPixels)).toBeGreaterThan(0);
  const served = await shop.request.get((await hero.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expectNoAxeViolations(shop);
});
