import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import type { ImportApplyResult } from '../../src/lib/forms/product-import.ts';
import type { ImportPreview, ImportRow } from '../../src/lib/products/pdf-import/index.ts';
import { auditLog } from '../../src/server/audit.ts';
import { products } from '../../src/server/catalog.ts';
import { PDF_REFUSALS } from '../../src/server/product-import/read-pdf.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const pdf = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/pdfs/${name}`));

/** Uploads bytes as the admin app does (multipart, field `file`). */
async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
  name = 'products.pdf',
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const encoded = new Response(form);
  const request = new Request(new URL('/api/admin/products/import', SITE_ORIGIN), {
    method: 'POST',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
    body: await encoded.arrayBuffer(),
  });
  const response = await adminProducts(request, {
    ip: newClientIp(),
    params: {},
    waitUntil: () => undefined,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const apply = (rows: unknown[], headers: Record<string, string> = team.staff) =>
  call(adminProducts, '/api/admin/products/import/apply', { json: { rows }, headers });

const productCount = async () => (await products.listIds()).length;

const rowNamed = (preview: ImportPreview, name: string): ImportRow => {
  const row = preview.rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row named ${name}`);
  return row;
};

describe('POST /api/admin/products/import', () => {
  it('reads the product sheet (a table over three pages) without writing anything', async () => {
    const before = await productCount();
    const { status, body } = await upload(pdf('product-sheet-table.pdf'), team.staff);
    expect(status).toBe(200);
    const preview = body as ImportPreview;
    expect(preview.warnings).toEqual([]);
    expect(preview.rows).toHaveLength(12);
    expect(rowNamed(preview, 'Beef Bolognese')).toMatchObject({
      priceCents: 1750,
      cubesPerPack: 9,
      match: { productId: 'beef-bolognese', changes: ['description', 'priceCents'] },
      warnings: [],
    });
    expect(rowNamed(preview, 'Super Veg Sauce').match).toEqual({
      productId: 'super-veg-sauce',
      changes: [],
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
    const { status, body } = await upload(pdf('stockist-catalogue.pdf'), team.admin);
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
    const { status, body } = await upload(pdf(file), team.staff);
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
    const { status, body } = await upload(new Uint8Array(await long.save()), team.staff);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rows: [{ name: 'Harvest Minestrone', priceCents: 1390 }],
      warnings: ["Only the first 100 of this PDF's 101 pages were read."],
    });
  });

  it('refuses a file over 10 MB (413) with its message', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf('product-sheet-table.pdf'));
    const { status, body } = await upload(big, team.staff);
    expect(status).toBe(413);
    expect(body).toMatchObject({ message: expect.stringContaining('over 10 MB') as unknown });
  });

  it('answers 400 beside the field when no file is sent', async () => {
    const { status, body } = await upload(new Uint8Array(0), team.staff);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { file: 'Choose a file to upload.' } });
  });

  it('answers 401 without a session and 403 cross-site', async () => {
    const bytes = pdf('product-sheet-table.pdf');
    expect((await upload(bytes, { origin: SITE_ORIGIN })).status).toBe(401);
    expect((await upload(bytes, { ...team.admin, ...CROSS_SITE })).status).toBe(403);
  });
});

const NEW_ROW = {
  name: 'Harvest Minestrone',
  description: 'Borlotti beans, small pasta and every vegetable of the season.',
  priceCents: 1390,
  cubesPerPack: 9,
  tags: [],
  isVegetarian: true,
  isKidFriendly: true,
  isBestseller: false,
};

describe('POST /api/admin/products/import/apply', () => {
  it('creates new rows as drafts and updates matched ones, each in the audit log', async () => {
    const bolognese = await products.get('beef-bolognese');
    const { status, body } = await apply([
      NEW_ROW,
      { ...NEW_ROW, name: 'Beef Bolognese', priceCents: 1750, productId: 'beef-bolognese' },
    ]);
    expect(status).toBe(200);
    expect(body as ImportApplyResult).toEqual({
      created: [{ id: 'harvest-minestrone', name: 'Harvest Minestrone' }],
      updated: [{ id: 'beef-bolognese', name: 'Beef Bolognese' }],
      errors: [],
    });
    expect(await products.get('harvest-minestrone')).toMatchObject({
      ...NEW_ROW,
      status: 'draft',
      image: '/images/meals/preview-placeholder.svg',
    });
    // Only the imported fields change; the image and status stay.
    expect(await products.get('beef-bolognese')).toMatchObject({
      priceCents: 1750,
      isVegetarian: true,
      image: bolognese?.image,
      status: bolognese?.status,
    });
    const log = await auditLog.list();
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'product.create', target: 'products/harvest-minestrone' }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'product.import-update',
        target: 'products/beef-bolognese',
        actor: expect.objectContaining({ username: 'packer' }) as unknown,
      }),
    );
  });

  it('reports a row it cannot apply by its index and applies the others', async () => {
    const { status, body } = await apply([
      { ...NEW_ROW, productId: 'no-such-meal' },
      { ...NEW_ROW, name: 'Pumpkin and Kumara Sauce' },
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      created: [{ id: 'pumpkin-and-kumara-sauce' }],
      updated: [],
      errors: [{ index: 0, message: expect.stringContaining('no longer exists') as unknown }],
    });
  });

  it('answers 400 with the product form messages beside each row field', async () => {
    const before = await productCount();
    const { status, body } = await apply([NEW_ROW, { ...NEW_ROW, name: '', priceCents: 0 }]);
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

  it('answers 401 without a session and 403 cross-site', async () => {
    expect((await apply([NEW_ROW], {})).status).toBe(401);
    expect((await apply([NEW_ROW], { ...team.admin, ...CROSS_SITE })).status).toBe(403);
  });
});
