import { readFileSync } from 'node:fs';
import { ownerToken } from './fixtures/admin.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const PDFS = 'tests/fixtures/pdfs';

test('staff import a product sheet: review, edit a row, apply, and find the new draft', async ({
  staffPage: page,
}) => {
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import from PDF' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/import-pdf$/);
  await expect(page.getByRole('heading', { name: 'Import products from a PDF' })).toBeVisible();

  await page
    .getByLabel('Choose a PDF of your products')
    .setInputFiles(`${PDFS}/product-sheet-table.pdf`);
  const review = page.getByRole('table', { name: 'Products found in the PDF' });
  await expect(review).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('12 products found')).toBeVisible();

  // Beef Bolognese is in the shop at another price; the tagine has no price, so it is unticked.
  // Rows in the PDF's order, after the heading row.
  const bolognese = review.getByRole('row').nth(2);
  await expect(bolognese.getByLabel('Name (row 2)')).toHaveValue('Beef Bolognese');
  await expect(bolognese.getByText('Changed', { exact: true })).toBeVisible();
  await expect(bolognese.getByText('description, price')).toBeVisible();
  // A price change starts unticked, the shop's price and the PDF's side by side (issue 22).
  await expect(bolognese.getByText(/^Price \$16\.90/)).toContainText('$17.50');
  await expect(bolognese.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();
  const tagine = review.getByRole('row').nth(9);
  await expect(tagine.getByLabel('Name (row 9)')).toHaveValue('Moroccan Chickpea Tagine');
  await expect(tagine.getByText('No price found: enter one before importing.')).toBeVisible();
  await expect(tagine.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Import the tagine alone, under a new name and with a price typed in.
  await page.getByRole('button', { name: 'Tick none' }).click();
  await expect(page.getByRole('button', { name: 'Import 0 ticked products' })).toBeVisible();
  await tagine.getByRole('checkbox', { name: /^Import row/ }).check();
  await page.getByRole('button', { name: 'Import 1 ticked product' }).click();
  await expect(tagine.getByLabel('Price per pack')).toHaveAccessibleDescription(
    'Enter a price in dollars, e.g. 14.90',
  );
  const name = `Chickpea Tagine ${String(Date.now())}`;
  await tagine.getByLabel(/^Name \(row/).fill(name);
  await tagine.getByLabel('Price per pack').fill('16.40');
  await page.getByRole('button', { name: 'Import 1 ticked product' }).click();

  const summary = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summary).toContainText('1 added as drafts, 0 updated', SERVER_TIMEOUT);
  await expect(summary.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);

  await summary.getByRole('link', { name: 'publish them from the products list' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByLabel('Status').selectOption('draft');
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(SERVER_TIMEOUT);
  await expect(row).toContainText('$16.40');
  await expect(row).toContainText('Draft');
});

// An admin: the row changes Beef Bolognese's price (staff may only once an admin allows it).
test('a row whose product was saved after the PDF was read is refused beside it, the PDF to be read again', async ({
  adminPage: page,
  request,
}) => {
  await page.goto('/admin/products/import-pdf');
  await page
    .getByLabel('Choose a PDF of your products')
    .setInputFiles(`${PDFS}/product-sheet-table.pdf`);
  const review = page.getByRole('table', { name: 'Products found in the PDF' });
  await expect(review).toBeVisible(SERVER_TIMEOUT);
  const bolognese = review.getByRole('row').nth(2);
  await expect(bolognese.getByLabel('Name (row 2)')).toHaveValue('Beef Bolognese');

  // Meanwhile an admin saves Beef Bolognese in the product form (as it is: only its revision moves).
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const current = (await (
    await request.get('/api/admin/products/beef-bolognese', { headers })
  ).json()) as Record<string, unknown>;
  const { id, updatedAt, onHand, ...fields } = current;
  expect([id, typeof updatedAt, typeof onHand]).toEqual(['beef-bolognese', 'string', 'number']);
  const saved = await request.put('/api/admin/products/beef-bolognese', { headers, data: fields });
  expect(saved.ok()).toBe(true);

  await page.getByRole('button', { name: 'Tick none' }).click();
  await bolognese.getByRole('checkbox', { name: /^Import row/ }).check();
  await page.getByRole('button', { name: 'Import 1 ticked product' }).click();
  await expect(
    bolognese.getByText(
      'Not imported: Someone changed this product after the PDF was read, so this row was not imported',
    ),
  ).toBeVisible(SERVER_TIMEOUT);
  await expect(bolognese.getByText(/Read the PDF again/)).toBeVisible();
  await expect(bolognese.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();
  await expect(
    page.getByRole('alert').filter({ hasText: '0 imported, 1 not imported' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Finish and see the summary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '0 added as drafts, 0 updated, 1 not imported',
  );
});

test('a file that is not a readable PDF gets its message, and another can be chosen', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/products/import-pdf');
  const picker = page.getByLabel('Choose a PDF of your products');
  await picker.setInputFiles(`${PDFS}/scanned.pdf`);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This PDF has no text we can read; it may be a scanned image',
    }),
  ).toBeVisible(SERVER_TIMEOUT);
  await expectNoAxeViolations(page);

  await picker.setInputFiles(`${PDFS}/not-a-pdf.pdf`);
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  // The next file is dropped on the picker instead.
  const catalogue = readFileSync(`${PDFS}/stockist-catalogue.pdf`).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'stockist-catalogue.pdf', { type: 'application/pdf' }));
    return transfer;
  }, catalogue);
  await page.getByText('Choose a PDF of your products').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('table', { name: 'Products found in the PDF' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByText('6 products found')).toBeVisible();
});
