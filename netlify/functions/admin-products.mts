import type { Config } from '@netlify/functions';
import { productsArea } from '../../src/lib/admin/areas/products.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  createProduct,
  deleteProduct,
  editChangesPrice,
  getAdminProduct,
  listAdminProducts,
  replaceProduct,
  replaceProductImage,
} from '../../src/server/catalog/products.ts';
import {
  applyPdfImport,
  importChangesPrices,
} from '../../src/server/catalog/product-import/apply.ts';
import { previewPdfImport } from '../../src/server/catalog/product-import/read-pdf.ts';
import {
  addChunk,
  startUpload,
  takeUploadedFile,
  uploadStatus,
} from '../../src/server/uploads/chunked-uploads.ts';
import {
  IMPORT_PDF_TOO_LARGE,
  MAX_IMPORT_PDF_BYTES,
} from '../../src/lib/uploads/chunked-upload.ts';

/**
 * Products (productsArea): list, read, create, edit (stale edits refused), photo, delete, and
 * the PDF import (a small file in one request, a larger one in chunks).
 */
export default areaHandler(productsArea, {
  list: () => listAdminProducts(),
  get: ({ params }) => getAdminProduct(params.id),
  create: async ({ actor, body }) => created(await createProduct(actor, body)),
  replace: {
    needsPermission: ({ params, body }) => editChangesPrice(params.id, body),
    handle: ({ actor, params, body }) => replaceProduct(actor, params.id, body),
  },
  image: ({ actor, params, query, file }) =>
    replaceProductImage(actor, params.id, query.revision, file.bytes),
  remove: async ({ actor, params }) => {
    await deleteProduct(actor, params.id);
    return { id: params.id, deleted: true as const };
  },
  importPdf: ({ actor, file }) => previewPdfImport(actor, file),
  startImportUpload: async ({ session, body }) => created(await startUpload(session, body.size)),
  importUploadStatus: ({ session, params }) => uploadStatus(session, params.uploadId),
  importUploadChunk: ({ session, params, query, file }) =>
    addChunk(session, params.uploadId, query.offset, file.bytes),
  importUploadedPdf: async ({ actor, session, params }) => {
    const bytes = await takeUploadedFile(
      session,
      params.uploadId,
      MAX_IMPORT_PDF_BYTES,
      IMPORT_PDF_TOO_LARGE,
    );
    return previewPdfImport(actor, { name: '', type: 'application/pdf', bytes });
  },
  applyImport: {
    needsPermission: ({ actor, body }) => importChangesPrices(actor, body),
    handle: ({ actor, body }) => applyPdfImport(actor, body),
  },
});

export const config: Config = {
  path: [
    '/api/admin/products',
    '/api/admin/products/:id',
    '/api/admin/products/:id/image',
    '/api/admin/products/import',
    '/api/admin/products/import/apply',
    '/api/admin/products/import/uploads',
    '/api/admin/products/import/uploads/:uploadId',
    '/api/admin/products/import/uploads/:uploadId/preview',
  ],
};
