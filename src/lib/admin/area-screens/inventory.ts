// The screens of the inventory admin area, apart from its API contract (../areas/inventory.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { PRODUCT_ID_MAX_LENGTH } from '../../products/product-id.ts';
import { SLUG_PATTERN } from '../../slug.ts';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

const productParams = z.object({
  productId: z.string().regex(SLUG_PATTERN).max(PRODUCT_ID_MAX_LENGTH),
});

/** The inventory area's screens: paths, titles, who opens them (its API: ../areas/inventory.ts). */
export const inventoryScreens = [
  {
    id: 'inventory',
    path: '/admin/inventory',
    title: 'Inventory',
    roles: ALL_ROLES,
    nav: { label: 'Inventory', order: 40 },
  },
  {
    id: 'inventory-history',
    path: '/admin/inventory/:productId',
    title: 'Stock history',
    roles: ALL_ROLES,
    params: productParams,
  },
] as const satisfies readonly AdminScreen[];
