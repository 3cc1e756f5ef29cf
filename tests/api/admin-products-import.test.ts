import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import productsHandler from '../../netlify/functions/products.mts';
import type { ImportApplyResult } from '../../src/lib/forms/product-import.ts';
import type { ImportPreview, PreviewRow } from '../../src/lib/products/pdf-import/index.ts';
import { permissionRefusal } from '../../src/lib/admin/permissions.ts';
import { auditLog } from '../../src/server/audit.ts';
import { products } from '../../src/server/catalog/catalog.ts';
import { APPLY_REFUSALS } from '../../src/server/catalog/product-import/apply.ts';
import {
  PREVIEW_LIFETIME_SECONDS,
  PREVIEW_REFUSALS,
  signPreviewRows,
} from '../../src/server/catalog/product-import/preview-tokens.ts';
import {
  PDF_LIMITS,
  PDF_REFUSALS,
  readPdfImport,
} from '../../src/server/catalog/product-import/read-pdf.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { longPriceList, textFlood, xobjectBomb } from '../fixtures/pdf-bombs.ts';
import { call } from '../fixtures/http.ts';
import { uploadPdf } from '../fixtures/pdf-upload.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const pdf = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/pdfs/${name}`));

const apply = (rows: unknown[], headers: Record<string, string> = team.staff) =>
  call(adminProducts, '/api/admin/products/import/apply', { json: { rows }, headers });

const productCount = async () => (await products.listIds()).length;

const rowNamed = (preview: ImportPreview, name: string): PreviewRow => {
  const row = preview.rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row named ${name}`);
  return row;
};

describe('POST /api/admin/products/import', () => {
  it('reads the product sheet (a table over three pages) without writing anything', async () => {
    const before = await productCount();
    const { status, body } = await uploadPdf(pdf('product-sheet-table.pdf'), team.staff);
    expect(status).toBe(200);
    const preview = body as ImportPreview;
    expect(preview.warnings).toEqual([]);
    expect(preview.rows).toHaveLength(12);
    expect(rowNamed(preview, 'Beef Bolognese')).toMatchObject({
      priceCents: 1750,
      cubesPerPack: 9,
      match: {
        productId: 'beef-bolognese',
        changes: ['description', 'priceCents'],
        shopPriceCents: 1690,
      },
      warnings: [],
    });
    expect(rowNamed(preview, 'Super Veg Sauce').match).toEqual({
      productId: 'super-veg-sauce',
      changes: [],
      shopPriceCents: 1490,
    });
    expect(rowNamed(preview, 'Smoky Black Bean Chilli')).toMatchObject({
      description: 'Black beans, roasted capsicum and smoked paprika with a mild kick.',
      priceCents: 1950,
      cubesPerPack: 12,
      tags: [],
      isVegetarian: true,
      isKidFriendly: false,
      isBestseller: false,
      match: null,
      warnings: [],
    });
    expect(rowNamed(preview, 'Moroccan Chickpea Tagine')).toMatchObject({
      priceCents: null,
      warnings: ['No price found: enter one before importing.'],
    });
    expect(await productCount()).toBe(before);
  });

  it('reads the stockist catalogue (a block per product), with every price form', async () => {
    const { status, body } = await uploadPdf(pdf('stockist-catalogue.pdf'), team.admin);
    expect(status).toBe(200);
    const preview = body as ImportPreview;
    expect(preview.rows.map((row) => [row.name, row.priceCents, row.cubesPerPack])).toEqual([
      ['Super Veg Sauce', 1490, 9],
      ['Butter Chicken', 1690, 9],
      ['Pumpkin and Kumara Sauce', 1550, 9],
      ['Mushroom Stroganoff', 1600, 9],
      ['Thai Green Curry', 1850, 12],
      ['Harvest Minestrone', 1390, 9],
    ]);
    expect(rowNamed(preview, 'Super Veg Sauce')).toMatchObject({
      isVegetarian: true,
      isKidFriendly: true,
      isBestseller: true,
      match: { productId: 'super-veg-sauce', changes: ['description'] },
    });
    expect(rowNamed(preview, 'Harvest Minestrone')).toMatchObject({ match: null, warnings: [] });
  });

  it.each([
    ['not-a-pdf.pdf', PDF_REFUSALS.notPdf],
    ['encrypted.pdf', PDF_REFUSALS.encrypted],
    ['damaged.pdf', PDF_REFUSALS.damaged],
    ['scanned.pdf', 'This PDF has no text we can read; it may be a scanned image'],
    ['no-products.pdf', PDF_REFUSALS.noProducts],
  ])('refuses %s with its message (422) and writes nothing', async (file, message) => {
    const [before, audited] = [await productCount(), (await auditLog.list()).length];
    const { status, body } = await uploadPdf(pdf(file), team.staff);
    expect({ status, body }).toMatchObject({ status: 422, body: { message } });
    expect(await productCount()).toBe(before);
    expect((await auditLog.list()).length).toBe(audited);
  });

  it('reads at most 100 pages of a long PDF, and says so', async () => {
    const long = await PDFDocument.create();
    const font = await long.embedFont(StandardFonts.Helvetica);
    const first = long.addPage();
    first.drawText('Product', { x: 50, y: 700, size: 10, font });
    first.drawText('Price', { x: 300, y: 700, size: 10, font });
    first.drawText('Harvest Minestrone', { x: 50, y: 680, size: 10, font });
    first.drawText('$13.90', { x: 300, y: 680, size: 10, font });
    for (let page = 2; page <= 101; page += 1) {
      long.addPage().drawText('Notes', { x: 50, y: 700, size: 10, font });
    }
    const { status, body } = await uploadPdf(new Uint8Array(await long.save()), team.staff);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rows: [{ name: 'Harvest Minestrone', priceCents: 1390 }],
      warnings: ["Only the first 100 of this PDF's 101 pages were read."],
    });
  });

  it.each([5, 6])(
    'refuses the XObject bomb nested %i deep as too complex (422), before reading its text',
    async (depth) => {
      const before = await productCount();
      const { status, body } = await uploadPdf(await xobjectBomb(depth), team.staff);
      expect({ status, body }).toMatchObject({
        status: 422,
        body: { message: PDF_REFUSALS.tooComplex },
      });
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses a flood of text past the cap (422) while the shop keeps answering', async () => {
    const flood = await textFlood(PDF_LIMITS.textItems + 10_000);
    const finished: string[] = [];
    const importing = uploadPdf(flood, team.staff).then((answer) => {
      finished.push('import');
      return answer;
    });
    const shop = await call(productsHandler, '/api/products');
    finished.push('products');
    expect(shop.status).toBe(200);
    expect(await importing).toMatchObject({
      status: 422,
      body: { message: PDF_REFUSALS.tooComplex },
    });
    // The shop's products were answered while the PDF was still being read.
    expect(finished).toEqual(['products', 'import']);
  });

  it('stops reading a PDF that takes longer than its time budget (422)', async () => {
    const file = {
      name: 'sheet.pdf',
      type: 'application/pdf',
      bytes: pdf('product-sheet-table.pdf'),
    };
    await expect(readPdfImport(file, { ...PDF_LIMITS, readMs: 0 })).rejects.toMatchObject({
      status: 422,
      message: PDF_REFUSALS.tooSlow,
    });
  });

  it('reads a 2,000 product price list', async () => {
    const { status, body } = await uploadPdf(await longPriceList(2000), team.staff);
    expect(status).toBe(200);
    const { rows } = body as ImportPreview;
    expect(rows).toHaveLength(2000);
    expect(rows[1234]).toMatchObject({ name: 'Meal 1235 Sauce', priceCents: 4490, warnings: [] });
  });

  it('warns about prices it cannot take, leaving them empty instead of answering 500', async () => {
    const sheet = await PDFDocument.create();
    const font = await sheet.embedFont(StandardFonts.Helvetica);
    const page = sheet.addPage();
    const rows = [
      ['Product', 'Description', 'Price'],
      ['Beef Bolognese', 'Slow-cooked beef.', '$999,999,999,999,999,999.99'],
      ['Butter Chicken', 'Mild and creamy.', 'NZ$1e9'],
      ['Lamb Hotpot', 'Lamb and barley.', '-$5.00'],
    ];
    rows.forEach((cells, index) => {
      cells.forEach((text, column) => {
        page.drawText(text, { x: 50 + column * 170, y: 700 - index * 20, size: 10, font });
      });
    });
    const { status, body } = await uploadPdf(new Uint8Array(await sheet.save()), team.staff);
    expect(status).toBe(200);
    const preview = body as ImportPreview;
    expect(preview.rows.map((row) => [row.name, row.priceCents, row.warnings.slice(0, 1)])).toEqual(
      [
        [
          'Beef Bolognese',
          null,
          [
            'The price "$999,999,999,999,999,999.99" is over $1,000.00, the most a product may cost: check the PDF and enter the right price.',
          ],
        ],
        [
          'Butter Chicken',
          null,
          [
            'The price "NZ$1e9" is written as a power of ten: check the PDF and enter the right price.',
          ],
        ],
        [
          'Lamb Hotpot',
          null,
          ['The price "-$5.00" is negative: check the PDF and enter the right price.'],
        ],
      ],
    );
  });

  it('refuses a file over 10 MB (413) with its message', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf('product-sheet-table.pdf'));
    const { status, body } = await uploadPdf(big, team.staff);
    expect(status).toBe(413);
    expect(body).toMatchObject({ message: expect.stringContaining('over 10 MB') as unknown });
  });

  it('answers 400 beside the field when no file is sent', async () => {
    const { status, body } = await uploadPdf(new Uint8Array(0), team.staff);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { file: 'Choose a file to upload.' } });
  });
});

/** The fields apply takes from a previewed row (as the review sends them), with its token. */
const applyRowOf = (row: PreviewRow) => ({
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  cubesPerPack: row.cubesPerPack,
  tags: row.tags,
  isVegetarian: row.isVegetarian,
  isKidFriendly: row.isKidFriendly,
  isBestseller: row.isBestseller,
  token: row.token,
});

/** The product sheet's preview, read by `headers`' account. */
async function previewSheet(headers: Record<string, string> = team.staff) {
  const { status, body } = await uploadPdf(pdf('product-sheet-table.pdf'), headers);
  expect(status).toBe(200);
  return body as ImportPreview;
}

/** A token's payload changed (its signature kept): what a tampering client would send. */
function tampered(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...(decodeJwt(token) as Record<string, unknown>), ...change };
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  expect(encoded).not.toBe(payload);
  return [header, encoded, signature].join('.');
}

describe('POST /api/admin/products/import/apply', () => {
  // These rows change prices: staff apply them once an admin allows it (see the end of the file).
  beforeAll(() => grantPermissions('packer', ['prices']));

  it('creates new rows as drafts and updates matched ones, each in the audit log', async () => {
    const preview = await previewSheet();
    const bolognese = await products.get('beef-bolognese');
    const dahlRow = rowNamed(preview, 'Smoky Black Bean Chilli');
    const { status, body } = await apply([
      applyRowOf(dahlRow),
      applyRowOf(rowNamed(preview, 'Beef Bolognese')),
    ]);
    expect(status).toBe(200);
    expect(body as ImportApplyResult).toEqual({
      created: [{ id: 'smoky-black-bean-chilli', name: 'Smoky Black Bean Chilli' }],
      updated: [{ id: 'beef-bolognese', name: 'Beef Bolognese' }],
      errors: [],
    });
    expect(await products.get('smoky-black-bean-chilli')).toMatchObject({
      name: dahlRow.name,
      priceCents: 1950,
      status: 'draft',
      image: '/images/meals/preview-placeholder.svg',
    });
    // Only the imported fields change; the image and status stay.
    expect(await products.get('beef-bolognese')).toMatchObject({
      priceCents: 1750,
      image: bolognese?.image,
      status: bolognese?.status,
    });
    const log = await auditLog.list();
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'product.create',
        target: 'products/smoky-black-bean-chilli',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'product.import-update',
        target: 'products/beef-bolognese',
        actor: expect.objectContaining({ username: 'packer' }) as unknown,
      }),
    );
    // Sent again, the created row is not added twice and the updated one is now stale.
    const again = await apply([
      applyRowOf(dahlRow),
      applyRowOf(rowNamed(preview, 'Beef Bolognese')),
    ]);
    expect(again.body).toEqual({
      created: [],
      updated: [],
      errors: [
        { index: 0, status: 409, message: APPLY_REFUSALS.added },
        { index: 1, status: 409, message: APPLY_REFUSALS.changed },
      ],
    });
  });

  it('takes the corrections staff made in the review to a previewed row', async () => {
    const preview = await previewSheet();
    const tagine = rowNamed(preview, 'Moroccan Chickpea Tagine');
    const { body } = await apply([
      { ...applyRowOf(tagine), name: 'Chickpea Tagine', priceCents: 1640 },
    ]);
    expect(body).toMatchObject({ created: [{ id: 'chickpea-tagine' }], errors: [] });
    expect(await products.get('chickpea-tagine')).toMatchObject({ priceCents: 1640 });
  });

  it('refuses a row whose product changed since the preview (409 beside it), applying the others', async () => {
    const preview = await previewSheet();
    const supreme = rowNamed(preview, 'Kumara and Lentil Dahl');
    const bolognese = rowNamed(preview, 'Beef Bolognese');
    // Someone saves Beef Bolognese in the product form after the PDF was read.
    const current = await products.getRevisioned('beef-bolognese');
    await products.update('beef-bolognese', (product) => {
      if (!product) throw new Error('Beef Bolognese is seeded');
      return { ...product, priceCents: 1990 };
    });
    expect(current).not.toBeNull();
    const { status, body } = await apply([applyRowOf(bolognese), applyRowOf(supreme)]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      created: [{ id: 'kumara-and-lentil-dahl' }],
      errors: [{ index: 0, status: 409, message: APPLY_REFUSALS.changed }],
    });
    expect((await products.get('beef-bolognese'))?.priceCents).toBe(1990);
  });

  it('refuses rows never previewed, tampered with, or previewed by another account', async () => {
    const preview = await previewSheet();
    const bolognese = rowNamed(preview, 'Beef Bolognese');
    const before = await products.getRevisioned('beef-bolognese');
    const row = { ...applyRowOf(bolognese), priceCents: 1 };
    const { body } = await apply([
      { ...row, token: 'not-a-token' },
      { ...row, token: tampered(bolognese.token, { pid: 'super-veg-sauce' }) },
      { ...row, token: tampered(bolognese.token, { rev: 99 }) },
    ]);
    expect(body).toEqual({
      created: [],
      updated: [],
      errors: [0, 1, 2].map((index) => ({
        index,
        status: 400,
        message: PREVIEW_REFUSALS.notPreviewed,
      })),
    });
    // The admin's apply of the staff member's preview is refused too.
    expect((await apply([row], team.admin)).body).toMatchObject({
      errors: [{ index: 0, status: 400, message: PREVIEW_REFUSALS.notPreviewed }],
    });
    expect(await products.getRevisioned('beef-bolognese')).toEqual(before);
  });

  it('no longer takes a product id and a price without a preview (the finding of issue 26)', async () => {
    const before = await products.getRevisioned('beef-bolognese');
    const { status, body } = await apply([
      {
        ...applyRowOf(rowNamed(await previewSheet(), 'Beef Bolognese')),
        token: undefined,
        productId: 'beef-bolognese',
        priceCents: 1,
      },
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { 'rows.0.token': expect.any(String) as unknown } });
    expect(await products.getRevisioned('beef-bolognese')).toEqual(before);
  });

  it('refuses a row of a review over two hours old (409), asking for the PDF again', async () => {
    const preview = await previewSheet();
    const row = rowNamed(preview, 'Beef Bolognese');
    const actor = { id: String(decodeJwt(row.token).sub), username: 'packer' };
    const [old] = await signPreviewRows(
      actor,
      [row],
      new Map([['beef-bolognese', Number(decodeJwt(row.token).rev)]]),
      new Date(Date.now() - PREVIEW_LIFETIME_SECONDS * 1000 - 60_000),
    );
    const { body } = await apply([applyRowOf({ ...row, token: old?.token ?? '' })]);
    expect(body).toMatchObject({
      errors: [{ index: 0, status: 409, message: PREVIEW_REFUSALS.expired }],
    });
  });

  it('answers 400 with the product form messages beside each row field', async () => {
    const before = await productCount();
    const preview = await previewSheet();
    const row = applyRowOf(rowNamed(preview, 'Smoky Black Bean Chilli'));
    const { status, body } = await apply([row, { ...row, name: '', priceCents: 0 }]);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        'rows.1.name': 'Name is required',
        'rows.1.priceCents': 'The price must be more than $0.00',
      },
    });
    expect((await apply([])).body).toMatchObject({
      errors: { rows: 'Tick at least one row to import' },
    });
    expect(await productCount()).toBe(before);
  });
});

describe('POST /api/admin/products/import/apply by staff not allowed to change prices', () => {
  beforeAll(() => grantPermissions('packer', []));

  it('refuses (403) a batch with a row that changes a price, and takes one that keeps it', async () => {
    const preview = await previewSheet();
    const before = await products.getRevisioned('beef-bolognese');
    const price = before?.data.priceCents ?? 0;
    const bolognese = applyRowOf(rowNamed(preview, 'Beef Bolognese'));
    const unchanged = applyRowOf(rowNamed(preview, 'Super Veg Sauce'));
    const refused = await apply([unchanged, { ...bolognese, priceCents: price + 10 }]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: permissionRefusal('prices'),
      reason: 'permission_required',
      permission: 'prices',
    });
    expect((await products.getRevisioned('beef-bolognese'))?.revision).toBe(before?.revision);

    const kept = await apply([unchanged, { ...bolognese, priceCents: price }]);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      errors: [],
      updated: [{ id: 'super-veg-sauce' }, { id: 'beef-bolognese' }],
    });
    expect((await products.get('beef-bolognese'))?.priceCents).toBe(price);
  });
});
