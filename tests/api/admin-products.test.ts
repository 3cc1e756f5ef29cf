import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import productsHandler from '../../netlify/functions/products.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import { auditLog } from '../../src/server/audit.ts';
import { products, setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { catalogLines } from '../../src/server/orders/catalog-lines.ts';
import { lowStockProducts } from '../../src/server/admin/dashboard.ts';
import { reserveStock } from '../../src/server/inventory/order-stock.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { expectCreationAudited } from '../fixtures/audit.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const send = callerOf(adminProducts);

const DAHL = {
  name: 'Kūmara & Lentil Dahl',
  description: 'Red lentils and kūmara simmered with mild spices.',
  image: '/images/meals/super-veg-sauce.svg',
  tags: ['vegetarian', 'mild'],
  cubesPerPack: 9,
  priceCents: 1590,
  isBestseller: false,
  isVegetarian: true,
  isKidFriendly: true,
  status: 'active',
  lowStockThreshold: 5,
};

async function createDahl(fields: Partial<typeof DAHL> = {}): Promise<AdminProduct> {
  const { status, body } = await send('/api/admin/products', {
    method: 'POST',
    json: { ...DAHL, ...fields },
    headers: team.staff,
  });
  expect(status).toBe(201);
  return body as AdminProduct;
}

function replace(product: AdminProduct, changes: Record<string, unknown>, revision?: number) {
  const { id } = product;
  const fields = ProductFieldsSchema.parse(product);
  return send(`/api/admin/products/${id}`, {
    method: 'PUT',
    params: { id },
    json: { ...fields, ...changes, revision: revision ?? product.revision },
    headers: team.admin,
  });
}

const shopIds = async () =>
  ((await call(productsHandler, '/api/products')).body as ShopProduct[]).map((p) => p.id);

// 401 and cross-site for every route: admin-route-guards.test.ts.
describe('products admin API: who may use it', () => {
  it('lets staff as well as admins list products', async () => {
    expect((await send('/api/admin/products', { headers: team.staff })).status).toBe(200);
    expect((await send('/api/admin/products', { headers: team.admin })).status).toBe(200);
  });
});

describe('GET /api/admin/products', () => {
  it('lists every product in display order with status, revision and stock', async () => {
    const { body } = await send('/api/admin/products', { headers: team.staff });
    const rows = body as AdminProduct[];
    expect(rows.slice(0, 3).map((row) => row.name)).toEqual([
      'Super Veg Sauce',
      'Beef Bolognese',
      'Kids Chilli Con Carne',
    ]);
    expect(rows[0]).toMatchObject({ status: 'active', revision: 1 });
    expect(rows[0]?.onHand).toBeGreaterThan(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { status } = await send('/api/admin/products/no-such-meal', {
      params: { id: 'no-such-meal' },
      headers: team.staff,
    });
    expect(status).toBe(404);
  });
});

describe('POST /api/admin/products', () => {
  it('makes the id from the name, audits it, and the shop lists it at once', async () => {
    const created = await createDahl();
    expect(created).toMatchObject({ id: 'kumara-lentil-dahl', ...DAHL, revision: 1, onHand: 0 });
    expect(await shopIds()).toContain('kumara-lentil-dahl');
    await expectCreationAudited('product.create', 'products/kumara-lentil-dahl', 'packer');
    // The same name again gets the next free id; the first keeps its own.
    expect((await createDahl({ status: 'draft' })).id).toBe('kumara-lentil-dahl-2');
  });

  it('never gives a product the path of a screen as its id', async () => {
    expect((await createDahl({ name: 'New' })).id).toBe('new-2');
  });

  it('answers 400 with a message beside each field at fault', async () => {
    const { status, body } = await send('/api/admin/products', {
      method: 'POST',
      json: { ...DAHL, name: '', priceCents: 0, cubesPerPack: 1.5, status: 'sold', image: 'x' },
      headers: team.staff,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        name: 'Name is required',
        priceCents: 'The price must be more than $0.00',
        cubesPerPack: 'Enter a whole number of cubes',
        status: 'Choose active, draft or archived',
        image: 'Give a path on this site, e.g. /images/meals/beef-bolognese.svg',
      },
    });
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('saves a change, keeps the id, audits it and the shop shows it', async () => {
    const product = await createDahl({ name: 'Pumpkin Soup' });
    const { status, body } = await replace(product, {
      name: 'Roast Pumpkin Soup',
      priceCents: 1690,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'pumpkin-soup', name: 'Roast Pumpkin Soup', revision: 2 });
    const shop = await call(productsHandler, '/api/products/pumpkin-soup', {
      params: { id: 'pumpkin-soup' },
    });
    expect(shop.body).toMatchObject({ name: 'Roast Pumpkin Soup', priceCents: 1690 });
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({
        action: 'product.update',
        target: 'products/pumpkin-soup',
        before: expect.objectContaining({ name: 'Pumpkin Soup' }) as unknown,
        after: expect.objectContaining({ name: 'Roast Pumpkin Soup' }) as unknown,
      }),
    );
  });

  it('refuses a stale edit with 409 and keeps the newer save', async () => {
    const product = await createDahl({ name: 'Stale Stew' });
    expect((await replace(product, { priceCents: 1700 })).status).toBe(200);
    const stale = await replace(product, { priceCents: 1800 });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('Someone else saved this product') as unknown },
    });
    expect((await products.get('stale-stew'))?.priceCents).toBe(1700);
  });

  it('answers 400 per field and 404 for no such product', async () => {
    const product = await createDahl({ name: 'Checked Chowder' });
    const bad = await replace(product, { lowStockThreshold: -1, tags: ['x'.repeat(41)] });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: {
          lowStockThreshold: 'The threshold cannot be negative',
          'tags.0': 'Keep each tag under 40 characters',
        },
      },
    });
    const missing = await send('/api/admin/products/nope', {
      method: 'PUT',
      params: { id: 'nope' },
      json: { ...DAHL, revision: 1 },
      headers: team.admin,
    });
    expect(missing.status).toBe(404);
  });

  it('hides drafts and archived products from the shop and from orders', async () => {
    const product = await createDahl({ name: 'Hidden Hotpot' });
    await setStockLevel('hidden-hotpot', 10);
    const drafted = (await replace(product, { status: 'draft' })).body as AdminProduct;
    expect(await shopIds()).not.toContain('hidden-hotpot');
    const one = await call(productsHandler, '/api/products/hidden-hotpot', {
      params: { id: 'hidden-hotpot' },
    });
    expect(one.status).toBe(404);
    expect(
      (await catalogLines([{ productId: 'hidden-hotpot', quantity: 1 }])).unknownProductIds,
    ).toEqual(['hidden-hotpot']);
    expect((await replace(drafted, { status: 'archived' })).status).toBe(200);
    expect(await shopIds()).not.toContain('hidden-hotpot');
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product no order names, with its stock, and audits it', async () => {
    await createDahl({ name: 'Short Lived Laksa' });
    await setStockLevel('short-lived-laksa', 4);
    // Deleting is for admins (and staff an admin allows: admin-permissions.test.ts).
    const { status, body } = await send('/api/admin/products/short-lived-laksa', {
      method: 'DELETE',
      params: { id: 'short-lived-laksa' },
      headers: team.admin,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: 'short-lived-laksa', deleted: true });
    expect(await products.get('short-lived-laksa')).toBeNull();
    expect(await stockLevels.get('short-lived-laksa')).toBeNull();
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({ action: 'product.delete', target: 'products/short-lived-laksa' }),
    );
  });

  it('refuses (409) to delete a product an order names, even once the order is settled', async () => {
    const product = await createDahl({ name: 'Ordered Osso Buco' });
    await setStockLevel('ordered-osso-buco', 5);
    await placeTestOrder({ items: [{ productId: 'ordered-osso-buco', quantity: 2 }] });
    const refused = await send('/api/admin/products/ordered-osso-buco', {
      method: 'DELETE',
      params: { id: 'ordered-osso-buco' },
      headers: team.admin,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('Archive it instead') as unknown },
    });
    expect(await products.get('ordered-osso-buco')).not.toBeNull();
    // Archiving is the way out.
    expect((await replace(product, { status: 'archived' })).status).toBe(200);
  });

  it('lets no order take stock of a deleted product, even one priced before the delete', async () => {
    await createDahl({ name: 'Racing Risotto' });
    await setStockLevel('racing-risotto', 5);
    await send('/api/admin/products/racing-risotto', {
      method: 'DELETE',
      params: { id: 'racing-risotto' },
      headers: team.admin,
    });
    const late = await reserveStock(
      [{ productId: 'racing-risotto', quantity: 1 }],
      crypto.randomUUID(),
    );
    expect(late.ok).toBe(false);
  });
});

describe('low-stock threshold', () => {
  it("flags a product at its own threshold (else the shop's), never an archived one", async () => {
    const own = await createDahl({ name: 'Thresholded Tagine', lowStockThreshold: 8 });
    await setStockLevel(own.id, 7);
    const archived = await createDahl({ name: 'Archived Arrabbiata', status: 'archived' });
    await setStockLevel(archived.id, 0);
    const low = await lowStockProducts(5);
    expect(low).toContainEqual({ productId: own.id, name: own.name, onHand: 7, threshold: 8 });
    expect(low.map((product) => product.productId)).not.toContain(archived.id);
  });
});
