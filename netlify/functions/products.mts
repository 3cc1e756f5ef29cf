import type { Config } from '@netlify/functions';
import { getShopProduct, listShopProducts } from '../../src/server/catalog.ts';
import {
  CDN_SECONDS,
  PRODUCTS_CACHE_TAG,
  productCacheTag,
  publicCacheHeaders,
} from '../../src/server/cdn-cache.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** GET /api/products (the meals in display order) and GET /api/products/{id}. */
export default methodHandler({
  async GET(_request, { params }) {
    const { id } = params;
    if (id === undefined) {
      return json(
        await listShopProducts(),
        200,
        publicCacheHeaders(CDN_SECONDS.products, [PRODUCTS_CACHE_TAG]),
      );
    }
    const product = await getShopProduct(id);
    if (!product) throw new HttpError(404);
    return json(
      product,
      200,
      publicCacheHeaders(CDN_SECONDS.product, [PRODUCTS_CACHE_TAG, productCacheTag(id)]),
    );
  },
});

export const config: Config = { path: ['/api/products', '/api/products/:id'] };
