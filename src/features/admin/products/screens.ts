import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The screens of the products area (productsArea). */
export const screens: ScreenComponents = {
  products: lazyScreen(() => import('./ProductsScreen.tsx')),
  'product-new': lazyScreen(() => import('./NewProductScreen.tsx')),
  'product-edit': lazyScreen(() => import('./EditProductScreen.tsx')),
  'product-import-pdf': lazyScreen(() => import('./ImportPdfScreen.tsx')),
};
