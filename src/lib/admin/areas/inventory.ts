import { z } from 'zod';
import {
  InventoryAdjustmentRequestSchema,
  InventoryChangeRequestSchema,
} from '../../forms/inventory.ts';
import { StockMovementSchema } from '../../inventory/movements.ts';
import { STOCK_STATUSES } from '../../inventory/stock-status.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { oneLineField } from '../../forms/plain-text.ts';
import { inventoryScreens } from '../area-screens/inventory.ts';

/** A product's stock as an adjustment leaves it. */
export const InventoryLevelSchema = z.object({
  productId: z.string().min(1),
  /** Packs that can still be sold. */
  onHand: z.int().nonnegative(),
  /** Packs taken by open orders and not yet delivered or collected. */
  heldForOrders: z.int().nonnegative(),
});
export type InventoryLevel = z.output<typeof InventoryLevelSchema>;

/** One row of the stock table. */
export const InventoryRowSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  /** Packs in the shop: available plus those held for open orders. */
  packsOnHand: z.int().nonnegative(),
  heldForOrders: z.int().nonnegative(),
  /**
   * Of those, the packs held for orders not yet packed: still on the shelf, so a stocktake's
   * count includes them and the server subtracts them.
   */
  heldOnShelf: z.int().nonnegative(),
  /** Packs that can still be sold. */
  available: z.int().nonnegative(),
  /** Of those, the packs still in date for tomorrow's deliveries (the status counts these). */
  inDateTomorrow: z.int().nonnegative(),
  /** The low-stock threshold in force: the product's own, or the shop's setting. */
  threshold: z.int().nonnegative(),
  ownThreshold: z.boolean(),
  status: z.enum(STOCK_STATUSES),
  /** Shoppers waiting to hear that it is back in stock. */
  waiting: z.int().nonnegative(),
});
export type InventoryRow = z.output<typeof InventoryRowSchema>;

/** A movement as the history view shows it, with the number of the order that caused it. */
export const MovementViewSchema = StockMovementSchema.extend({
  orderNumber: z.string().nullable(),
});
export type MovementView = z.output<typeof MovementViewSchema>;

/** A page of a product's movements, newest first; `nextCursor` asks for the page after. */
export const MovementPageSchema = z.object({
  productId: z.string(),
  name: z.string(),
  movements: z.array(MovementViewSchema),
  nextCursor: z.string().nullable(),
});
export type MovementPage = z.output<typeof MovementPageSchema>;

/** GET …/movements: the cursor the page before gave. */
export const MovementQuerySchema = z.object({
  cursor: oneLineField(z.string().max(300)).optional(),
});

/** Stock: the table, adjustments, each product's movements and the export; admins and staff. */
export const inventoryArea = defineArea({
  id: 'inventory',
  screens: inventoryScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/inventory',
      roles: ALL_ROLES,
      answer: z.array(InventoryRowSchema),
    },
    csv: {
      method: 'GET',
      path: '/api/admin/inventory.csv',
      roles: ALL_ROLES,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    set: {
      method: 'PUT',
      path: '/api/admin/inventory/:productId',
      roles: ALL_ROLES,
      body: InventoryChangeRequestSchema,
      answer: InventoryLevelSchema,
    },
    adjust: {
      method: 'POST',
      path: '/api/admin/inventory/:productId/adjustments',
      roles: ALL_ROLES,
      body: InventoryAdjustmentRequestSchema,
      answer: InventoryLevelSchema,
    },
    movements: {
      method: 'GET',
      path: '/api/admin/inventory/:productId/movements',
      roles: ALL_ROLES,
      query: MovementQuerySchema,
      answer: MovementPageSchema,
    },
  },
  refusals: { notEnoughStock: 'not_enough_stock', countBelowHeld: 'count_below_held' },
});
