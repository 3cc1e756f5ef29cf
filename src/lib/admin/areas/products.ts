import { z } from 'zod';
import { NewProductRequestSchema, ProductUpdateRequestSchema } from '../../forms/product.ts';
import { ImportApplyRequestSchema, ImportApplyResultSchema } from '../../forms/product-import.ts';
import { ImportPreviewSchema } from '../../products/pdf-import/types.ts';
import {
  ChunkQuerySchema,
  IMPORT_PDF_TOO_LARGE,
  MAX_IMPORT_PDF_BYTES,
  NewUploadRequestSchema,
  UPLOAD_CHUNK_BYTES,
  UploadStatusSchema,
} from '../../uploads/chunked-upload.ts';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_MESSAGES } from '../../products/product-image.ts';
import { StoredProductSchema } from '../../products/product.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { productsScreens } from '../area-screens/products.ts';

/** A product as the back office shows it: every field, the revision it was read at, its stock. */
export const AdminProductSchema = StoredProductSchema.extend({
  /** Sent back with an edit, so a save over a newer one is refused. */
  revision: z.int().positive(),
  updatedAt: z.iso.datetime(),
  /** Packs that can still be sold. */
  onHand: z.int().nonnegative(),
  /** Whether an order names it: then it can be archived, never deleted. */
  ordered: z.boolean(),
});
export type AdminProduct = z.output<typeof AdminProductSchema>;

/** Why a product cannot be deleted: the delete's 409, and what the screen says before asking. */
export const PRODUCT_ORDERED_MESSAGE =
  'Orders name this product, so it cannot be deleted. Archive it instead: it leaves the shop and stays on those orders.';

/** Products (the catalog): admins and staff. */
export const productsArea = defineArea({
  id: 'products',
  screens: productsScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/products',
      roles: ALL_ROLES,
      answer: z.array(AdminProductSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/products/:id',
      roles: ALL_ROLES,
      answer: AdminProductSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/products',
      roles: ALL_ROLES,
      body: NewProductRequestSchema,
      answer: AdminProductSchema,
    },
    replace: {
      method: 'PUT',
      path: '/api/admin/products/:id',
      roles: ALL_ROLES,
      permission: { name: 'prices', when: 'it changes the product’s price' },
      body: ProductUpdateRequestSchema,
      answer: AdminProductSchema,
    },
    /** A new photo (JPEG, PNG or WebP, checked by content), given the revision the editor read. */
    image: {
      method: 'POST',
      path: '/api/admin/products/:id/image',
      roles: ALL_ROLES,
      query: z.object({ revision: z.coerce.number().int().positive() }),
      upload: {
        field: 'file',
        maxBytes: MAX_PRODUCT_IMAGE_BYTES,
        tooLarge: PRODUCT_IMAGE_MESSAGES.tooLarge,
      },
      answer: AdminProductSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/products/:id',
      roles: ALL_ROLES,
      permission: 'deleteProducts',
      answer: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
    // Import from a PDF: read it into review rows (nothing written), then apply ticked rows.
    importPdf: {
      method: 'POST',
      path: '/api/admin/products/import',
      roles: ALL_ROLES,
      upload: { field: 'file', maxBytes: MAX_IMPORT_PDF_BYTES, tooLarge: IMPORT_PDF_TOO_LARGE },
      answer: ImportPreviewSchema,
    },
    // A PDF over 4 MB does not fit one request on Netlify: it goes up in chunks (in order, each
    // by the session that started the upload), then is read like importPdf's file.
    startImportUpload: {
      method: 'POST',
      path: '/api/admin/products/import/uploads',
      roles: ALL_ROLES,
      body: NewUploadRequestSchema,
      answer: UploadStatusSchema,
    },
    importUploadStatus: {
      method: 'GET',
      path: '/api/admin/products/import/uploads/:uploadId',
      roles: ALL_ROLES,
      answer: UploadStatusSchema,
    },
    importUploadChunk: {
      method: 'PUT',
      path: '/api/admin/products/import/uploads/:uploadId',
      roles: ALL_ROLES,
      query: ChunkQuerySchema,
      upload: {
        field: 'chunk',
        maxBytes: UPLOAD_CHUNK_BYTES,
        tooLarge: 'This part of the file is over 4 MB. Reload the page and choose the file again.',
      },
      answer: UploadStatusSchema,
    },
    importUploadedPdf: {
      method: 'POST',
      path: '/api/admin/products/import/uploads/:uploadId/preview',
      roles: ALL_ROLES,
      answer: ImportPreviewSchema,
    },
    applyImport: {
      method: 'POST',
      path: '/api/admin/products/import/apply',
      roles: ALL_ROLES,
      permission: { name: 'prices', when: 'a row changes an existing product’s price' },
      body: ImportApplyRequestSchema,
      answer: ImportApplyResultSchema,
    },
  },
  refusals: {
    /** Someone saved the product after this editor read it. */
    staleEdit: 'stale_edit',
    /** An order names the product: it can be archived, never deleted. */
    ordered: 'product_ordered',
  },
});
