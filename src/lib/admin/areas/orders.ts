import { z } from 'zod';
import { OrderListQuerySchema, OrderStatusRequestSchema } from '../../orders/admin-requests.ts';
import { AdminOrderViewSchema } from '../../orders/order.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';

/** Orders: admins and staff. Its screens come with the operations area. */
export const ordersArea = defineArea({
  id: 'orders',
  screens: [],
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/orders',
      roles: ALL_ROLES,
      query: OrderListQuerySchema,
      answer: z.array(AdminOrderViewSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/orders/:id',
      roles: ALL_ROLES,
      answer: AdminOrderViewSchema,
    },
    changeStatus: {
      method: 'POST',
      path: '/api/admin/orders/:id/status',
      roles: ALL_ROLES,
      body: OrderStatusRequestSchema,
      answer: AdminOrderViewSchema,
    },
  },
});
