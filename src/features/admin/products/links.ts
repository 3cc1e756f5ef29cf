import type { ProductStatus } from '../../../lib/products/product.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the product list from a product's screens. */
export const BACK_TO_PRODUCTS = { href: screenHref('products'), label: 'Back to products' };

/** How each status reads to staff, and what it means for shoppers. */
export const STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};
