import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the products area (productsArea). */
export const screens: ScreenComponents = {
  products: lazy(() => import('./ProductsScreen.tsx')),
  'product-new': lazy(() => import('./NewProductScreen.tsx')),
  'product-edit': lazy(() => import('./EditProductScreen.tsx')),
  'product-import-pdf': lazy(() => import('./ImportPdfScreen.tsx')),
};
