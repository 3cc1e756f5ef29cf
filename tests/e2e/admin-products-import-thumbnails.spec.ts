// The import review shows, beside each row, the part of the PDF page it was read from, and starts
// a guessed row unticked with the reason beside it. The PDF is a supplier's card grid printed by
// this browser from HTML, as a web page or a document export is.
import type { Page } from '@playwright/test';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const CARDS = [
  ['Smoked Paprika Silverbeet Sauce', 'Smoky and mild.', 'Pack of 9 · Vegetarian', '$16.90'],
  ['Golden Kumara & Ginger Soup (V)', 'Roasted kumara, ginger.', '9 cubes', '$15.50'],
  ['Feta & Spinach Sauce (GF)', 'Creamy spinach with feta.', '9 cubes', '$17.90'],
  ['Beef Bolognese', 'Slow-cooked beef.', '9 cubes · Kid friendly', '$18.50'],
] as const;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
  body{font-family:'DejaVu Sans';font-size:12px}
  .grid{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}
  .card{border:1px solid #ccc;padding:8px} h2{font-size:15px;margin:0 0 4px} p{margin:2px 0}
</style></head><body><h1>Winter price list</h1><p>Key: (V) vegetarian · KF = kid friendly</p>
<div class="grid">${CARDS.map(
  ([name, text, details, price]) =>
    `<div class="card"><h2>${name.replace('&', '&amp;')}</h2><p>${text}</p><p>${details}</p><p><b>${price}</b></p></div>`,
).join('')}</div></body></html>`;

/** The price list as a PDF, printed by this browser from the HTML above. */
async function printedPriceList(page: Page): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent(HTML);
  const pdf = await printer.pdf({ format: 'A4' });
  await printer.close();
  return pdf;
}

for (const width of [820, 1440]) {
  test(`the import review shows where each row was read, at ${String(width)} px`, async ({
    adminPage: page,
  }, testInfo) => {
    const pdf = await printedPriceList(page);
    await page.setViewportSize({ width, height: 1100 });
    await page.goto('/admin/products/import-pdf');
    await page
      .getByLabel('Choose a PDF of your products')
      .setInputFiles({ name: 'winter-price-list.pdf', mimeType: 'application/pdf', buffer: pdf });
    const review = page.getByRole('table', { name: 'Products found in the PDF' });
    await expect(review).toBeVisible(SERVER_TIMEOUT);
    await expect(page.getByText(/^4 products found/)).toBeVisible();

    // The key's mark sets the badge and leaves the name; a mark no key explains stays and says so.
    // Columns are read one after the other: the first column's two cards, then the second's...
    const kumara = review.getByRole('row').nth(3);
    await expect(kumara.getByLabel('Name (row 3)')).toHaveValue('Golden Kumara & Ginger Soup');
    await expect(kumara.getByLabel('Vegetarian')).toBeChecked();
    const feta = review.getByRole('row').nth(4);
    await expect(feta.getByLabel('Name (row 4)')).toHaveValue('Feta & Spinach Sauce (GF)');
    await expect(feta.getByText(/mark "\(GF\)", which no key on the page explains/)).toBeVisible();
    await expect(feta.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();

    // Each row shows the part of the page it came from, drawn from the PDF itself.
    for (const [index] of CARDS.entries()) {
      const thumbnail = review.getByRole('img', {
        name: `Where row ${String(index + 1)} was read: page 1 of the PDF`,
      });
      await expect(thumbnail).toBeVisible(SERVER_TIMEOUT);
      const drawn = thumbnail.locator('img');
      await expect
        .poll(() =>
          drawn.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      const box = await thumbnail.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(60);
      expect(box?.height ?? 0).toBeGreaterThan(30);
    }
    await review.getByRole('row').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`import-thumbnails-${String(width)}.png`) });
  });
}
