// The screens of the products admin area, apart from its API contract (../areas/products.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { PRODUCT_ID_MAX_LENGTH } from '../../products/product-id.ts';
import { SLUG_PATTERN } from '../../slug.ts';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The products area's screens: paths, titles, who opens them (its API: ../areas/products.ts). */
export const productsScreens = [
  {
    id: 'products',
    path: '/admin/products',
    title: 'Products',
    roles: ALL_ROLES,
    nav: { label: 'Products', order: 30 },
  },
  {
    id: 'product-new',
    path: '/admin/products/new',
    title: 'Add product',
    roles: ALL_ROLES,
  },
  // Import from a PDF: before product-edit, whose :productId never takes this path.
  {
    id: 'product-import-pdf',
    path: '/admin/products/import-pdf',
    title: 'Import products from a PDF',
    roles: ALL_ROLES,
  },
  {
    id: 'product-edit',
    path: '/admin/products/:productId',
    title: 'Edit product',
    roles: ALL_ROLES,
    params: z.object({
      productId: z.string().regex(SLUG_PATTERN).max(PRODUCT_ID_MAX_LENGTH),
    }),
  },
] as const satisfies readonly AdminScreen[];
