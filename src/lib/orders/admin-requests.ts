import { z } from 'zod';
import { OrderDateSchema } from './request.ts';
import { OrderStatusSchema } from './status.ts';

/** GET /api/admin/orders filters: a status and a delivery or pickup date, both optional. */
export const OrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  date: OrderDateSchema.optional(),
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

/** POST /api/admin/orders/{id}/status: the new status and an optional note for the history. */
export const OrderStatusRequestSchema = z.object({
  status: OrderStatusSchema,
  note: z.string().trim().max(500, 'Use at most 500 characters').optional(),
});
export type OrderStatusRequest = z.output<typeof OrderStatusRequestSchema>;
