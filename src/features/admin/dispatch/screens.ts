import { lazy } from 'react';
import type { ScreenComponents } from '../screen-registry.ts';

/** The print screens of a delivery day (ordersArea): prep list, run sheet, slips, receipts, credit notes. */
export const screens: ScreenComponents = {
  'prep-list': lazy(() => import('./PrepListScreen.tsx')),
  'run-sheet': lazy(() => import('./RunSheetScreen.tsx')),
  'packing-slips': lazy(() => import('./PackingSlipsScreen.tsx')),
  'packing-slip': lazy(() => import('./PackingSlipsScreen.tsx')),
  'order-receipt': lazy(() => import('./ReceiptScreen.tsx')),
  'credit-note': lazy(() => import('./CreditNoteScreen.tsx')),
};
