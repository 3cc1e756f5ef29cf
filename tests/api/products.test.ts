import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import productsHandler from '../../netlify/functions/products.mts';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import { products, saveProduct, setStockLevel } from '../../src/server/catalog/catalog.ts';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { capturePurges } from '../fixtures/cdn-purges.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('GET /api/products', () => {
  it('lists every seeded product in the fixed order, three named meals first', async () => {
    const { status, body } = await call(productsHandler, '/api/products');
    expect(status).toBe(200);
    const names = (body as ShopProduct[]).map((product) => product.name);
    expect(names.slice(0, 3)).toEqual([
      'Super Veg Sauce',
      'Beef Bolognese',
      'Kids Chilli Con Carne',
    ]);
    expect(names.slice(3)).toEqual([...names.slice(3)].sort((a, b) => a.localeCompare(b, 'en-NZ')));
    expect(names).toHaveLength(SEED_PRODUCTS.length);
  });

  it('answers every product field, a price in cents and availability', async () => {
    const { body } = await call(productsHandler, '/api/products');
    for (const product of body as ShopProduct[]) {
      expect(Object.keys(product).sort()).toEqual(
        [
          'cubesPerPack',
          'description',
          'id',
          'image',
          'inStock',
          'isBestseller',
          'isKidFriendly',
          'isVegetarian',
          'name',
          'priceCents',
          'tags',
        ].sort(),
      );
      expect(product.cubesPerPack).toBe(9);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.image).toMatch(/^\/images\/meals\/.+\.svg$/);
      expect(product.inStock).toBe(true);
    }
  });

  it('lets the CDN keep the list 30 minutes under the products cache tag', async () => {
    const { headers } = await call(productsHandler, '/api/products');
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=1800');
    expect(headers.get('netlify-cache-tag')).toBe('products');
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { status, headers, body } = await call(productsHandler, '/api/products', {
      method: 'DELETE',
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body).toEqual({ message: 'This method is not allowed here.' });
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product, fresh for 5 minutes at the CDN', async () => {
    const { status, body, headers } = await call(productsHandler, '/api/products/beef-bolognese', {
      params: { id: 'beef-bolognese' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'beef-bolognese', name: 'Beef Bolognese', priceCents: 1690 });
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=300');
    expect(headers.get('netlify-cache-tag')).toBe('products,product-beef-bolognese');
  });

  it.each(['no-such-meal', '..%2Fsecrets', 'UPPER'])(
    'answers 404 {message} for unknown id %s',
    async (id) => {
      const { status, body } = await call(productsHandler, `/api/products/${id}`, {
        params: { id },
      });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'The requested item could not be found.' });
    },
  );
});

describe('product changes', () => {
  it('shows a stock change at once and purges the cached answers when availability flips', async () => {
    const purges = capturePurges();
    await setStockLevel('lamb-rogan-josh', 0);
    const { body } = await call(productsHandler, '/api/products/lamb-rogan-josh', {
      params: { id: 'lamb-rogan-josh' },
    });
    expect(body).toMatchObject({ inStock: false });
    expect(purges).toEqual([
      { cache_tags: ['products', 'product-lamb-rogan-josh'], site_id: 'test-site' },
    ]);

    await setStockLevel('lamb-rogan-josh', 3);
    await setStockLevel('lamb-rogan-josh', 4);
    expect(purges).toHaveLength(2);
  });

  it('keeps what staff changed when the seed runs again', async () => {
    const original = await products.get('butter-chicken');
    if (!original) throw new Error('butter-chicken was not seeded');
    await saveProduct({ ...original, priceCents: 1850 });
    await products.delete('chicken-cacciatore');

    const report = await seedShop();

    expect(report.created).toEqual([]);
    expect(report.skipped).toHaveLength(SEED_PRODUCTS.length);
    expect(await products.get('butter-chicken')).toMatchObject({ priceCents: 1850 });
    expect(await products.get('chicken-cacciatore')).toBeNull();
  });
});
