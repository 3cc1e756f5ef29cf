import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import { applyInputOf, reviewFormRow } from '../../src/features/admin/products/import-rows.ts';
import type { ImportApplyResult } from '../../src/lib/forms/product-import.ts';
import type { PreviewRow } from '../../src/lib/products/pdf-import/index.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { fixturePreview, rowNamed } from '../fixtures/pdf-upload.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

/** The preview of a fixture PDF, uploaded by staff. */
const preview = (name: string) => fixturePreview(name, team.staff);

/** What the review screen sends for a row left as it was read. */
const sent = (row: PreviewRow) => applyInputOf(reviewFormRow(row), row);

describe('PDF import of a catalogue with food facts', () => {
  it('previews ingredients, allergens, storage and reheating, warning where they need a look', async () => {
    const { rows, warnings } = await preview('food-facts-catalogue.pdf');
    expect(warnings).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual([
      'Beef Bolognese',
      'Red Lentil Dahl',
      'Lamb Rogan Josh',
      'Chickpea and Spinach Curry',
    ]);
    const bolognese = rowNamed(rows, 'Beef Bolognese');
    expect(bolognese).toMatchObject({
      allergens: ['wheat', 'sulphites'],
      allergenFree: false,
      storage: 'Keep frozen at -18 °C or colder.',
      reheating:
        'from frozen, heat 3 cubes in a covered saucepan for 6-8 minutes until piping hot.',
      warnings: [],
    });
    expect(bolognese.ingredients).toMatch(
      /^New Zealand grass-fed beef mince \(40%\).*black pepper$/,
    );
    expect(bolognese.match?.changes).toEqual(
      expect.arrayContaining(['ingredients', 'allergens', 'storage', 'reheating']),
    );
    expect(rowNamed(rows, 'Red Lentil Dahl')).toMatchObject({
      allergens: [],
      allergenFree: true,
      storage: 'keep frozen and use within 6 months.',
      reheating: 'simmer from frozen for 8 minutes, stirring.',
      isVegetarian: true,
      priceCents: 1450,
      warnings: [],
    });
    const rogan = rowNamed(rows, 'Lamb Rogan Josh');
    // "gluten" is a required name of its own; only "celery" is no declared allergen.
    expect(rogan.allergens).toEqual(['gluten', 'milk']);
    expect(rogan.warnings).toEqual([expect.stringContaining('names "celery", which')]);
    expect(reviewFormRow(rogan).ticked).toBe(false);
    const curry = rowNamed(rows, 'Chickpea and Spinach Curry');
    expect(curry.warnings).toEqual([expect.stringContaining('no allergens')]);
    expect(reviewFormRow(curry).ticked).toBe(false);
  });

  it('stores the food facts on apply, keeping the facts the PDF does not state', async () => {
    const { rows } = await preview('food-facts-catalogue.pdf');
    const before = await products.get('beef-bolognese');
    const response = await call(adminProducts, '/api/admin/products/import/apply', {
      json: {
        rows: [sent(rowNamed(rows, 'Beef Bolognese')), sent(rowNamed(rows, 'Red Lentil Dahl'))],
      },
      headers: team.staff,
    });
    expect(response.status).toBe(200);
    expect(response.body as ImportApplyResult).toMatchObject({
      created: [{ id: 'red-lentil-dahl' }],
      updated: [{ id: 'beef-bolognese' }],
      errors: [],
    });
    expect(await products.get('beef-bolognese')).toMatchObject({
      allergens: ['wheat', 'sulphites'],
      allergenFree: false,
      storage: 'Keep frozen at -18 °C or colder.',
      nutrition: before?.nutrition,
    });
    const dahl = await products.get('red-lentil-dahl');
    expect(dahl?.ingredients).toContain('red lentils (50%)');
    expect(dahl).toMatchObject({
      allergens: [],
      allergenFree: true,
      reheating: 'simmer from frozen for 8 minutes, stirring.',
      status: 'draft',
    });
  });

  it('refuses a row with ingredients and no allergens beside it (400), as the product form does', async () => {
    const { rows } = await preview('food-facts-catalogue.pdf');
    const response = await call(adminProducts, '/api/admin/products/import/apply', {
      json: { rows: [sent(rowNamed(rows, 'Chickpea and Spinach Curry'))] },
      headers: team.staff,
    });
    expect(response.status).toBe(400);
    expect(await products.get('chickpea-and-spinach-curry')).toBeNull();
  });
});
