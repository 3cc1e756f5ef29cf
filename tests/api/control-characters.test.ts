// Issue 26, finding 6: NUL, CR/LF and ESC were accepted in product names from the form, the API
// and the import, reached the orders and inventory CSVs, and a NUL before `=` escaped the formula
// guard; the same prefix survived the subscriber CSV import into its export.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import inventoryHandler from '../../netlify/functions/admin-inventory.mts';
import newslettersHandler from '../../netlify/functions/admin-newsletters.mts';
import ordersHandler from '../../netlify/functions/admin-orders.mts';
import adminProducts from '../../netlify/functions/admin-products.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ONE_LINE_MESSAGE } from '../../src/lib/forms/plain-text.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { products, setStockLevel } from '../../src/server/catalog/catalog.ts';
import { syncSubscriberListing } from '../../src/server/newsletters/subscribers/subscriber-list.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  subscribe,
  subscriberId,
  subscribers,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

/** The attack's control characters, each inside a name. */
const CONTROLS = { NUL: '\u0000', CR: '\r', LF: '\n', CRLF: '\r\n', ESC: '\u001b', DEL: '\u007f' };

/** What a spreadsheet would run if the guard missed it. */
const HIDDEN_FORMULA = '\u0000=HYPERLINK("https://evil.example","Click")';

async function download(
  handler: (request: Request, context: never) => Promise<Response>,
  path: string,
): Promise<string[][]> {
  const response = await handler(new Request(new URL(path, SITE_ORIGIN), { headers: team.admin }), {
    ip: '192.0.2.1',
    params: {},
    waitUntil: () => undefined,
  } as never);
  expect(response.status).toBe(200);
  const rows: string[][] = parse(await response.text(), { bom: true, relax_column_count: true });
  return rows;
}

/** Every cell is text to a spreadsheet: none starts a formula, even behind controls or spaces. */
function expectNoFormula(rows: string[][]): void {
  for (const cell of rows.flat()) {
    expect(cell, JSON.stringify(cell)).not.toMatch(/^[\p{Cc}\p{Z}\p{Cf}]*[=+@]/u);
  }
}

describe('product names with control characters', () => {
  it('are refused by the product form routes, beside the name', async () => {
    const product = (
      await call(adminProducts, '/api/admin/products/beef-bolognese', {
        params: { id: 'beef-bolognese' },
        headers: team.staff,
      })
    ).body as AdminProduct;
    const fields = ProductFieldsSchema.parse(product);
    for (const [label, control] of Object.entries(CONTROLS)) {
      const name = `Beef${control}Bolognese`;
      const replaced = await call(adminProducts, '/api/admin/products/beef-bolognese', {
        method: 'PUT',
        params: { id: 'beef-bolognese' },
        json: { ...fields, name, revision: product.revision },
        headers: team.staff,
      });
      expect(replaced.status, label).toBe(400);
      expect(replaced.body, label).toMatchObject({ errors: { name: ONE_LINE_MESSAGE } });
      const created = await call(adminProducts, '/api/admin/products', {
        method: 'POST',
        json: { ...fields, name: `New${control}meal` },
        headers: team.staff,
      });
      expect(created.status, label).toBe(400);
      expect(created.body, label).toMatchObject({ errors: { name: ONE_LINE_MESSAGE } });
    }
    expect((await products.get('beef-bolognese'))?.name).toBe('Beef Bolognese');
  });

  it('are refused by the import apply, and nothing is written', async () => {
    const before = (await products.listIds()).length;
    for (const [label, control] of Object.entries(CONTROLS)) {
      const row = {
        name: `Harvest${control}Minestrone`,
        description: 'Borlotti beans, small pasta and every vegetable of the season.',
        priceCents: 1390,
        cubesPerPack: 9,
        tags: [],
        isVegetarian: true,
        isKidFriendly: true,
        isBestseller: false,
      };
      const { status, body } = await call(adminProducts, '/api/admin/products/import/apply', {
        json: { rows: [row] },
        headers: team.staff,
      });
      expect(status, label).toBe(400);
      expect(body, label).toMatchObject({ errors: { 'rows.0.name': ONE_LINE_MESSAGE } });
    }
    expect((await products.listIds()).length).toBe(before);
  });
});

describe('a value stored with a NUL before `=`', () => {
  it('comes out guarded in the order lines and inventory CSVs', async () => {
    // Written straight to the store, as a record saved before the rule would be.
    await products.update('thai-green-curry', (current) => {
      if (!current) throw new Error('no thai-green-curry');
      return { ...current, name: HIDDEN_FORMULA };
    });
    await setStockLevel('thai-green-curry', 40);
    const order = await placeTestOrder({ items: [{ productId: 'thai-green-curry', quantity: 1 }] });

    // Product names are in the line items export (the orders export has one row per order).
    const lines = await download(ordersHandler, '/api/admin/order-lines.csv');
    const line = lines.find((row) => row[0] === order.number);
    expect(line).toContain(`'${HIDDEN_FORMULA}`);
    expectNoFormula(lines);
    expectNoFormula(await download(ordersHandler, '/api/admin/orders.csv'));

    const inventory = await download(inventoryHandler, '/api/admin/inventory.csv');
    const stock = inventory.find((row) => row[0] === 'thai-green-curry');
    expect(stock?.[1]).toBe(`'${HIDDEN_FORMULA}`);
    expectNoFormula(inventory);
  });

  it('comes out guarded in the subscribers CSV', async () => {
    const email = 'hidden-formula@example.nz';
    await subscribe({ email, name: 'Placeholder', preferences: ['recipes'] }, 'newsletter-form');
    const id = subscriberId(email);
    await subscribers.update(id, (current) => {
      if (!current) throw new Error('no subscriber');
      return { ...current, name: HIDDEN_FORMULA };
    });
    await syncSubscriberListing(id);
    const rows = await download(newslettersHandler, '/api/admin/subscribers.csv?q=hidden-formula@');
    expect(rows[1]?.[0]).toBe(`'${HIDDEN_FORMULA}`);
    expectNoFormula(rows);
  });
});

describe('subscriber CSV import', () => {
  it('drops control characters from names, so the export shows them as guarded text', async () => {
    const csv = 'Email,Name\nimported-formula@example.nz,"\u0000\u001b=HYPERLINK(""x"")"\n';
    const imported = await call(newslettersHandler, '/api/admin/subscribers/import', {
      method: 'POST',
      json: {
        csv,
        mapping: { email: 'Email', name: 'Name' },
        consentStatement: 'Customers who ticked the newsletter box on our 2025 order forms',
        dryRun: false,
      },
      headers: team.admin,
    });
    expect(imported.status).toBe(200);
    expect((await subscribers.get(subscriberId('imported-formula@example.nz')))?.name).toBe(
      '=HYPERLINK("x")',
    );
    const rows = await download(
      newslettersHandler,
      '/api/admin/subscribers.csv?q=imported-formula@',
    );
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("x")`);
    expectNoFormula(rows);
  });
});
