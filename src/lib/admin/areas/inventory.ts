import { z } from 'zod';
import {
  InventoryAdjustmentRequestSchema,
  InventoryChangeRequestSchema,
} from '../../forms/inventory.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';

/** A product's stock as the back office shows it. */
export const InventoryLevelSchema = z.object({
  productId: z.string().min(1),
  /** Packs that can still be sold. */
  onHand: z.int().nonnegative(),
  /** Packs taken by open orders and not yet delivered or collected. */
  heldForOrders: z.int().nonnegative(),
});
export type InventoryLevel = z.output<typeof InventoryLevelSchema>;

/** Stock: admins and staff. Its screens come with the catalog area. */
export const inventoryArea = defineArea({
  id: 'inventory',
  screens: [],
  api: {
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
  },
  refusals: { notEnoughStock: 'not_enough_stock' },
});
