import { lazyScreen } from '../lazy-screen.ts';
import type { ScreenComponents } from '../screen-registry.ts';

/** The print screens of a delivery day (ordersArea): prep list, run sheet, slips, receipts, credit notes. */
export const screens: ScreenComponents = {
  'prep-list': lazyScreen(() => import('./PrepListScreen.tsx')),
  'run-sheet': lazyScreen(() => import('./RunSheetScreen.tsx')),
  'packing-slips': lazyScreen(() => import('./PackingSlipsScreen.tsx')),
  'packing-slip': lazyScreen(() => import('./PackingSlipsScreen.tsx')),
  'order-receipt': lazyScreen(() => import('./ReceiptScreen.tsx')),
  'credit-note': lazyScreen(() => import('./CreditNoteScreen.tsx')),
};
