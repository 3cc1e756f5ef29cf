// Issue 22: catalogues laid out other ways than our samples, read through the real import route;
// a row that changes a product's price carries the shop's price and starts unticked.
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import { applyInputOf, reviewFormRow } from '../../src/features/admin/products/import-rows.ts';
import type { ImportApplyResult } from '../../src/lib/forms/product-import.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import { PDF_REFUSALS } from '../../src/server/catalog/product-import/read-pdf.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { fixturePreview, rowNamed, uploadFixturePdf } from '../fixtures/pdf-upload.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const preview = (name: string, headers = team.staff) => fixturePreview(name, headers);

describe('POST /api/admin/products/import with catalogues of other layouts', () => {
  it('reads the badge line with the price at its right (the layout that found no products)', async () => {
    const { rows, warnings } = await preview('layout-badge-line-price.pdf');
    expect(warnings).toEqual([]);
    expect(rows.map((row) => [row.name, row.priceCents, row.cubesPerPack])).toEqual([
      ['Butter Chicken', 1850, 9],
      ['Golden Kumara Soup', 1690, 9],
      ['Smoky Bean Chilli', 1950, 12],
    ]);
    // Butter Chicken is $17.90 in the shop: the row says so, and starts unticked.
    const chicken = rowNamed(rows, 'Butter Chicken');
    expect(chicken).toMatchObject({
      match: {
        productId: 'butter-chicken',
        changes: expect.arrayContaining(['priceCents']) as unknown,
        shopPriceCents: 1790,
      },
      warnings: [],
    });
    expect(reviewFormRow(chicken).ticked).toBe(false);
    const soup = rowNamed(rows, 'Golden Kumara Soup');
    expect(soup).toMatchObject({ match: null, isVegetarian: true, isKidFriendly: true });
    expect(reviewFormRow(soup).ticked).toBe(true);
  });

  it('reads a two-column page column by column, prices unchanged or changed', async () => {
    const { rows } = await preview('layout-two-columns.pdf');
    expect(rows.map((row) => row.name)).toEqual([
      'Thai Green Curry',
      'Mushroom Stroganoff',
      'Spiced Carrot Soup',
      'Lemon Herb Chicken',
      'Lamb Rogan Josh',
      'Pork and Fennel Ragu',
      'Chickpea Tikka Masala',
      'Sweetcorn Chowder',
    ]);
    const curry = rowNamed(rows, 'Thai Green Curry');
    expect(curry).toMatchObject({ priceCents: 1650, match: { shopPriceCents: 1590 } });
    expect(curry.match?.changes).toContain('priceCents');
    const stroganoff = rowNamed(rows, 'Mushroom Stroganoff');
    expect(stroganoff).toMatchObject({ priceCents: 1590, match: { shopPriceCents: 1590 } });
    expect(stroganoff.match?.changes).not.toContain('priceCents');
  });

  it('applies a ticked price change and a new product from a layout read', async () => {
    // An admin: price changes may be for admins alone (issue 22), and a row applies only for the
    // account that read it.
    const { rows } = await preview('layout-price-above.pdf', team.admin);
    const send = (name: string) => {
      const row = rowNamed(rows, name);
      return applyInputOf(reviewFormRow(row), row);
    };
    const response = await call(adminProducts, '/api/admin/products/import/apply', {
      json: { rows: [send('Beef Bolognese'), send('Coconut Fish Curry')] },
      headers: team.admin,
    });
    expect(response.status).toBe(200);
    expect(response.body as ImportApplyResult).toMatchObject({
      created: [{ id: 'coconut-fish-curry' }],
      updated: [{ id: 'beef-bolognese' }],
      errors: [],
    });
    expect(await products.get('beef-bolognese')).toMatchObject({ priceCents: 1720 });
    expect(await products.get('coconut-fish-curry')).toMatchObject({
      priceCents: 1990,
      status: 'draft',
    });
  });

  it('still finds no products in a letter', async () => {
    const letter = await uploadFixturePdf('no-products.pdf', team.staff);
    expect(letter).toEqual({
      status: 422,
      body: expect.objectContaining({ message: PDF_REFUSALS.noProducts }) as unknown,
    });
  });
});
