// Issue 22: a catalogue laid out the usual way (name, description, then pack, badges and the price
// at the right of one line) found no products, and a changed price was ticked by default.
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('an admin reviews a catalogue of another layout on a tablet: rows read, a changed price unticked, old to new', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/admin/products/import-pdf');
  await page
    .getByLabel('Choose a PDF of your products')
    .setInputFiles('tests/fixtures/pdfs/layout-badge-line-price.pdf');
  const review = page.getByRole('table', { name: 'Products found in the PDF' });
  await expect(review).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('3 products found; 2 ticked to import.')).toBeVisible();

  // Rows in the PDF's order, after the heading row.
  const chicken = review.getByRole('row').nth(1);
  await expect(chicken.getByLabel('Name (row 1)')).toHaveValue('Butter Chicken');
  await expect(chicken.getByLabel('Price per pack')).toHaveValue('18.50');
  await expect(chicken.getByText('Changed', { exact: true })).toBeVisible();
  const priceChange = chicken.getByText(/^Price \$17\.90/);
  await expect(priceChange).toBeVisible();
  await expect(priceChange).toContainText('→');
  await expect(priceChange).toContainText('$18.50');
  await expect(chicken.getByRole('checkbox', { name: 'Import row 1' })).not.toBeChecked();

  const soup = review.getByRole('row').nth(2);
  await expect(soup.getByLabel('Name (row 2)')).toHaveValue('Golden Kumara Soup');
  await expect(soup.getByText('New', { exact: true })).toBeVisible();
  await expect(soup.getByLabel('Vegetarian')).toBeChecked();
  await expect(soup.getByLabel('Kid friendly')).toBeChecked();
  await expect(soup.getByRole('checkbox', { name: 'Import row 2' })).toBeChecked();
  const chilli = review.getByRole('row').nth(3);
  await expect(chilli.getByLabel('Name (row 3)')).toHaveValue('Smoky Bean Chilli');
  await expect(chilli.getByLabel('Cubes per pack')).toHaveValue('12');

  // Ticking the price change is staff's own choice, and it counts.
  await chicken.getByRole('checkbox', { name: 'Import row 1' }).check();
  await expect(page.getByRole('button', { name: 'Import 3 ticked products' })).toBeVisible();

  // The price is read whole in its field at this width.
  const field = chicken.getByLabel('Price per pack');
  expect(
    await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
  ).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);

  // On a phone each row is a card: nothing scrolls sideways, the tick box says what it is.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Import row 1', { exact: true })).toBeVisible();
  const widths = await page.evaluate(() => {
    const table = document.querySelector('main table');
    return {
      page: document.documentElement.scrollWidth,
      table: table?.scrollWidth ?? 0,
      box: table?.parentElement?.clientWidth ?? 0,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.table).toBeLessThanOrEqual(widths.box);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
});
