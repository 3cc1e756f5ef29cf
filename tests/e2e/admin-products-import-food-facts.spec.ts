import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('staff see the food facts a catalogue gives each row, and rows that need a look are unticked', async ({
  staffPage: page,
}) => {
  await page.goto('/admin/products/import-pdf');
  await page
    .getByLabel('Choose a PDF of your products')
    .setInputFiles('tests/fixtures/pdfs/food-facts-catalogue.pdf');
  const review = page.getByRole('table', { name: 'Products found in the PDF' });
  await expect(review).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('4 products found')).toBeVisible();

  // Rows in the PDF's order, after the heading row.
  const bolognese = review.getByRole('row').nth(1);
  await expect(bolognese.getByLabel('Name (row 1)')).toHaveValue('Beef Bolognese');
  await expect(
    bolognese.getByText(
      'Food facts: Ingredients ✓, Contains: wheat, gluten, added sulphites, Storage ✓, Reheating ✓',
    ),
  ).toBeVisible();
  await expect(bolognese.getByText(/ingredients, allergens/)).toBeVisible();

  const rogan = review.getByRole('row').nth(3);
  await expect(rogan.getByText(/names "celery", which/)).toBeVisible();
  await expect(rogan.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();

  // Ticked anyway, a row with ingredients and no allergens is stopped before it is sent.
  const curry = review.getByRole('row').nth(4);
  await expect(curry.getByRole('checkbox', { name: /^Import row/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Tick none' }).click();
  await curry.getByRole('checkbox', { name: /^Import row/ }).check();
  await page.getByRole('button', { name: 'Import 1 ticked product' }).click();
  await expect(curry.getByRole('alert')).toContainText(
    'the PDF gives ingredients but no allergens',
  );
  await expect(page.getByText('Import finished')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
