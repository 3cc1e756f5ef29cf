import type { Config } from '@netlify/functions';
import { serveProductImage } from '../../src/server/catalog/product-image-file.ts';

/** Uploaded product photos, from their Blobs store, on the site's own origin (PRODUCT_MEDIA_PREFIX). */
export default (request: Request) => serveProductImage(request);

// Netlify reads this from the source, so it is written out (PRODUCT_MEDIA_PREFIX + ':file').
export const config: Config = { path: '/media/products/:file' };
