// Files larger than one request to a Netlify Function carries, through the production-like
// server, which refuses a body over 6 MB as Netlify does (binary bodies counted base64-encoded):
// a phone's photo is made smaller in the browser, a large PDF goes up in chunks.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { largePhoto, largeProductSheet } from '../fixtures/large-files.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ownerToken } from './fixtures/admin.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 300_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const MB = 1024 * 1024;
const MEAL = { id: 'lamb-rogan-josh' };
const SHOTS = 'test-results/upload-states';
mkdirSync(SHOTS, { recursive: true });

/** Mean red and blue of a 40 × 40 patch centred at (x, y) of an image. */
async function colourAt(image: Buffer, x: number, y: number) {
  // stats() reads the input, not the pipeline's output: cut the patch out first.
  const patch = await sharp(image)
    .extract({ left: x - 20, top: y - 20, width: 40, height: 40 })
    .toBuffer();
  const { channels } = await sharp(patch).stats();
  return { red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
}

test('a 5 MB photo sent as it is meets the 6 MB wall; through the photo panel it goes, and an 8 MB one held upright shows upright', async ({
  adminPage: page,
}) => {
  const fiveMegabytes = await largePhoto(5 * MB, { width: 3000, height: 2250 });
  expect(fiveMegabytes.length).toBeGreaterThan(5 * MB);
  const token = await ownerToken(page.request);
  const product = await page.request.get(`/api/admin/products/${MEAL.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { revision } = (await product.json()) as { revision: number };
  const raw = await page.request.post(`/api/admin/products/${MEAL.id}/image?revision=${revision}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: fiveMegabytes } },
  });
  // The platform's own answer: our function never ran.
  expect(raw.status()).toBe(413);
  expect(await raw.text()).toMatch(/6 MB a Netlify Function accepts/);

  await page.goto(`/admin/products/${MEAL.id}`);
  const input = page.getByLabel('Upload photo');
  await expect(input).toBeEnabled(SERVER_TIMEOUT);
  const current = page.getByRole('img', { name: /The photo of .* shoppers see/ });
  await input.setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: fiveMegabytes });
  await expect(current).toHaveAttribute('src', /^\/media\/products\//, SERVER_TIMEOUT);
  await expect(page.getByText('Photo saved')).toBeVisible();
  const first = await current.getAttribute('src');

  // 4000 × 3000 as stored, EXIF orientation 6: the camera was upright, so the photo is portrait,
  // its stored top (red) on the right and its stored bottom (blue) on the left.
  const upright = await largePhoto(8 * MB, { orientation: 6 });
  expect(upright.length).toBeGreaterThan(8 * MB);
  // The upload waits until the test has seen it, and what the browser sends.
  let releaseUpload: () => void = () => undefined;
  const uploadMayGo = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  const sentSizes: number[] = [];
  await page.route('**/api/admin/products/*/image?*', async (route) => {
    sentSizes.push(route.request().postDataBuffer()?.length ?? 0);
    await uploadMayGo;
    await route.continue();
  });
  await input.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: upright });
  await page.screenshot({ path: `${SHOTS}/photo-preparing.png` });
  await expect(page.getByRole('status').filter({ hasText: 'Uploading the photo' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(input).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/photo-uploading.png` });
  // Made smaller in the browser: one request, within what Netlify takes.
  expect(sentSizes).toHaveLength(1);
  expect(sentSizes[0]).toBeLessThan(4.5 * MB);
  releaseUpload();
  await expect(current).not.toHaveAttribute('src', first ?? '', SERVER_TIMEOUT);
  await expect(current).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]{32}-640\.webp$/);
  await expect(current).toHaveAttribute('srcset', /-1280\.webp 1280w$/);
  await page.screenshot({ path: `${SHOTS}/photo-saved.png` });
  await expectNoAxeViolations(page);

  const served = await page.request.get((await current.getAttribute('src')) ?? '');
  const variant = Buffer.from(await served.body());
  const { width, height } = await sharp(variant).metadata();
  expect([width, height]).toEqual([640, 480]);
  const left = await colourAt(variant, 100, 240);
  const right = await colourAt(variant, 540, 240);
  expect(left.blue).toBeGreaterThan(left.red + 60);
  expect(right.red).toBeGreaterThan(right.blue + 60);
});

test('a 9 MB PDF goes up in chunks, showing how much has arrived, and its products come to review', async ({
  staffPage: page,
}) => {
  const sheet = await largeProductSheet(9 * MB);
  expect(sheet.length).toBeGreaterThan(9 * MB);
  // The second chunk waits until the test has seen the progress after the first.
  let releaseSecond: () => void = () => undefined;
  const secondMayGo = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  const chunkSizes: number[] = [];
  await page.route('**/api/admin/products/import/uploads/*?offset=*', async (route) => {
    chunkSizes.push(route.request().postDataBuffer()?.length ?? 0);
    if (!route.request().url().endsWith('offset=0')) await secondMayGo;
    await route.continue();
  });

  await page.goto('/admin/products/import-pdf');
  await page.getByLabel('Choose a PDF of your products').setInputFiles({
    name: 'catalogue-with-photos.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(sheet),
  });
  const progress = page.getByRole('status').filter({ hasText: 'Uploading the PDF' });
  await expect(progress).toContainText(
    /catalogue-with-photos\.pdf: 4\.0 MB of 9\.\d MB sent/,
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('progressbar', { name: /Uploading the PDF/ })).toHaveAttribute(
    'value',
    String(4 * MB),
  );
  await page.screenshot({ path: `${SHOTS}/pdf-uploading.png` });
  await expectNoAxeViolations(page);
  releaseSecond();

  const review = page.getByRole('table', { name: 'Products found in the PDF' });
  await expect(review).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('12 products found')).toBeVisible();
  await expect(review.getByRole('row').nth(2).getByLabel('Name (row 2)')).toHaveValue(
    'Beef Bolognese',
  );
  await page.screenshot({ path: `${SHOTS}/pdf-review.png` });
  // Three requests of file parts, each well under the platform's limit once base64-encoded.
  expect(chunkSizes).toHaveLength(3);
  for (const size of chunkSizes) expect(Math.ceil(size / 3) * 4).toBeLessThan(6 * MB);
});
