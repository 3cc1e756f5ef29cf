import type { Config } from '@netlify/functions';
import { DomainError } from '../../src/lib/api/domain-error.ts';
import { catalogApi } from '../../src/lib/public-api/catalog.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { getShopProduct, listShopProducts } from '../../src/server/catalog/catalog.ts';

/** GET /api/products (the meals in display order) and GET /api/products/{id} (catalogApi). */
export default publicHandler(catalogApi, {
  products: () => listShopProducts(),
  product: async ({ params }) => {
    const product = await getShopProduct(params.id);
    if (!product) throw new DomainError('not_found');
    return product;
  },
});

export const config: Config = { path: ['/api/products', '/api/products/:id'] };
