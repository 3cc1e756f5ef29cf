import type { Config } from '@netlify/functions';
import { productsArea } from '../../src/lib/admin/areas/products.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  replaceProduct,
  replaceProductImage,
} from '../../src/server/products.ts';
import { applyPdfImport } from '../../src/server/product-import/apply.ts';
import { previewPdfImport } from '../../src/server/product-import/read-pdf.ts';

/** Products (productsArea): list, read, create, edit (stale edits refused), photo, delete. */
export default areaHandler(productsArea, {
  list: () => listAdminProducts(),
  get: ({ params }) => getAdminProduct(params.id),
  create: async ({ actor, body }) => created(await createProduct(actor, body)),
  replace: ({ actor, params, body }) => replaceProduct(actor, params.id, body),
  image: ({ actor, params, query, file }) =>
    replaceProductImage(actor, params.id, query.revision, file.bytes),
  remove: async ({ actor, params }) => {
    await deleteProduct(actor, params.id);
    return { id: params.id, deleted: true as const };
  },
  importPdf: ({ actor, file }) => previewPdfImport(actor, file),
  applyImport: ({ actor, body }) => applyPdfImport(actor, body),
});

export const config: Config = {
  path: [
    '/api/admin/products',
    '/api/admin/products/:id',
    '/api/admin/products/:id/image',
    '/api/admin/products/import',
    '/api/admin/products/import/apply',
  ],
};
